import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { students } from '../db/schema';

/** The name of a student of this trip, or null when the id names no student of it. */
export async function findTripStudentName(db: Db | Tx, tripId: string, studentId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: students.name })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.tripId, tripId)));
  return row?.name ?? null;
}
