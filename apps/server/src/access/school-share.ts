import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/** The share of a school: what its file readings and its documents are counted under. */
export const schoolShareOf = (schoolId: string): string => `school:${schoolId}`;

/**
 * Whose share of the server a request counts against (issue 62, decision 041): the school of the
 * trip, else the school of the user asking, else the user, a teacher working alone being a school of
 * her own. However many accounts a school has, or adds as guardians of its trips, they are one share;
 * a school's teacher printing a trip made before she joined counts for her school too.
 */
export async function schoolShare(db: Db | Tx, userId: string, tripId?: string): Promise<string> {
  const trip = tripId === undefined ? sql`null::uuid` : sql`(select school_id from trips where id = ${tripId})`;
  const result = await db.execute(sql`select coalesce(${trip}, (select school_id from school_members where user_id = ${userId})) as school_id`);
  const schoolId = (result as unknown as { rows: { school_id: string | null }[] }).rows[0]?.school_id;
  return schoolId ? schoolShareOf(schoolId) : `user:${userId}`;
}
