import { and, asc, eq, sql } from 'drizzle-orm';
import type { EmergencyContact, EmergencyStudent, ExtraNumber, TripInsurance } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { profiles, rooms, students, tripGuardians, tripProgramItems, trips } from '../../db/schema';
import { childMedicines } from '../../rules/child-medicines';
import { childStandings } from '../../rules/child-standing';

type Queryable = Db | Tx;

/** A student as read for the card: the shared shape, with the stored phone the service withholds or not. */
export type EmergencyStudentRow = Omit<EmergencyStudent, 'hasParentPhone'>;

export type EmergencyRead = {
  tripName: string;
  startDate: string;
  endDate: string;
  inMountains: boolean;
  nearWater: boolean;
  extraNumbers: ExtraNumber[];
  contacts: EmergencyContact[];
  lodging: { day: string; text: string } | null;
  /** 'Ubezpieczenie' (issue 54); null when not given. */
  insurance: TripInsurance | null;
  students: EmergencyStudentRow[];
};

/**
 * What the 'Karta alarmowa' shows: the members with the phones of their profiles (the leader first,
 * then the creator, then as they joined), tonight's lodging, and the students with what a guardian
 * needs in an emergency: every medicine of 'Leki' (rules/child-medicines.ts) besides the old free
 * text. Never the PESEL. The parent phones are read for the service to withhold from anyone but the
 * creator.
 */
export async function readEmergencyCard(db: Queryable, tripId: string, today: string): Promise<EmergencyRead | null> {
  const [trip] = await db
    .select({
      name: trips.name,
      startDate: trips.startDate,
      endDate: trips.endDate,
      createdBy: trips.createdBy,
      leaderId: trips.tripLeaderId,
      inMountains: trips.inMountains,
      nearWater: trips.nearWater,
      extraNumbers: trips.extraNumbers,
      insurance: trips.insurance,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  if (!trip) return null;
  const [members, lodging, studentRows, medicines, standings] = await Promise.all([
    db
      .select({ userId: tripGuardians.guardianId, fullName: profiles.fullName, email: profiles.email, phone: profiles.phone })
      .from(tripGuardians)
      .innerJoin(profiles, eq(profiles.id, tripGuardians.guardianId))
      .where(eq(tripGuardians.tripId, tripId))
      .orderBy(
        sql`${tripGuardians.guardianId} is distinct from ${trip.leaderId}`,
        sql`${tripGuardians.role} = 'guardian'`,
        asc(tripGuardians.createdAt),
      ),
    // Tonight: the program's latest row up to today that names a lodging; before the trip, its first.
    db
      .select({ day: tripProgramItems.day, text: tripProgramItems.stops })
      .from(tripProgramItems)
      .where(and(eq(tripProgramItems.tripId, tripId), sql`nullif(trim(${tripProgramItems.stops}), '') is not null`))
      .orderBy(
        sql`${tripProgramItems.day} > ${today}::date`,
        sql`case when ${tripProgramItems.day} <= ${today}::date then ${tripProgramItems.day} end desc nulls last`,
        asc(tripProgramItems.day),
        sql`${tripProgramItems.departureTime} desc nulls last`,
      )
      .limit(1),
    db
      .select({
        id: students.id,
        name: students.name,
        className: students.className,
        roomNumber: rooms.number,
        allergies: students.allergies,
        diet: students.diet,
        medicines: students.medicines,
        medicalConsent: students.medicalConsent,
        parentPhone: students.parentPhone,
        parentPhone2: students.parentPhone2,
      })
      .from(students)
      .leftJoin(rooms, eq(rooms.id, students.roomId))
      .where(eq(students.tripId, tripId)),
    childMedicines(db, tripId),
    childStandings(db, tripId),
  ]);
  const [tonight] = lodging;
  return {
    tripName: trip.name,
    startDate: trip.startDate,
    endDate: trip.endDate,
    inMountains: trip.inMountains,
    nearWater: trip.nearWater,
    extraNumbers: trip.extraNumbers,
    contacts: members.map((m) => ({
      userId: m.userId,
      name: m.fullName.trim() || m.email,
      phone: m.phone,
      isLeader: m.userId === trip.leaderId,
      isCreator: m.userId === trip.createdBy,
    })),
    lodging: tonight?.text ? { day: tonight.day, text: tonight.text } : null,
    insurance: trip.insurance,
    students: studentRows.map((student) => ({ ...student, medicineEntries: medicines.get(student.id) ?? [], standing: standings.get(student.id) ?? null })),
  };
}

/** One student of the trip with the parent phone, for a reveal; null when not on this trip. */
export async function findStudentPhone(
  db: Queryable,
  tripId: string,
  studentId: string,
): Promise<{ id: string; name: string; parentPhone: string | null; parentPhone2: string | null } | null> {
  const [row] = await db
    .select({ id: students.id, name: students.name, parentPhone: students.parentPhone, parentPhone2: students.parentPhone2 })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.tripId, tripId)));
  return row ?? null;
}
