import { and, eq, sql } from 'drizzle-orm';
import type { Student } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { rooms, sensitiveReads, students, tripGuardians } from '../../db/schema';

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

function listQuery(db: Db) {
  return db
    .select(columns)
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .where(eq(students.tripId, sql.placeholder('tripId')))
    .orderBy(students.name, students.id)
    .prepare('list_students');
}

// The most frequent read of the app (every screen of a trip shows its students): prepared once per database.
const preparedList = new WeakMap<Db, ReturnType<typeof listQuery>>();

export function listStudents(db: Db, tripId: string): Promise<StudentRow[]> {
  let query = preparedList.get(db);
  if (!query) {
    query = listQuery(db);
    preparedList.set(db, query);
  }
  return query.execute({ tripId });
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
