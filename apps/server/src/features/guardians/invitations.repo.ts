import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TripInvitation } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { tripGuardians, tripInvitations, users } from '../../db/schema';

type Queryable = Db | Tx;

const iso = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const pending = and(isNull(tripInvitations.revokedAt), isNull(tripInvitations.acceptedAt));

/** The trip's pending invitations (expired ones too, to send again or withdraw), oldest first. */
export function listPendingInvitations(db: Queryable, tripId: string): Promise<TripInvitation[]> {
  return db
    .select({
      id: tripInvitations.id,
      email: tripInvitations.email,
      sentAt: iso(tripInvitations.sentAt),
      expiresAt: iso(tripInvitations.expiresAt),
      expired: sql<boolean>`${tripInvitations.expiresAt} <= now()`,
    })
    .from(tripInvitations)
    .where(and(eq(tripInvitations.tripId, tripId), pending))
    .orderBy(asc(tripInvitations.createdAt));
}

export async function findPendingByEmail(tx: Tx, tripId: string, email: string): Promise<{ id: string } | null> {
  const [row] = await tx
    .select({ id: tripInvitations.id })
    .from(tripInvitations)
    .where(and(eq(tripInvitations.tripId, tripId), eq(sql`lower(${tripInvitations.email})`, email.toLowerCase()), pending));
  return row ?? null;
}

export async function findPending(tx: Db | Tx, tripId: string, invitationId: string): Promise<{ id: string; email: string } | null> {
  const [row] = await tx
    .select({ id: tripInvitations.id, email: tripInvitations.email })
    .from(tripInvitations)
    .where(and(eq(tripInvitations.tripId, tripId), eq(tripInvitations.id, invitationId), pending));
  return row ?? null;
}

export async function countPending(tx: Tx, tripId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tripInvitations)
    .where(and(eq(tripInvitations.tripId, tripId), pending, gt(tripInvitations.expiresAt, sql`now()`)));
  return row?.n ?? 0;
}

/** A new invitation, valid `days` days; answers when it expires. */
export async function insertInvitation(tx: Tx, values: { id: string; tripId: string; email: string; tokenHash: string; invitedBy: string; days: number }): Promise<Date> {
  const [row] = await tx
    .insert(tripInvitations)
    .values({ ...values, expiresAt: sql`now() + make_interval(days => ${values.days})` })
    .returning({ expiresAt: tripInvitations.expiresAt });
  return row!.expiresAt;
}

/** 'Wyślij ponownie': sent now, valid `days` days from now. */
export async function renewInvitation(tx: Tx, invitationId: string, invitedBy: string, days: number): Promise<Date> {
  const [row] = await tx
    .update(tripInvitations)
    .set({ sentAt: sql`now()`, expiresAt: sql`now() + make_interval(days => ${days})`, invitedBy })
    .where(and(eq(tripInvitations.id, invitationId), pending))
    .returning({ expiresAt: tripInvitations.expiresAt });
  return row!.expiresAt;
}

export async function revokeInvitation(tx: Tx, invitationId: string): Promise<void> {
  await tx.update(tripInvitations).set({ revokedAt: sql`now()` }).where(and(eq(tripInvitations.id, invitationId), pending));
}

/** A colleague added by address after signing up without the link: their pending invitation is done with. */
export async function closePendingFor(tx: Tx, tripId: string, email: string): Promise<void> {
  await tx
    .update(tripInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tripInvitations.tripId, tripId), eq(sql`lower(${tripInvitations.email})`, email.toLowerCase()), pending));
}

export type InvitationBySecret = {
  id: string;
  tripId: string;
  email: string;
  expired: boolean;
  revoked: boolean;
  acceptedBy: string | null;
  invitedByName: string;
};

/** An invitation by its secret's hash, whatever its state; `lock` holds it for the accepting transaction. */
export async function findBySecretHash(conn: Queryable, tokenHash: string, options: { lock?: boolean } = {}): Promise<InvitationBySecret | null> {
  const query = conn
    .select({
      id: tripInvitations.id,
      tripId: tripInvitations.tripId,
      email: tripInvitations.email,
      expired: sql<boolean>`${tripInvitations.expiresAt} <= now()`,
      revoked: sql<boolean>`${tripInvitations.revokedAt} is not null`,
      acceptedBy: tripInvitations.acceptedBy,
      invitedByName: sql<string>`coalesce((select coalesce(nullif(p.full_name, ''), p.email) from profiles p where p.id = ${tripInvitations.invitedBy}), '')`,
    })
    .from(tripInvitations)
    .where(eq(tripInvitations.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markAccepted(tx: Tx, invitationId: string, userId: string): Promise<void> {
  await tx.update(tripInvitations).set({ acceptedBy: userId, acceptedAt: sql`now()` }).where(eq(tripInvitations.id, invitationId));
}

export async function isMember(tx: Tx, tripId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: tripGuardians.id })
    .from(tripGuardians)
    .where(and(eq(tripGuardians.tripId, tripId), eq(tripGuardians.guardianId, userId)));
  return row !== undefined;
}

/** The address the account signs in with. */
export async function accountEmail(conn: Queryable, userId: string): Promise<string | null> {
  const [row] = await conn.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
