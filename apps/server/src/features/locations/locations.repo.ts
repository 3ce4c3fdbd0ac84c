import { eq, sql } from 'drizzle-orm';
import type { StudentLocation } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { profiles, studentLocations, students } from '../../db/schema';

type Queryable = Db | Tx;

export async function listLocations(db: Queryable, tripId: string): Promise<StudentLocation[]> {
  return db
    .select({
      studentId: studentLocations.studentId,
      studentName: students.name,
      lat: studentLocations.lat,
      lng: studentLocations.lng,
      lastUpdate: sql<string>`to_char(${studentLocations.lastUpdate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      updatedByName: sql<string | null>`nullif(${profiles.fullName}, '')`,
      updatedByGender: profiles.grammaticalGender,
    })
    .from(studentLocations)
    .innerJoin(students, eq(students.id, studentLocations.studentId))
    .leftJoin(profiles, eq(profiles.id, studentLocations.updatedBy))
    .where(eq(studentLocations.tripId, tripId));
}

/** One row per student and trip: the second update changes the same row (docs/product.md §4). */
export async function upsertLocation(tx: Tx, row: { tripId: string; studentId: string; lat: number; lng: number; updatedBy: string }): Promise<void> {
  await tx
    .insert(studentLocations)
    .values(row)
    .onConflictDoUpdate({
      target: [studentLocations.tripId, studentLocations.studentId],
      set: { lat: row.lat, lng: row.lng, updatedBy: row.updatedBy, lastUpdate: sql`now()` },
    });
}
