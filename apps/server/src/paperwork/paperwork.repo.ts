import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { badgePayload, compareBySurname, type ConsentStatus, type GrammaticalGender, type ProgramItem, type TripCoach, type TripDetailField, type TripInsurance, type TripSummary, comparePolish } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { profiles, schools, students, tripApprovals, tripGuardians, trips } from '../db/schema';
import { childStandings } from '../rules/child-standing';
import { chosenGender } from '../rules/chosen-gender';
import { listProgram } from './program-rows';

type Queryable = Db | Tx;

/** A person who signs: the leader or a guardian. */
export type Signatory = { fullName: string; email: string };

export type DocumentStudent = {
  id: string;
  name: string;
  className: string | null;
  disability: boolean;
  parentPhone: string | null;
  consent: ConsentStatus;
  /** The consent's second answer (issue 48): medical help in an emergency. */
  medicalConsent: ConsentStatus;
  /** The answers to the trip's added statements, by key (issue 48). */
  consentExtra: Record<string, 'given' | 'refused'>;
  /** A consent answered on the parent page: when (ISO) and the name typed (issue 25). */
  consentOnlineAt: string | null;
  consentBy: string | null;
  consentLanguage: 'pl' | 'uk' | 'en' | null;
  /** What the child's badge's QR code says ('Identyfikatory', issue 28): no personal data. */
  badge: string;
  /** The child's parent link, absolute, where the reader may hand links out (issue 25); else absent. */
  parentLink?: string;
  /** 'Odbiór przez rodzica' (issue 54): who took the child, when (ISO) and where, while the child is with them; else null. */
  collected?: { by: string; at: string; place: string } | null;
};

/** What this repository reads of the trip's paperwork; the program comes from the program's service. */
export type StoredPaperwork = Omit<TripPaperwork, 'program'>;

/** Everything the trip's documents print, as stored; the service masks, the layouts only lay out. */
export type TripPaperwork = Pick<TripSummary, 'name' | 'destination' | 'startDate' | 'endDate' | 'studentsPerGuardian' | 'consentStatements' | TripDetailField> & {
  /**
   * `schoolName` and `schoolAddress` are each the trip's own, else its school's (issue 27), else the
   * leader's profile's, else the creator's.
   */
  leader: (Signatory & { phone: string | null }) | null;
  /** Every member but the leader, in the order of the guardians dialog. */
  guardians: Signatory[];
  students: DocumentStudent[];
  program: ProgramItem[];
  /**
   * The head's approval while the trip is 'Zatwierdzona' (issue 27): when (ISO), the head's name then,
   * and their 'Forma w komunikatach' ('zatwierdziła', issue 63).
   */
  approval: { at: string; by: string; byGender: GrammaticalGender | null } | null;
  /** 'Przewóz' and 'Ubezpieczenie' (issue 54): the coach the police check, the policy the karta prints; null when not given. */
  coach: TripCoach | null;
  insurance: TripInsurance | null;
};

const leaderProfile = alias(profiles, 'leader_profile');
const creatorProfile = alias(profiles, 'creator_profile');

