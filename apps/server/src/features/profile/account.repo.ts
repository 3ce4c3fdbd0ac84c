import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { attendanceChecks, consentArchive, profiles, rooms, students, tripGuardians, tripProgramItems, trips, users } from '../../db/schema';

type Queryable = Db | Tx;

/** The account's password hash and when it was made, for 'Usuń konto' and the export. */
export async function findAccount(db: Queryable, userId: string): Promise<{ email: string; passwordHash: string; createdAt: Date } | null> {
  const [row] = await db.select({ email: users.email, passwordHash: users.passwordHash, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * 'Archiwum zgód' kept under the user's name (issue 31), for the export: per trip its name, dates, the
 * counts and until when. Not the records: they are the school's proof of the parents' consent, of
 * children and parents, not the user's own data; the user reads and prints them in 'Archiwum zgód'.
 */
export function readOwnArchive(db: Queryable, userId: string) {
  return db
    .select({
      tripName: sql<string>`max(${consentArchive.tripName})`,
      startDate: sql<string>`to_char(max(${consentArchive.startDate}), 'YYYY-MM-DD')`,
      endDate: sql<string>`to_char(max(${consentArchive.endDate}), 'YYYY-MM-DD')`,
      students: sql<number>`count(*)::int`,
      keepUntil: sql<string>`to_char(max(${consentArchive.keepUntil}), 'YYYY-MM-DD')`,
    })
    .from(consentArchive)
    .where(eq(consentArchive.ownerId, userId))
    .groupBy(consentArchive.tripId)
    .orderBy(sql`max(${consentArchive.endDate})`, consentArchive.tripId);
}

/**
 * The trips the user created, what each holds, and what 'Pobierz moje dane' gives back of them:
 * the trip, its guardians, program, rooms, attendance lists and students by name, class, room and
 * consent. Never the children's PESEL, parent phones or health data: they are not the user's data.
 */
export async function readCreatedTrips(db: Queryable, userId: string) {
  const created = await db.select().from(trips).where(eq(trips.createdBy, userId)).orderBy(asc(trips.startDate), asc(trips.id));
  return Promise.all(
    created.map(async (trip) => {
      const [guardians, program, roomRows, studentRows, lists] = await Promise.all([
        db
          .select({ name: profiles.fullName, email: profiles.email, role: tripGuardians.role })
          .from(tripGuardians)
          .innerJoin(profiles, eq(profiles.id, tripGuardians.guardianId))
          .where(eq(tripGuardians.tripId, trip.id))
          .orderBy(asc(tripGuardians.createdAt)),
        db
          .select({
            day: tripProgramItems.day,
            departureTime: tripProgramItems.departureTime,
            arrivalTime: tripProgramItems.arrivalTime,
            distanceKm: tripProgramItems.distanceKm,
            destination: tripProgramItems.destination,
            program: tripProgramItems.program,
            stops: tripProgramItems.stops,
          })
          .from(tripProgramItems)
          .where(eq(tripProgramItems.tripId, trip.id))
          .orderBy(asc(tripProgramItems.day), asc(tripProgramItems.departureTime)),
        db.select({ number: rooms.number, capacity: rooms.capacity }).from(rooms).where(eq(rooms.tripId, trip.id)).orderBy(asc(rooms.number)),
        db
          .select({ name: students.name, className: students.className, room: rooms.number, consent: students.consent, consentDate: students.consentDate })
          .from(students)
          .leftJoin(rooms, eq(rooms.id, students.roomId))
          .where(eq(students.tripId, trip.id))
          .orderBy(asc(students.name)),
        db
          .select({ name: attendanceChecks.name, date: attendanceChecks.checkDate, time: attendanceChecks.checkTime })
          .from(attendanceChecks)
          .where(eq(attendanceChecks.tripId, trip.id))
          .orderBy(asc(attendanceChecks.checkDate), asc(attendanceChecks.checkTime)),
      ]);
      return { trip, guardians, program, rooms: roomRows, students: studentRows, attendanceLists: lists };
    }),
  );
}

/** Trips where the user is a guardian but not the creator. */
export async function readGuardianTrips(db: Queryable, userId: string): Promise<{ id: string; name: string; startDate: string; endDate: string }[]> {
  return db
    .select({ id: trips.id, name: trips.name, startDate: trips.startDate, endDate: trips.endDate })
    .from(tripGuardians)
    .innerJoin(trips, eq(trips.id, tripGuardians.tripId))
    .where(and(eq(tripGuardians.guardianId, userId), ne(trips.createdBy, userId)))
    .orderBy(asc(trips.startDate));
}

/** The user's created trips, held until the account's deletion commits, with how many students each has. */
export async function lockCreatedTrips(tx: Tx, userId: string): Promise<{ id: string; name: string; students: number }[]> {
  const result = await tx.execute<{ id: string; name: string; students: number }>(sql`
    select t.id, t.name, (select count(*)::int from students s where s.trip_id = t.id) as students
    from trips t where t.created_by = ${userId}
    order by t.start_date, t.id
    for update`);
  return (result as unknown as { rows: { id: string; name: string; students: number }[] }).rows;
}

/** Every session family of the user, for revoking them before the account goes. */
export async function sessionFamilies(tx: Tx, userId: string): Promise<string[]> {
  const result = await tx.execute<{ family_id: string }>(sql`select distinct family_id from refresh_tokens where user_id = ${userId}`);
  return (result as unknown as { rows: { family_id: string }[] }).rows.map((row) => row.family_id);
}

/**
 * The account and everything that is only its own: the profile, sessions and feed marks go with it
 * (foreign keys), its trips without students too; on other trips it stops being a guardian or the
 * leader, and its marks and feed lines keep its name but lose the link.
 */
/** The school the user heads (issue 27), with how many others belong to it; held for the deletion. */
export async function lockHeadedSchool(tx: Tx, userId: string): Promise<{ id: string; name: string; others: number } | null> {
  const result = await tx.execute<{ id: string; name: string; others: number }>(sql`
    select s.id, s.name, (select count(*)::int from school_members o where o.school_id = s.id and o.user_id <> ${userId}) as others
    from school_members m join schools s on s.id = m.school_id
    where m.user_id = ${userId} and m.role = 'head'
    for update of s`);
  return (result as unknown as { rows: { id: string; name: string; others: number }[] }).rows[0] ?? null;
}

/** A school with no one left: its trips stay, no longer the school's. */
export async function deleteSchool(tx: Tx, schoolId: string): Promise<void> {
  await tx.execute(sql`delete from schools where id = ${schoolId}`);
}

export async function deleteUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
