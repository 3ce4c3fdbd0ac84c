import { sql } from 'drizzle-orm';
import { LIMITS, type UserSearchResult } from '@wycieczki/shared';
import type { Db } from '../../db/client';

/**
 * The leader and guardian pickers' search (docs/decisions/007): a whole email finds that one user;
 * part of an email finds only the searcher and the people who already share a trip with the searcher.
 * Case-insensitive; LIKE wildcards typed by the user match literally.
 */
export async function searchUsersByEmail(db: Db, searcherId: string, query: string): Promise<UserSearchResult[]> {
  const exact = query.toLowerCase();
  const pattern = `%${exact.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const result = await db.execute<{ id: string; email: string; full_name: string }>(sql`
    select p.id, p.email, p.full_name
    from profiles p
    where lower(p.email) = ${exact}
       or (lower(p.email) like ${pattern} and (
             p.id = ${searcherId}
             or exists (
               select 1 from member_trips(${searcherId}) mine
               join member_trips(p.id) theirs on theirs.trip_id = mine.trip_id)))
    order by lower(p.email) = ${exact} desc, p.email
    limit ${LIMITS.userSearchMaxResults}`);
  const rows = (result as unknown as { rows: { id: string; email: string; full_name: string }[] }).rows;
  return rows.map((row) => ({ id: row.id, email: row.email, fullName: row.full_name }));
}
