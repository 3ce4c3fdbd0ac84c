import { and, eq, sql } from 'drizzle-orm';
import type { Student } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { accessColumns, fromTripOfMember, toTripAccess, type TripAccess } from '../../access/trip-access';
import { rooms, sensitiveReads, students, tripGuardians, trips } from '../../db/schema';

type Queryable = Db | Tx;

/** A student as stored, with its room's number: the API shape before masking (student-masking.ts). */
export type StudentRow = Student;

const columns = {
  id: students.id,
  tripId: students.tripId,
  name: students.name,
  present: students.present,
  pesel: students.pesel,
  parentPhone: students.parentPhone,
  allergies: students.allergies,
  diet: students.diet,
  roomId: students.roomId,
  roomNumber: rooms.number,
};

/**
 * The most frequent read of the app (every screen of a trip shows its students), with the reader's
 * access to the trip in the same statement: one round trip, prepared once per database. No row means
 * no access. The students arrive as ONE JSON text built by PostgreSQL: decoding 40 rows of ten
 * columns through the driver costs the server more than the rest of the request (npm run bench).
 */
const STUDENTS_AS_JSON = sql<string>`coalesce((
  select json_agg(json_build_object(
    'id', s.id, 'tripId', s.trip_id, 'name', s.name, 'present', s.present, 'pesel', s.pesel,
    'parentPhone', s.parent_phone, 'allergies', s.allergies, 'diet', s.diet, 'roomId', s.room_id,
    'roomNumber', r.number) order by s.name, s.id)
  from ${students} s left join ${rooms} r on r.id = s.room_id
  where s.trip_id = ${trips.id}), '[]')::text`;

function listQuery(db: Db) {
  return fromTripOfMember(db, { ...accessColumns, students: STUDENTS_AS_JSON })
    .where(eq(trips.id, sql.placeholder('tripId')))
    .prepare('list_students_with_access');
}

const preparedList = new WeakMap<Db, ReturnType<typeof listQuery>>();

/** The trip's students and the user's access to the trip; null when the user may not see it. */
export async function listStudentsWithAccess(
  db: Db,
  userId: string,
  tripId: string,
): Promise<{ access: TripAccess; students: StudentRow[] } | null> {
  let query = preparedList.get(db);
  if (!query) {
    query = listQuery(db);
    preparedList.set(db, query);
  }
  const [row] = await query.execute({ userId, tripId });
  if (!row) return null;
  return { access: toTripAccess(row, userId, tripId), students: JSON.parse(row.students) as StudentRow[] };
}

export async function findStudent(db: Queryable, tripId: string, studentId: string): Promise<StudentRow | null> {
  const [row] = await db
    .select(columns)
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .where(and(eq(students.id, studentId), eq(students.tripId, tripId)));
  return row ?? null;
}

export type StudentValues = {
  name: string;
  pesel: string | null;
  parentPhone: string | null;
  allergies: string | null;
  diet: string | null;
  roomId: string | null;
};

export async function insertStudents(tx: Tx, tripId: string, rows: StudentValues[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(students)
    .values(rows.map((row) => ({ ...row, tripId })))
    .returning({ id: students.id });
  return inserted.map((r) => r.id);
}

export async function updateStudent(tx: Tx, studentId: string, fields: Partial<StudentValues & { present: boolean }>): Promise<void> {
  if (Object.keys(fields).length > 0) await tx.update(students).set(fields).where(eq(students.id, studentId));
}

export async function deleteStudent(tx: Tx, studentId: string): Promise<void> {
  await tx.delete(students).where(eq(students.id, studentId));
}

export async function countStudents(tx: Tx, tripId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(students).where(eq(students.tripId, tripId));
  return row?.n ?? 0;
}

export async function countGuardians(tx: Queryable, tripId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(tripGuardians).where(eq(tripGuardians.tripId, tripId));
  return row?.n ?? 0;
}

export async function recordSensitiveRead(db: Queryable, read: { userId: string; studentId: string; tripId: string }): Promise<void> {
  await db.insert(sensitiveReads).values(read);
}