export async function readTripPaperwork(db: Queryable, tripId: string): Promise<StoredPaperwork | null> {
  const [trip] = await db
    .select({
      name: trips.name,
      destination: trips.destination,
      startDate: trips.startDate,
      endDate: trips.endDate,
      studentsPerGuardian: trips.studentsPerGuardian,
      aim: trips.aim,
      route: trips.route,
      country: trips.country,
      transport: trips.transport,
      schoolName: trips.schoolName,
      schoolAddress: trips.schoolAddress,
      meetingPoint: trips.meetingPoint,
      returnPoint: trips.returnPoint,
      consentClauses: trips.consentClauses,
      consentStatements: trips.consentStatements,
      coach: trips.coach,
      insurance: trips.insurance,
      tripLeaderId: trips.tripLeaderId,
      leaderName: leaderProfile.fullName,
      leaderEmail: leaderProfile.email,
      leaderPhone: leaderProfile.phone,
      leaderSchool: leaderProfile.school,
      leaderSchoolAddress: leaderProfile.schoolAddress,
      creatorSchool: creatorProfile.school,
      creatorSchoolAddress: creatorProfile.schoolAddress,
      ownSchool: schools.name,
      ownSchoolAddress: schools.address,
      approvedAt: sql<string | null>`case when ${tripApprovals.status} = 'approved' then to_char(${tripApprovals.approvedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`,
      approvedBy: tripApprovals.approvedByName,
      approvedByGender: chosenGender(sql`${tripApprovals.approvedBy}`),
    })
    .from(trips)
    .leftJoin(schools, eq(schools.id, trips.schoolId))
    .leftJoin(tripApprovals, eq(tripApprovals.tripId, trips.id))
    .leftJoin(leaderProfile, eq(leaderProfile.id, trips.tripLeaderId))
    .leftJoin(creatorProfile, eq(creatorProfile.id, trips.createdBy))
    .where(eq(trips.id, tripId));
  if (!trip) return null;
  const [members, studentRows, standings] = await Promise.all([
    // The members in the order of the guardians dialog: the creator first, then as they joined.
    db
      .select({ id: tripGuardians.guardianId, fullName: profiles.fullName, email: profiles.email })
      .from(tripGuardians)
      .innerJoin(profiles, eq(profiles.id, tripGuardians.guardianId))
      .where(eq(tripGuardians.tripId, tripId))
      .orderBy(sql`${tripGuardians.role} = 'guardian'`, asc(tripGuardians.createdAt)),
    db
      .select({
        id: students.id,
        name: students.name,
        className: students.className,
        disability: students.disability,
        parentPhone: students.parentPhone,
        consent: students.consent,
        medicalConsent: students.medicalConsent,
        consentExtra: students.consentExtra,
        consentOnlineAt: sql<string | null>`to_char(${students.consentOnlineAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        consentBy: students.consentBy,
        consentLanguage: students.consentLanguage,
        badgeCode: students.badgeCode,
      })
      .from(students)
      .where(eq(students.tripId, tripId))
      .orderBy(asc(students.id)),
    // Who is with a parent now (issue 63): the one read model of it, as the karta alarmowa reads it.
    childStandings(db, tripId),
  ]);
  return {
    name: trip.name,
    destination: trip.destination,
    startDate: trip.startDate,
    endDate: trip.endDate,
    studentsPerGuardian: trip.studentsPerGuardian,
    aim: trip.aim,
    route: trip.route,
    country: trip.country,
    transport: trip.transport,
    schoolName: trip.schoolName ?? trip.ownSchool ?? trip.leaderSchool ?? trip.creatorSchool,
    // A school's trip prints its school's address, never a profile's address beside the school's name.
    schoolAddress: trip.schoolAddress ?? (trip.ownSchool !== null ? trip.ownSchoolAddress : (trip.leaderSchoolAddress ?? trip.creatorSchoolAddress)),
    meetingPoint: trip.meetingPoint,
    returnPoint: trip.returnPoint,
    consentClauses: trip.consentClauses,
    consentStatements: trip.consentStatements,
    approval: trip.approvedAt && trip.approvedBy ? { at: trip.approvedAt, by: trip.approvedBy, byGender: trip.approvedByGender } : null,
    coach: trip.coach,
    insurance: trip.insurance,
    leader: trip.leaderName !== null ? { fullName: trip.leaderName, email: trip.leaderEmail ?? '', phone: trip.leaderPhone } : null,
    guardians: members.filter((m) => m.id !== trip.tripLeaderId).map((m) => ({ fullName: m.fullName, email: m.email })),
    // A school's lists: by class, then by surname the Polish way.
    students: studentRows
      .map(({ badgeCode, ...student }) => {
        const collected = standings.get(student.id)?.collected;
        return { ...student, badge: badgePayload(tripId, badgeCode), collected: collected ? { by: collected.by, at: collected.since, place: collected.place } : null };
      })
      .sort((a, b) => comparePolish(a.className ?? '', b.className ?? '') || compareBySurname(a.name, b.name)),
  };
}

/**
 * What the parent page shows of the trip and its consent (issue 25), with its program, for a caller
 * that checked the parent link; the students' list is the caller's to keep to itself.
 */
export async function readParentPaperwork(db: Queryable, tripId: string): Promise<TripPaperwork | null> {
  const [trip, program] = await Promise.all([readTripPaperwork(db, tripId), listProgram(db, tripId)]);
  return trip ? { ...trip, program } : null;
}
