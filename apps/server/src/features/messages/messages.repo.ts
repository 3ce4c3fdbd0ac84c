import { desc, eq, sql } from 'drizzle-orm';
import { LIMITS, type TripMessage } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { tripMessages, trips } from '../../db/schema';

type Queryable = Db | Tx;

export async function insertMessage(tx: Tx, tripId: string, authorId: string, body: string): Promise<TripMessage> {
  const result = await tx.execute<{ id: string; body: string; author_name: string; created_at: string | Date }>(sql`
    insert into trip_messages (trip_id, author_id, author_name, body)
    select ${tripId}, ${authorId}, coalesce((select coalesce(nullif(full_name, ''), email) from profiles where id = ${authorId}), ''), ${body}
    returning id, body, author_name, created_at`);
  const row = (result as unknown as { rows: { id: string; body: string; author_name: string; created_at: string | Date }[] }).rows[0]!;
  return { id: row.id, body: row.body, authorName: row.author_name, createdAt: new Date(row.created_at).toISOString() };
}

/** The trip's messages to parents, newest first. */
export async function listMessages(db: Queryable, tripId: string): Promise<TripMessage[]> {
  const rows = await db
    .select({ id: tripMessages.id, body: tripMessages.body, authorName: tripMessages.authorName, createdAt: tripMessages.createdAt })
    .from(tripMessages)
    .where(eq(tripMessages.tripId, tripId))
    .orderBy(desc(tripMessages.createdAt), desc(tripMessages.id))
    .limit(LIMITS.parentMessagesShown);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Whether the trip's sensitive data, its messages to parents with it, has been erased (issue 47). */
export async function isTripErased(tx: Tx, tripId: string): Promise<boolean> {
  const [row] = await tx.select({ erased: sql<boolean>`${trips.sensitiveErasedAt} is not null` }).from(trips).where(eq(trips.id, tripId));
  return row?.erased ?? false;
}
