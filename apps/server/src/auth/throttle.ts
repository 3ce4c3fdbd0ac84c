import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { MSG } from '@wycieczki/shared';
import type { Db } from '../db/client';
import { loginAttempts, rateCounters } from '../db/schema';
import { AppError } from '../lib/errors';

/** The numbers of docs/decisions/010 (OWASP ASVS 5.0 § 6.3). */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failed passwords for one account from one address before each further try must wait. */
  perPair: 5,
  /** The first wait after `perPair` failures; it doubles with each further failure, up to the window. */
  firstDelayMs: 30 * 1000,
  /** Failed sign-ins from one address, across accounts, within the window: a school behind one NAT fits. */
  perAddress: 100,
  /** Failed sign-ins of one account from all addresses within an hour, before every try is slowed. */
  perAccountPerHour: 50,
  /** How long each try of an account over its ceiling waits, one at a time per server instance. */
  accountSlowdownMs: 2_000,
  /** Accounts created from one address: a school's staff behind one router fits, a script does not. */
  signUpsPerAddress: 20,
  /** User searches per user per minute: the pickers debounce typing, a script listing users does not. */
  searchesPerMinute: 30,
  /**
   * Parent links (decision 022): wrong or revoked secrets from one address within the window, after
   * which the address gets 429 for every parent request (a guesser learns nothing more); parents
   * behind one mobile operator's address share it, so it is well above what a family mistypes.
   */
  parentMissesPerAddress: 30,
  /** Requests with one valid link within the window: an open page checks for news every 15 s. */
  parentUsesPerLink: 300,
} as const;

const HOUR_MS = 60 * 60 * 1000;

export type Attempt = { ids: string[]; pairKey: string };

/** The wait the pair must keep after `failures` failed tries: none below perPair, then 30 s, 1 min, 2 min… up to the window. */
export function pairDelayMs(failures: number): number {
  if (failures < THROTTLE.perPair) return 0;
  return Math.min(THROTTLE.firstDelayMs * 2 ** (failures - THROTTLE.perPair), THROTTLE.windowMs);
}

/**
 * Records a sign-in attempt BEFORE the password is checked, under three keys, then decides:
 * - the address, across accounts, past THROTTLE.perAddress failures in the window: 429;
 * - this account from this address, past THROTTLE.perPair failures: 429 until the growing delay
 *   since the last failure has passed (so a guesser elsewhere cannot lock the teacher out);
 * - this account from all addresses, past THROTTLE.perAccountPerHour failures: every try waits
 *   THROTTLE.accountSlowdownMs, one at a time, but the right password is never refused for it.
 * Parallel attempts see each other's rows, so a burst cannot slip past; rows live in the database,
 * so every server instance enforces the same limits. A refused attempt is not counted.
 * 'Usuń konto' asks for the password again through the same counters (with its own `message`), so a
 * stolen access token cannot be used to guess the password past them.
 */
