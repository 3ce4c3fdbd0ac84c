import { desc, eq, sql } from 'drizzle-orm';
import type { AccountEvent, AccountEventKind } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { accountEvents } from '../db/schema';

/** How many of the account's latest events the profile shows. */
export const ACCOUNT_HISTORY_SHOWN = 50;

/**
 * 'Historia konta' (issue 30): a reset link made for the account (by e-mail, by the server's
 * operator, by the school's head, named) or a change of its password, written in the transaction
 * that makes it.
 */
export async function recordAccountEvent(conn: Db | Tx, userId: string, kind: AccountEventKind, actorName: string | null = null): Promise<void> {
  await conn.insert(accountEvents).values({ userId, kind, actorName });
}

/** The account's latest events, newest first: the profile's 'Historia konta' and 'Pobierz moje dane'. */
export function listAccountEvents(db: Db | Tx, userId: string, limit = ACCOUNT_HISTORY_SHOWN): Promise<AccountEvent[]> {
  return db
    .select({
      kind: accountEvents.kind,
      at: sql<string>`to_char(${accountEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      actorName: accountEvents.actorName,
    })
    .from(accountEvents)
    .where(eq(accountEvents.userId, userId))
    .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
    .limit(limit);
}
