import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SchoolRole } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { profiles, refreshTokens, schoolMembers, users } from '../../db/schema';

type Queryable = Db | Tx;

export type UserWithPassword = { id: string; email: string; passwordHash: string; fullName: string; schoolRole: SchoolRole | null };

/** The account's place in a school (issue 48: the head's own navigation and home), null for none. */
const schoolRole = sql<SchoolRole | null>`(select ${schoolMembers.role} from ${schoolMembers} where ${schoolMembers.userId} = ${users.id})`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserWithPassword | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, fullName: profiles.fullName, schoolRole })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function findUserById(db: Queryable, userId: string): Promise<UserWithPassword | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, fullName: profiles.fullName, schoolRole })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findAuthUser(db: Queryable, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: profiles.fullName, schoolRole })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function insertUserWithProfile(
  tx: Tx,
  user: { email: string; passwordHash: string; fullName: string; firstName: string; lastName: string },
): Promise<{ id: string }> {
  const [created] = await tx
    .insert(users)
    .values({ email: user.email, passwordHash: user.passwordHash })
    .returning({ id: users.id });
  if (!created) throw new Error('insert into users returned no row');
  await tx.insert(profiles).values({
    id: created.id,
    email: user.email,
    fullName: user.fullName,
    firstName: user.firstName,
    lastName: user.lastName,
  });
  return created;
}

export async function insertRefreshToken(
  db: Queryable,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** Marks a live token as used, atomically: of two requests racing with one token, only one gets the row. */
export async function consumeRefreshToken(db: Queryable, tokenHash: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return row ?? null;
}

export async function findRefreshTokenFamily(db: Queryable, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row?.familyId ?? null;
}

/**
 * Whether the refresh token's session was ended by a change of the password (a reset link, 'Zmień
 * hasło' elsewhere): its revocation and the account's event share one transaction, so one moment.
 */
export async function endedByPasswordChange(db: Queryable, tokenHash: string): Promise<boolean> {
  const result = await db.execute<{ ended: boolean }>(sql`
    select exists (
      select 1 from refresh_tokens r
      join account_events e on e.user_id = r.user_id and e.kind in ('password_reset', 'password_changed') and e.created_at = r.revoked_at
      where r.token_hash = ${tokenHash}
    ) as ended`);
  return (result as unknown as { rows: { ended: boolean }[] }).rows[0]?.ended ?? false;
}
