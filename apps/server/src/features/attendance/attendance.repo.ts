import { and, desc, eq, sql } from 'drizzle-orm';
import type { AttendanceCheckSummary, AttendanceRecord, AttendanceStatus } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { ISO_TIME_FORMAT, isoTime } from '../../db/iso-time';
import { queryPrepared } from '../../db/prepared';
import { attendanceChecks, attendanceRecords, deletedAttendanceChecks, students } from '../../db/schema';
import { collectedOnList, collectorOnList } from '../../rules/student-collected';

type Queryable = Db | Tx;

function summaryQuery(db: Queryable) {
  return db
    .select({
      id: attendanceChecks.id,
      tripId: attendanceChecks.tripId,
      name: attendanceChecks.name,
      date: attendanceChecks.checkDate,
      time: attendanceChecks.checkTime,
      createdBy: attendanceChecks.createdBy,
      createdAt: isoTime(attendanceChecks.createdAt),
      // Every current student counts; one without a record (added after the list was made) is absent.
      // Written out qualified: Drizzle leaves columns unqualified in a single-table select, which would
      // make a correlated subquery compare its own column with itself. A child a parent had taken at
      // the list's time (issue 54) is in neither count: 'Obecni: 49 / 49, 1 odebrany'.
      totalCount: sql<number>`(select count(*)::int from students s where s.trip_id = "attendance_checks"."trip_id" and not ${collectedOnList(sql`s.id`, 'attendance_checks')})`,
      presentCount: sql<number>`(select count(*)::int from attendance_records r where r.attendance_check_id = "attendance_checks"."id" and r.status = 'present' and not ${collectedOnList(sql`r.student_id`, 'attendance_checks')})`,
      collectedCount: sql<number>`(select count(*)::int from students s where s.trip_id = "attendance_checks"."trip_id" and ${collectedOnList(sql`s.id`, 'attendance_checks')})`,
      // 'Zbiórka' (issue 54).
      meetingPlace: attendanceChecks.meetingPlace,
      meetingLat: attendanceChecks.meetingLat,
      meetingLng: attendanceChecks.meetingLng,
    })
    .from(attendanceChecks);
}

export function listChecks(db: Queryable, tripId: string): Promise<AttendanceCheckSummary[]> {
  return summaryQuery(db)
    .where(eq(attendanceChecks.tripId, tripId))
    .orderBy(desc(attendanceChecks.checkDate), desc(attendanceChecks.checkTime), desc(attendanceChecks.createdAt));
}

export async function findCheck(db: Queryable, tripId: string, checkId: string): Promise<AttendanceCheckSummary | null> {
  const [row] = await summaryQuery(db).where(and(eq(attendanceChecks.id, checkId), eq(attendanceChecks.tripId, tripId)));
  return row ?? null;
}

/**
 * Every student of the trip with their mark on the list; a student added later shows as absent, and one
 * a parent had taken at the list's time (issue 54) with who took them.
 */
export async function listRecords(db: Queryable, tripId: string, checkId: string): Promise<AttendanceRecord[]> {
  return db
    .select({
      studentId: students.id,
      studentName: students.name,
      status: sql<AttendanceStatus>`coalesce(${attendanceRecords.status}, 'absent')`,
      markedAt: sql<string | null>`${isoTime(attendanceRecords.markedAt)}`,
      collectedBy: sql<string | null>`(select ${collectorOnList(sql`"students"."id"`, 'c')} from attendance_checks c where c.id = ${checkId})`,
    })
    .from(students)
    .leftJoin(attendanceRecords, and(eq(attendanceRecords.studentId, students.id), eq(attendanceRecords.attendanceCheckId, checkId)))
    .where(eq(students.tripId, tripId));
}

/**
 * A new list: every student of the trip starts absent (with no mark time: any mark replaces it).
 * With the id its device gave it, a list that exists already is not made again: null then.
 */
/** 'Zbiórka' (issue 54): the place and the point of a list that is a meeting point; all null for a roll call. */
export type MeetingPoint = { meetingPlace: string | null; meetingLat: number | null; meetingLng: number | null };

export async function insertCheck(
  tx: Tx,
  check: { id?: string; tripId: string; name: string; checkDate: string; checkTime: string; createdBy: string } & MeetingPoint,
): Promise<string | null> {
  const [row] = await tx.insert(attendanceChecks).values(check).onConflictDoNothing({ target: attendanceChecks.id }).returning({ id: attendanceChecks.id });
  if (!row) return null;
  await tx.execute(sql`
    insert into ${attendanceRecords} (attendance_check_id, student_id, status, updated_by)
    select ${row.id}, ${students.id}, 'absent', ${check.createdBy} from ${students} where ${students.tripId} = ${check.tripId}`);
  return row.id;
}

export async function updateCheck(tx: Tx, checkId: string, fields: Partial<{ name: string; checkDate: string; checkTime: string } & MeetingPoint>): Promise<void> {
  if (Object.keys(fields).length > 0) await tx.update(attendanceChecks).set(fields).where(eq(attendanceChecks.id, checkId));
}

/** Deletes a list and keeps its id, so that a resent creation cannot make it again (issue 24). */
export async function deleteCheck(tx: Tx, tripId: string, checkId: string): Promise<void> {
  await tx.delete(attendanceChecks).where(eq(attendanceChecks.id, checkId));
  await tx.insert(deletedAttendanceChecks).values({ id: checkId, tripId }).onConflictDoNothing();
}

