import { and, asc, eq, sql } from 'drizzle-orm';
import type { Guardian } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { profiles, tripGuardians, trips } from '../../db/schema';

type Queryable = Db | Tx;

export function listGuardians(db: Queryable, tripId: string): Promise<Guardian[]> {
  return db
    .select({
      id: tripGuardians.guardianId,
      email: profiles.email,
      fullName: profiles.fullName,
      grammaticalGender: profiles.grammaticalGender,
      role: tripGuardians.role,
      isLeader: sql<boolean>`coalesce(${trips.tripLeaderId} = ${tripGuardians.guardianId}, false)`,
    })
    .from(tripGuardians)
    .innerJoin(profiles, eq(profiles.id, tripGuardians.guardianId))
    .innerJoin(trips, eq(trips.id, tripGuardians.tripId))
    .where(eq(tripGuardians.tripId, tripId))
    .orderBy(sql`${tripGuardians.role} = 'guardian'`, asc(tripGuardians.createdAt));
}

export async function findUserIdByEmail(db: Queryable, email: string): Promise<string | null> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(sql`lower(${profiles.email})`, email.toLowerCase()));
  return row?.id ?? null;
}

export async function findMembership(db: Queryable, tripId: string, guardianId: string) {
  const [row] = await db
    .select({ role: tripGuardians.role, name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${profiles.email})` })
    .from(tripGuardians)
    .innerJoin(profiles, eq(profiles.id, tripGuardians.guardianId))
    .where(and(eq(tripGuardians.tripId, tripId), eq(tripGuardians.guardianId, guardianId)));
  return row ?? null;
}

export async function countMembers(tx: Tx, tripId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(tripGuardians).where(eq(tripGuardians.tripId, tripId));
  return row?.n ?? 0;
}

export async function insertGuardian(tx: Tx, tripId: string, guardianId: string): Promise<void> {
  await tx.insert(tripGuardians).values({ tripId, guardianId, role: 'guardian' });
}

export async function deleteGuardian(tx: Tx, tripId: string, guardianId: string): Promise<void> {
  await tx.delete(tripGuardians).where(and(eq(tripGuardians.tripId, tripId), eq(tripGuardians.guardianId, guardianId)));
  // A removed leader is no longer the trip's leader.
  await tx
    .update(trips)
    .set({ tripLeaderId: null })
    .where(and(eq(trips.id, tripId), eq(trips.tripLeaderId, guardianId)));
}
