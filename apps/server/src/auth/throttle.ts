import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { MSG } from '@wycieczki/shared';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { AppError } from '../lib/errors';

export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perEmail: 5,
  perAddress: 20,
  /** Accounts created from one address: a school's staff behind one router fits, a script does not. */
  signUpsPerAddress: 20,
  /** User searches per user per minute: the pickers debounce typing, a script listing users does not. */
  searchesPerMinute: 30,
} as const;

export type Attempt = { emailKey: string; addressKey: string; addressAttemptId: string };

/**
 * Records a sign-in attempt under both keys BEFORE the password is checked, then counts: a burst
 * of parallel attempts cannot slip past the limit, because each one sees the others' rows.
 * Rows live in the database, so every server instance enforces the same limit.
 */
export async function registerAttempt(db: Db, email: string, address: string): Promise<Attempt> {
  const emailKey = `email:${email}`;
  const addressKey = `ip:${address}`;
  const since = new Date(Date.now() - THROTTLE.windowMs);
  const [, addressRow] = await db
    .insert(loginAttempts)
    .values([{ key: emailKey }, { key: addressKey }])
    .returning({ id: loginAttempts.id });
  const [emailCount, addressCount] = await Promise.all([countSince(db, emailKey, since), countSince(db, addressKey, since)]);
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, since));
  if (emailCount > THROTTLE.perEmail || addressCount > THROTTLE.perAddress) {
    throw new AppError(429, 'too_many_attempts', MSG.tooManyAttempts, {
      'Retry-After': String(Math.ceil(THROTTLE.windowMs / 1000)),
    });
  }
  return { emailKey, addressKey, addressAttemptId: addressRow?.id ?? '' };
}

/**
 * Counts a sign-up from an address (recorded first, like a sign-in attempt) and refuses it with 429
 * past the limit: it stops mass account creation and probing which emails are registered.
 */
export async function registerSignUp(db: Db, address: string, limit: number = THROTTLE.signUpsPerAddress): Promise<void> {
  if (!(await countWithinLimit(db, `signup:${address}`, THROTTLE.windowMs, limit))) {
    throw new AppError(429, 'too_many_sign_ups', MSG.tooManySignUps, {
      'Retry-After': String(Math.ceil(THROTTLE.windowMs / 1000)),
    });
  }
}

/**
 * Records one use of `key` and tells whether the uses within the last `windowMs` are still within
 * `limit`. The row is written before counting, so parallel requests see each other; rows live in the
 * database, so every instance enforces one limit.
 */
export async function countWithinLimit(db: Db, key: string, windowMs: number, limit: number): Promise<boolean> {
  await db.insert(loginAttempts).values({ key });
  return (await countSince(db, key, new Date(Date.now() - windowMs))) <= limit;
}

/** A successful sign-in forgives the email's failures and does not count against a shared school address. */
export async function clearAttempt(db: Db, attempt: Attempt): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, attempt.emailKey));
  if (attempt.addressAttemptId) await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.addressAttemptId));
}

async function countSince(db: Db, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gte(loginAttempts.attemptedAt, since)));
  return row?.count ?? 0;
}
