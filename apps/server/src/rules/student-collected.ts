import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

// 'Odbiór przez rodzica' (issue 54): a child a parent took is not expected by a roll call, nor can the
// alarm be raised for them. The features that count children (attendance) or raise the alarm ask here.

/** Only these name an attendance list's table or alias in the fragments below. */
type CheckAlias = 'attendance_checks' | 'c';

/** How long a list is in force at most, when no later list follows it: a gathering or a roll call is not still being taken the next day. */
export const LIST_IN_FORCE_HOURS = 12;

/** When a list `check` is for: its day and hour in Poland, as a moment. */
const listTime = (check: string) => sql.raw(`((${check}.check_date + ${check}.check_time::time) at time zone 'Europe/Warsaw')`);

/**
 * A handover `h` that takes its child off the list `check`:
 * - its window [collected_at, returned_at) holds the list's time (its day and hour in Poland) or the
 *   moment it was made: a list for 16:00 made at noon, with the child taken at 13:00, does not expect
 *   them; nor does one made right after the handover for the minute it happened in;
 * - or it began after the list's time while that list was still the one in force (no other list of
 *   the trip is for a time between the two, and within LIST_IN_FORCE_HOURS) and the child had not been marked present on it before
 *   (issue 63): a child collected while the 'Zbiórka' is being taken leaves it at once, and the list
 *   keeps saying so after 'Powrót do grupy', which is true of that gathering. A child ticked present
 *   before being taken stays present: he was there.
 */
function windowHolds(check: CheckAlias): SQL {
  const at = listTime(check);
  const made = sql.raw(`${check}.created_at`);
  const id = sql.raw(`${check}.id`);
  const trip = sql.raw(`${check}.trip_id`);
  return sql`((h.collected_at <= ${at} and (h.returned_at is null or h.returned_at > ${at}))
    or (h.collected_at <= ${made} and (h.returned_at is null or h.returned_at > ${made}))
    or (h.collected_at > ${at} and h.collected_at < ${at} + ${sql.raw(`interval '${LIST_IN_FORCE_HOURS} hours'`)}
      and not exists (select 1 from attendance_checks later where later.trip_id = ${trip} and later.id <> ${id}
        and ${listTime('later')} > ${at} and ${listTime('later')} <= h.collected_at)
      and not exists (select 1 from attendance_records here where here.attendance_check_id = ${id} and here.student_id = h.student_id
        and here.status = 'present' and here.marked_at < h.collected_at)))`;
}

/** Whether the student (an SQL expression) was with a parent at the list's time: it then leaves them out. */
export function collectedOnList(studentId: SQL, check: CheckAlias): SQL {
  return sql`exists (select 1 from student_handovers h where h.student_id = ${studentId} and ${windowHolds(check)})`;
}

/** Who took the student (an SQL expression) at the list's time, or null: what the list's row says. */
export function collectorOnList(studentId: SQL, check: CheckAlias): SQL<string | null> {
  return sql<string | null>`(select h.collector_name from student_handovers h where h.student_id = ${studentId} and ${windowHolds(check)} order by h.collected_at desc limit 1)`;
}

/** Whether a parent has the child now: an open handover (no 'Powrót do grupy' yet). */
export async function isCollectedNow(db: Db | Tx, studentId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from student_handovers where student_id = ${studentId} and returned_at is null`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
