import { sql } from 'drizzle-orm';
import type { ChildMedicine } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';

// A child's medicines as a list (issue 63): 'Leki' (issue 54) is where they are recorded, and a list
// that names a child's medicines (the karta alarmowa, on screen and printed) reads them here, not from
// the old free text nor with a query of its own, so every such list names the same medicines.

type Row = ChildMedicine & { studentId: string };

/**
 * The trip's medicines valid on it (a course that meets the trip's days: a trip moved later keeps a
 * course of its old dates out), by student, each child's in the order of the day (first hour, then
 * 'w razie potrzeby', then by name). A student without any has no entry.
 */
export async function childMedicines(db: Db | Tx, tripId: string): Promise<Map<string, ChildMedicine[]>> {
  const result = await db.execute(sql`
    select m.student_id as "studentId", m.name, m.dose, m.times, m.as_needed as "asNeeded", m.max_per_day as "maxPerDay",
      m.given_by as "givenBy", m.from_date::text as "fromDate", m.until_date::text as "untilDate"
    from student_medicines m join trips t on t.id = m.trip_id
    where m.trip_id = ${tripId}
      and (m.from_date is null or m.from_date <= t.end_date) and (m.until_date is null or m.until_date >= t.start_date)`);
  const rows = (result as unknown as { rows: Row[] }).rows.sort(
    (a, b) => (a.times[0] ?? '99:99').localeCompare(b.times[0] ?? '99:99') || a.name.localeCompare(b.name, 'pl') || a.dose.localeCompare(b.dose, 'pl'),
  );
  const byStudent = new Map<string, ChildMedicine[]>();
  for (const { studentId, ...medicine } of rows) byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), medicine]);
  return byStudent;
}
