import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Who may see which trip, as the realtime hub asks it: the trips of a user, the members of a trip,
 * from the database functions that decide membership everywhere (migration 0002).
 */
export type MembershipSource = {
  tripsOf(userId: string): Promise<string[]>;
  membersOf(tripId: string): Promise<string[]>;
};

export function membershipFromDatabase(db: Db): MembershipSource {
  const ids = async (query: ReturnType<typeof sql>) =>
    ((await db.execute<{ id: string }>(query)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  return {
    tripsOf: (userId) => ids(sql`select trip_id::text as id from member_trips(${userId})`),
    membersOf: (tripId) => ids(sql`select user_id::text as id from trip_members(${tripId})`),
  };
}
