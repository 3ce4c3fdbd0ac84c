import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { sensitiveReads } from '../db/schema';

type Queryable = Db | Tx;

/** What a read of a child's sensitive data was (the 'Dziennik dostępu' says it in words). */
export type SensitiveReadKind = 'data' | 'reveal' | 'document' | 'parent';

export type SensitiveRead = {
  /** The reader's account; null for a parent on the parent page, named by `readerName`. */
  userId: string | null;
  readerName?: string;
  tripId: string;
  kind: SensitiveReadKind;
  /** The students whose data left the server, with their names as they are now. */
  students: readonly { id: string; name: string }[];
  /** A reveal's 'Powód', or the document's name. */
  reason?: string | null;
};

/**
 * The one way the access log is written: in the caller's transaction, beside the read it records, so
 * a read that fails leaves no entry and an entry is never missing for a read that was answered. The
 * reader's name is copied as it is now: the log outlives renames and the account (migration 0008).
 * Nothing else writes, changes or deletes its rows; the database refuses UPDATE and DELETE.
 */
export async function recordSensitiveReads(tx: Tx, read: SensitiveRead): Promise<void> {
  if (read.students.length === 0) return;
  const readerName = read.userId === null ? (read.readerName ?? '') : sql<string>`(select coalesce(nullif(full_name, ''), email) from profiles where id = ${read.userId})`;
  await tx.insert(sensitiveReads).values(
    read.students.map((student) => ({
      userId: read.userId,
      tripId: read.tripId,
      studentId: student.id,
      studentName: student.name,
      kind: read.kind,
      reason: read.reason ?? null,
      readerName,
    })),
  );
}

/**
 * A guardian's reveals on a trip in the hour before now (the database's clock, the one `read_at` is
 * written by), and in how many minutes the oldest of them leaves that hour.
 */
export async function revealsInLastHour(db: Queryable, userId: string, tripId: string): Promise<{ count: number; minutesToNext: number }> {
  const [row] = await db
    .select({
      count: count(),
      minutesToNext: sql<number>`coalesce(ceil(extract(epoch from (min(${sensitiveReads.readAt}) + interval '1 hour' - now())) / 60), 0)::int`,
    })
    .from(sensitiveReads)
    .where(
      and(
        eq(sensitiveReads.userId, userId),
        eq(sensitiveReads.tripId, tripId),
        eq(sensitiveReads.kind, 'reveal'),
        gt(sensitiveReads.readAt, sql`now() - interval '1 hour'`),
      ),
    );
  return { count: row?.count ?? 0, minutesToNext: Math.max(1, row?.minutesToNext ?? 1) };
}