export async function registerAttempt(db: Db, email: string, address: string, message: string = MSG.tooManyAttempts): Promise<Attempt> {
  const account = email.toLowerCase();
  const keys = { pair: `pair:${account}|${address}`, account: `email:${account}`, address: `ip:${address}` };
  const inserted = await db
    .insert(loginAttempts)
    .values([{ key: keys.pair }, { key: keys.account }, { key: keys.address }])
    .returning({ id: loginAttempts.id });
  const ids = inserted.map((row) => row.id);
  const now = Date.now();
  const [counts] = await db
    .select({
      pairFailures: sql<number>`count(*) filter (where ${loginAttempts.key} = ${keys.pair} and ${loginAttempts.attemptedAt} >= ${new Date(now - THROTTLE.windowMs)})::int`,
      lastPairFailure: sql<string | null>`max(${loginAttempts.attemptedAt}) filter (where ${loginAttempts.key} = ${keys.pair})`,
      accountFailures: sql<number>`count(*) filter (where ${loginAttempts.key} = ${keys.account})::int`,
      addressFailures: sql<number>`count(*) filter (where ${loginAttempts.key} = ${keys.address} and ${loginAttempts.attemptedAt} >= ${new Date(now - THROTTLE.windowMs)})::int`,
    })
    .from(loginAttempts)
    .where(
      and(
        inArray(loginAttempts.key, [keys.pair, keys.account, keys.address]),
        gte(loginAttempts.attemptedAt, new Date(now - HOUR_MS)),
        sql`${loginAttempts.id} not in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
      ),
    );
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now - HOUR_MS)));
  const refuse = async (retryAfterMs: number) => {
    await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
    throw new AppError('too_many_attempts', message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
  };
  if ((counts?.addressFailures ?? 0) >= THROTTLE.perAddress) await refuse(THROTTLE.windowMs);
  const wait = pairDelayMs(counts?.pairFailures ?? 0);
  const last = counts?.lastPairFailure ? new Date(counts.lastPairFailure).getTime() : 0;
  if (wait > 0 && now - last < wait) await refuse(wait - (now - last));
  if ((counts?.accountFailures ?? 0) >= THROTTLE.perAccountPerHour) await slowDown(account);
  return { ids, pairKey: keys.pair };
}

/** Tries of one account over its ceiling, in turn, each after a pause (per server instance). */
const slowQueues = new Map<string, Promise<void>>();

function slowDown(account: string): Promise<void> {
  const previous = slowQueues.get(account) ?? Promise.resolve();
  const turn = previous.then(() => new Promise<void>((resolve) => setTimeout(resolve, THROTTLE.accountSlowdownMs)));
  slowQueues.set(account, turn);
  void turn.then(() => {
    if (slowQueues.get(account) === turn) slowQueues.delete(account);
  });
  return turn;
}

/**
 * A successful sign-in forgives this address's failures for the account, and its own attempt counts
 * against nothing. Failures from other addresses stay: they may be a guesser's.
 */
export async function clearAttempt(db: Db, attempt: Attempt): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, attempt.pairKey));
  await db.delete(loginAttempts).where(inArray(loginAttempts.id, attempt.ids));
}

/**
 * Counts a sign-up from an address (recorded first, like a sign-in attempt) and refuses it with 429
 * past the limit: it stops mass account creation and probing which emails are registered.
 */
export async function registerSignUp(db: Db, address: string, limit: number = THROTTLE.signUpsPerAddress): Promise<void> {
  if (!(await countWithinLimit(db, `signup:${address}`, THROTTLE.windowMs, limit))) {
    throw new AppError('too_many_sign_ups', MSG.tooManySignUps, {
      'Retry-After': String(Math.ceil(THROTTLE.windowMs / 1000)),
    });
  }
}

/** How long a counter outlives its window before it is swept; the longest window is a day. */
const COUNTER_KEPT_MS = 2 * 24 * HOUR_MS;

/**
 * Counts one hit of `key` and tells whether the hits of its window are still within `limit`, in ONE
 * statement (issue 47, docs/decisions/031): the upsert takes the counter's row lock, so parallel
 * requests, on this instance or another one on the same database, are counted one after another and
 * exactly `limit` of a burst pass. The window starts at the key's first hit and lasts `windowMs` (the
 * database's clock, shared by every instance); a refused hit is counted too, so hammering a closed
 * limit does not reopen it sooner. `count` hits at once where one request is several (a file's rows).
 */
export async function countWithinLimit(db: Db, key: string, windowMs: number, limit: number, count = 1): Promise<boolean> {
  const expired = sql`${rateCounters.windowStartedAt} <= now() - ${windowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStartedAt: sql`now()`, hits: count })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        hits: sql`case when ${expired} then ${count}::int else ${rateCounters.hits} + ${count}::int end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateCounters.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateCounters.hits });
  // Now and then, counters long past any window go (a sweep per hundred hits keeps the table small).
  if (Math.random() < 0.01) await db.delete(rateCounters).where(lt(rateCounters.windowStartedAt, new Date(Date.now() - COUNTER_KEPT_MS)));
  return (row?.hits ?? count) <= limit;
}
