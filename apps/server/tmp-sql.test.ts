import { it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { eq, sql } from 'drizzle-orm';
import { fromTripOfMember, accessColumns } from './src/access/trip-access';
import { trips, students, rooms } from './src/db/schema';
it('prints', () => {
  const db = drizzle.mock() as never;
  const q = fromTripOfMember(db, { ...accessColumns, students: sql<string>`(select 1 from ${students} s left join ${rooms} r on r.id = s.room_id where s.trip_id = ${trips.id})` }).where(eq(trips.id, sql.placeholder('tripId')));
  console.log(q.toSQL().sql);
});