/** Whether a list with this id was made and deleted. */
export async function wasCheckDeleted(db: Queryable, checkId: string): Promise<boolean> {
  const [row] = await db.select({ id: deletedAttendanceChecks.id }).from(deletedAttendanceChecks).where(eq(deletedAttendanceChecks.id, checkId));
  return row !== undefined;
}

/** The trip of a list, whoever may see it: to tell a repeated create from an id taken elsewhere. */
export async function findCheckTrip(db: Queryable, checkId: string): Promise<string | null> {
  const [row] = await db.select({ tripId: attendanceChecks.tripId }).from(attendanceChecks).where(eq(attendanceChecks.id, checkId));
  return row?.tripId ?? null;
}

/**
 * What the mark statement found: which check failed (each has its own 404), whether it wrote, and the
 * status the record holds now (a mark older than the stored one changes nothing: docs/decisions/017).
 */
export type MarkOutcome = {
  member: boolean;
  open: boolean;
  checkFound: boolean;
  studentFound: boolean;
  written: boolean;
  status: AttendanceStatus | null;
  /** When the mark the record holds was made (ISO), as `AttendanceRecord.markedAt`. */
  markedAt: string | null;
};

/**
 * Writes ONE student's mark on ONE list; no other record is touched.
 * The hottest write of the app (a guardian ticking names on a bus) in ONE statement, so in one
 * round trip and one implicit transaction: the membership check, the list and the student of this
 * trip (asked of `trip_access`, as every access check is), the upsert of the one record, and the
 * NOTIFY: `notification` comes from the realtime module (its channel, and the event's fields known up
 * front), to which the statement adds the summary and the actor's name read in the same snapshot.
 * `event` holds the fields
 * known up front; `summaryFormat` gets the student's and the list's names (`format`'s %s).
 * The mark carries the time it was made on its device ($9, no later than now: a phone whose clock runs
 * ahead must not win over marks made after it); it replaces the stored one only if it is not older.
 */
const MARK_SQL = `
with
  member as (select 1 from trip_access($1, $2)),
  -- A closed trip ('Zakończona', issue 31) takes no mark.
  open as (select 1 from trips where id = $1 and closed_at is null),
  chk as (select name from attendance_checks where id = $3 and trip_id = $1 and exists (select 1 from member) and exists (select 1 from open)),
  stu as (select name from students where id = $4 and trip_id = $1 and exists (select 1 from member)),
  written as (
    insert into attendance_records (attendance_check_id, student_id, status, updated_by, marked_at)
    select $3, $4, $5, $2, least(coalesce($9::timestamptz, now()), now()) from chk, stu
    on conflict (attendance_check_id, student_id)
      do update set status = excluded.status, updated_by = excluded.updated_by, updated_at = now(), marked_at = excluded.marked_at
      where attendance_records.marked_at is null or attendance_records.marked_at <= excluded.marked_at
    returning 1
  ),
  notified as (
    select pg_notify($8, ($6::jsonb || jsonb_build_object(
      'summary', format($7, stu.name, chk.name),
      'actorName', coalesce((select coalesce(nullif(full_name, ''), email) from profiles where id = $2), '')
    ))::text)
    from written, chk, stu
  )
select
  exists (select 1 from member) as member,
  exists (select 1 from open) as open,
  exists (select 1 from chk) as "checkFound",
  exists (select 1 from stu) as "studentFound",
  (select count(*) from notified)::int = 1 as written,
  case when exists (select 1 from written) then $5
    else (select status from attendance_records where attendance_check_id = $3 and student_id = $4) end as status,
  to_char(case when exists (select 1 from written) then least(coalesce($9::timestamptz, now()), now())
    else (select marked_at from attendance_records where attendance_check_id = $3 and student_id = $4) end at time zone 'UTC', '${ISO_TIME_FORMAT}') as "markedAt"`;

export async function markRecord(
  db: Db,
  mark: { tripId: string; userId: string; checkId: string; studentId: string; status: AttendanceStatus; markedAt: string | null },
  notification: { channel: string; event: object },
  summaryFormat: string,
): Promise<MarkOutcome> {
  const [row] = await queryPrepared<MarkOutcome>(db, 'mark_attendance_record', MARK_SQL, [
    mark.tripId,
    mark.userId,
    mark.checkId,
    mark.studentId,
    mark.status,
    JSON.stringify(notification.event),
    summaryFormat,
    notification.channel,
    mark.markedAt,
  ]);
  if (!row) throw new Error('mark_attendance_record returned no row');
  return row;
}

/**
 * The mark one record holds now, read in a statement of its own: after a mark that did not write
 * because a concurrent one won (its snapshot could not see the winner), this one can.
 */
export async function readRecordMark(db: Db, checkId: string, studentId: string): Promise<{ status: AttendanceStatus; markedAt: string | null } | null> {
  const [row] = await db
    .select({ status: attendanceRecords.status, markedAt: sql<string | null>`${isoTime(attendanceRecords.markedAt)}` })
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.attendanceCheckId, checkId), eq(attendanceRecords.studentId, studentId)));
  return row ?? null;
}
