import { and, desc, eq, sql } from 'drizzle-orm';
import type { AttendanceCheckSummary, AttendanceRecord, AttendanceStatus } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { attendanceChecks, attendanceRecords, students } from '../../db/schema';

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
      createdAt: sql<string>`to_char(${attendanceChecks.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      // Every current student counts; one without a record (added after the list was made) is absent.
      // Written out qualified: Drizzle leaves columns unqualified in a single-table select, which would
      // make a correlated subquery compare its own column with itself.
      totalCount: sql<number>`(select count(*)::int from students s where s.trip_id = "attendance_checks"."trip_id")`,
      presentCount: sql<number>`(select count(*)::int from attendance_records r where r.attendance_check_id = "attendance_checks"."id" and r.status = 'present')`,
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

/** Just whether the list belongs to the trip, and its name: marking needs no counts. */
export async function findCheckName(db: Queryable, tripId: string, checkId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: attendanceChecks.name })
    .from(attendanceChecks)
    .where(and(eq(attendanceChecks.id, checkId), eq(attendanceChecks.tripId, tripId)));
  return row?.name ?? null;
}

export async function listRecords(db: Queryable, tripId: string, checkId: string): Promise<AttendanceRecord[]> {
  return db
    .select({
      studentId: students.id,
      studentName: students.name,
      status: sql<AttendanceStatus>`coalesce(${attendanceRecords.status}, 'absent')`,
    })
    .from(students)
    .leftJoin(attendanceRecords, and(eq(attendanceRecords.studentId, students.id), eq(attendanceRecords.attendanceCheckId, checkId)))
    .where(eq(students.tripId, tripId));
}

/** A new list: every student of the trip starts absent. */
export async function insertCheck(
  tx: Tx,
  check: { tripId: string; name: string; checkDate: string; checkTime: string; createdBy: string },
): Promise<string> {
  const [row] = await tx.insert(attendanceChecks).values(check).returning({ id: attendanceChecks.id });
  if (!row) throw new Error('insert into attendance_checks returned no row');
  await tx.execute(sql`
    insert into ${attendanceRecords} (attendance_check_id, student_id, status, updated_by)
    select ${row.id}, ${students.id}, 'absent', ${check.createdBy} from ${students} where ${students.tripId} = ${check.tripId}`);
  return row.id;
}

export async function updateCheck(tx: Tx, checkId: string, fields: Partial<{ name: string; checkDate: string; checkTime: string }>): Promise<void> {
  if (Object.keys(fields).length > 0) await tx.update(attendanceChecks).set(fields).where(eq(attendanceChecks.id, checkId));
}

export async function deleteCheck(tx: Tx, checkId: string): Promise<void> {
  await tx.delete(attendanceChecks).where(eq(attendanceChecks.id, checkId));
}

/** Writes ONE student's mark on ONE list; no other record is touched. */
export async function upsertRecord(tx: Tx, checkId: string, studentId: string, status: AttendanceStatus, userId: string): Promise<void> {
  await tx
    .insert(attendanceRecords)
    .values({ attendanceCheckId: checkId, studentId, status, updatedBy: userId })
    .onConflictDoUpdate({
      target: [attendanceRecords.attendanceCheckId, attendanceRecords.studentId],
      set: { status, updatedBy: userId, updatedAt: sql`now()` },
    });
}
