import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A trip of the school as the record of processing lists it: how many students hold each kind of data, never the data. */
export type ProcessingTripRow = {
  name: string;
  startDate: string;
  endDate: string;
  leaderName: string | null;
  students: number;
  pesel: number;
  parentPhone: number;
  allergies: number;
  diet: number;
  medicines: number;
  disability: number;
  location: number;
  /** End date plus the trip's erasure period, YYYY-MM-DD. */
  keptUntil: string;
  /** ISO moment; null while kept. */
  erasedAt: string | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every trip of the school, newest first, with counts of the sensitive data each holds now. */
export async function readProcessingTrips(db: Db, schoolId: string): Promise<ProcessingTripRow[]> {
  const result = await db.execute<ProcessingTripRow>(sql`
    select t.name,
           to_char(t.start_date, 'YYYY-MM-DD') as "startDate",
           to_char(t.end_date, 'YYYY-MM-DD') as "endDate",
           coalesce(nullif(lp.full_name, ''), lp.email) as "leaderName",
           count(s.id)::int as students,
           count(s.pesel)::int as pesel,
           (count(*) filter (where s.parent_phone is not null or s.parent_phone2 is not null))::int as "parentPhone",
           (count(*) filter (where nullif(btrim(s.allergies), '') is not null))::int as allergies,
           (count(*) filter (where nullif(btrim(s.diet), '') is not null))::int as diet,
           (count(*) filter (where nullif(btrim(s.medicines), '') is not null))::int as medicines,
           (count(*) filter (where s.disability))::int as disability,
           (select count(*)::int from student_locations l where l.trip_id = t.id) as location,
           to_char(t.end_date + t.erase_after_days, 'YYYY-MM-DD') as "keptUntil",
           to_char(t.sensitive_erased_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "erasedAt"
    from trips t
    left join profiles lp on lp.id = t.trip_leader_id
    left join students s on s.trip_id = t.id
    where t.school_id = ${schoolId}
    group by t.id, lp.full_name, lp.email
    order by t.start_date desc, t.name, t.id`);
  return rowsOf<ProcessingTripRow>(result);
}
