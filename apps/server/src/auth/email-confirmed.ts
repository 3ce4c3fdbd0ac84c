import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';

/**
 * Marks the account's address as its owner's (issue 47): the 'Potwierdź adres e-mail' link, or an
 * invitation mailed to that address and opened by the account, proves the same.
 */
export async function markEmailConfirmed(tx: Tx, userId: string): Promise<void> {
  await tx.update(users).set({ emailConfirmedAt: sql`now()` }).where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}
