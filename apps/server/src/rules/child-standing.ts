import { sql } from 'drizzle-orm';
import type { ChildStanding } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { ISO_TIME_FORMAT } from '../db/iso-time';

const FORMAT = sql.raw(`'${ISO_TIME_FORMAT}'`);

// Where each child of a trip stands now (issue 63): with a parent (an open hand-over: by whom, since
// when, where) or missing (an open alarm: since when). Every card and document that says it (the karta
// alarmowa, the lista uczestników) reads it here, so none works it out again on its own; the lists do
// the same for a list's time in student-collected.ts.

/** The trip's children who are not simply with the group, by student; one with the group has no entry. */
export async function childStandings(db: Db | Tx, tripId: string): Promise<Map<string, ChildStanding>> {
  const result = await db.execute<{ studentId: string } & ChildStanding>(sql`
    select s.id as "studentId",
      (select json_build_object('by', h.collector_name, 'since', to_char(h.collected_at at time zone 'UTC', ${FORMAT}), 'place', h.place)
        from student_handovers h where h.student_id = s.id and h.returned_at is null) as collected,
      (select json_build_object('since', to_char(a.raised_at at time zone 'UTC', ${FORMAT}))
        from missing_alarms a where a.student_id = s.id and a.resolved_at is null) as missing
    from students s
    where s.trip_id = ${tripId}
      and (exists (select 1 from student_handovers h where h.student_id = s.id and h.returned_at is null)
        or exists (select 1 from missing_alarms a where a.student_id = s.id and a.resolved_at is null))`);
  const rows = (result as unknown as { rows: ({ studentId: string } & ChildStanding)[] }).rows;
  return new Map(rows.map(({ studentId, collected, missing }) => [studentId, { collected, missing }]));
}
