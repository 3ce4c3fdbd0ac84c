import { asc, sql } from 'drizzle-orm';
import { LIMITS, type UserSearchResult } from '@wycieczki/shared';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

/** Case-insensitive partial match on email; LIKE wildcards typed by the user match literally. */
export function searchUsersByEmail(db: Db, query: string): Promise<UserSearchResult[]> {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return db
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(sql`lower(${profiles.email}) like ${pattern}`)
    .orderBy(asc(profiles.email))
    .limit(LIMITS.userSearchMaxResults);
}
