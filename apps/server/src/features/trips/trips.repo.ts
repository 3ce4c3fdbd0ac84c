import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TripApproval, TripCost, TripDetailField, TripRole, TripSummary, TripTransportSummary } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { APPROVAL_JSON } from '../../rules/trip-approval';
import { profiles, rooms, schoolMembers, schools, students, tripGuardians, trips, users } from '../../db/schema';

type Queryable = Db | Tx;

/** A trip as stored, with its counts and the user's role; the permissions are added by the service. */
export type TripRow = Omit<TripSummary, 'canEdit' | 'canDelete' | 'canManageGuardians' | 'canClose'>;

const leader = alias(profiles, 'leader');

function tripRowQuery(db: Queryable, userId: string) {
  return db
    .select({
      id: trips.id,
      name: trips.name,
      destination: trips.destination,
      startDate: trips.startDate,
      endDate: trips.endDate,
      createdBy: trips.createdBy,
      tripLeaderId: trips.tripLeaderId,
      tripLeaderEmail: leader.email,
      // Issue 48: the badges and the karta print the leader's phone; said before printing when there is none.
      leaderPhoneMissing: sql<boolean>`(${trips.tripLeaderId} is not null and coalesce(${leader.phone}, '') = '')`,
      createdAt: sql<string>`to_char(${trips.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      // Correlated subqueries name the outer table explicitly (see attendance.repo.ts).
      studentCount: sql<number>`(select count(*)::int from students s where s.trip_id = "trips"."id")`,
      roomCount: sql<number>`(select count(*)::int from rooms r where r.trip_id = "trips"."id")`,
      attendanceCheckCount: sql<number>`(select count(*)::int from attendance_checks ac where ac.trip_id = "trips"."id")`,
      guardianCount: sql<number>`(select count(*)::int from trip_guardians tg where tg.trip_id = "trips"."id")`,
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
      inMountains: trips.inMountains,
      nearWater: trips.nearWater,
      extraNumbers: trips.extraNumbers,
      studentsPerGuardian: trips.studentsPerGuardian,
      eraseAfterDays: trips.eraseAfterDays,
      sensitiveErasedAt: sql<string | null>`to_char(${trips.sensitiveErasedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      // 'Archiwum zgód' (issue 31): a school trip keeps its consents for the school's years.
      consentKeepYears: sql<number>`coalesce((select sc.consent_keep_years from schools sc where sc.id = "trips"."school_id"), ${trips.consentKeepYears})`,
      missingConsentCount: sql<number>`(select count(*)::int from students s where s.trip_id = "trips"."id" and s.consent = 'missing')`,
      cost: sql<TripCost | null>`case when ${trips.costPerStudent} is null then null else json_build_object(
        'perStudent', ${trips.costPerStudent}, 'instalments', ${trips.costInstalments}, 'account', ${trips.bankAccount},
        'payee', ${trips.payee}, 'guardiansSeePayments', ${trips.guardiansSeePayments}) end`,
      // Issue 27: a school trip's approval of its karta ('Szkic' until first sent); null for a trip of no school.
      approval: sql<TripApproval | null>`(select ${APPROVAL_JSON} from trips t join schools s on s.id = t.school_id
        left join trip_approvals a on a.trip_id = t.id where t.id = "trips"."id")`,
      // 'Zakończona' (issue 31): when and by whom the trip was closed; null while open.
      closed: sql<{ at: string; by: string } | null>`case when ${trips.closedAt} is null then null else json_build_object(
        'at', to_char(${trips.closedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', coalesce(${trips.closedByName}, '')) end`,
      // Issue 54: whether 'Przewóz' and 'Ubezpieczenie' are given, and the police's check of the coach, for the card's reminder.
      transportStatus: sql<TripTransportSummary>`json_build_object('hasCoach', ${trips.coach} is not null,
        'coachCheckedAt', to_char(${trips.coachCheckedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'hasInsurance', ${trips.insurance} is not null)`,
      myRole: sql<TripRole>`m.role`,
    })
    .from(trips)
    // Membership from `member_trips`, the database function the access module's checks share (migration 0002).
    .innerJoin(sql`member_trips(${userId}) m`, sql`m.trip_id = ${trips.id}`)
    .leftJoin(leader, eq(leader.id, trips.tripLeaderId));
}

/** Today in Poland, where every trip's dates are. */
const TODAY = sql`(now() at time zone 'Europe/Warsaw')::date`;

/**
 * The trips the user created or guards, by what matters today (issue 31): those in progress (the
 * latest started first), then the upcoming ones by start date, then the past ones, the latest ended
 * first; the newest created first among equals. The web's first trip after loading is the right one
 * at the coach door. Membership is the join, so no other trip can appear.
 */
export function listTripsForUser(db: Queryable, userId: string): Promise<TripRow[]> {
  return tripRowQuery(db, userId).orderBy(
    sql`case when ${trips.startDate} > ${TODAY} then 1 when ${trips.endDate} < ${TODAY} then 2 else 0 end`,
    sql`case when ${trips.startDate} <= ${TODAY} and ${trips.endDate} >= ${TODAY} then ${trips.startDate} end desc nulls last`,
    sql`case when ${trips.startDate} > ${TODAY} then ${trips.startDate} end asc nulls last`,
    sql`case when ${trips.endDate} < ${TODAY} then ${trips.endDate} end desc nulls last`,
    desc(trips.createdAt),
    desc(trips.id),
  );
}

export async function findTripForUser(db: Queryable, userId: string, tripId: string): Promise<TripRow | null> {
  const [row] = await tripRowQuery(db, userId).where(eq(trips.id, tripId));
  return row ?? null;
}

export async function findUserIdsByEmails(db: Queryable, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails.map((e) => e.toLowerCase())));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** The school of a trip's creator and its erasure period, or null for a teacher working alone. */
export async function findCreatorSchool(tx: Tx, userId: string): Promise<{ schoolId: string; eraseAfterDays: number } | null> {
  const [row] = await tx
    .select({ schoolId: schoolMembers.schoolId, eraseAfterDays: schools.eraseAfterDays })
    .from(schoolMembers)
    .innerJoin(schools, eq(schools.id, schoolMembers.schoolId))
    .where(eq(schoolMembers.userId, userId));
  return row ?? null;
}

export async function insertTrip(
  tx: Tx,
  trip: {
    name: string;
    destination: string;
    startDate: string;
    endDate: string;
    createdBy: string;
    tripLeaderId: string;
    studentsPerGuardian: number;
    schoolId: string | null;
    eraseAfterDays?: number;
  },
): Promise<string> {
  const [row] = await tx.insert(trips).values(trip).returning({ id: trips.id });
  if (!row) throw new Error('insert into trips returned no row');
  return row.id;
}

export async function insertTripGuardians(tx: Tx, rows: { tripId: string; guardianId: string; role: TripRole }[]): Promise<void> {
  if (rows.length > 0) await tx.insert(tripGuardians).values(rows);
}

export async function insertRooms(tx: Tx, rows: { tripId: string; number: string; capacity: number }[]): Promise<void> {
  if (rows.length > 0) await tx.insert(rooms).values(rows);
}

export async function insertStudents(
  tx: Tx,
  rows: {
    tripId: string;
    name: string;
    pesel: string | null;
    parentPhone: string | null;
    allergies: string | null;
    diet: string | null;
    medicines: string | null;
    className: string | null;
    disability: boolean;
  }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(students).values(rows);
}

export async function findTripDates(tx: Tx, tripId: string) {
  const [row] = await tx.select({ startDate: trips.startDate, endDate: trips.endDate, schoolId: trips.schoolId }).from(trips).where(eq(trips.id, tripId));
  return row ?? null;
}

/** What the student limit counts: the trip's guardians (the leader among them) and its students. */
export async function countTripPeople(tx: Tx, tripId: string): Promise<{ guardians: number; students: number }> {
  const [row] = await tx
    .select({
      guardians: sql<number>`(select count(*)::int from trip_guardians tg where tg.trip_id = ${tripId})`,
      students: sql<number>`(select count(*)::int from students s where s.trip_id = ${tripId})`,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row ?? { guardians: 0, students: 0 };
}

/** The fields a trip's edit may change: the shared trip's own, as the API sends them. */
export type TripFields = Partial<Pick<TripSummary, EditableTripField>>;

type EditableTripField =
  | 'name'
  | 'destination'
  | 'startDate'
  | 'endDate'
  | TripDetailField
  | 'consentStatements'
  | 'studentsPerGuardian'
  | 'eraseAfterDays'
  | 'consentKeepYears';

export async function updateTrip(tx: Tx, tripId: string, fields: TripFields): Promise<void> {
  if (Object.keys(fields).length > 0) await tx.update(trips).set(fields).where(eq(trips.id, tripId));
}

export async function guardiansSeePayments(tx: Tx, tripId: string): Promise<boolean> {
  const [row] = await tx.select({ value: trips.guardiansSeePayments }).from(trips).where(eq(trips.id, tripId));
  return row?.value ?? false;
}

/** 'Koszt i wpłaty' of the edit dialog (issue 26): null takes the cost away; the payments stay. */
export async function updateTripCost(tx: Tx, tripId: string, cost: TripCost | null): Promise<void> {
  await tx
    .update(trips)
    .set({
      costPerStudent: cost?.perStudent ?? null,
      costInstalments: cost ? [...cost.instalments].sort((a, b) => a.dueDate.localeCompare(b.dueDate)) : [],
      bankAccount: cost?.account ?? null,
      payee: cost?.payee ?? null,
      guardiansSeePayments: cost?.guardiansSeePayments ?? false,
    })
    .where(eq(trips.id, tripId));
}

export async function deleteTrip(tx: Tx, tripId: string): Promise<void> {
  await tx.delete(trips).where(eq(trips.id, tripId));
}

/** The whole days from `from` to `to` (YYYY-MM-DD, calendar days). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `iso` moved by `days` calendar days. */
function shiftDay(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * 'Utwórz podobną' (issue 31): what a new trip takes from `sourceId`, in the creating transaction:
 * the karta's details, the consent's texts, the emergency numbers, the cost with its instalments and
 * the program, each day (and instalment due date) moved by the distance between the two start dates;
 * a program day that falls outside the new trip's dates is left out. Never the students' data, the
 * lists, the payments or the locations.
 */
export async function copyTripPlan(tx: Tx, sourceId: string, target: { id: string; startDate: string; endDate: string }): Promise<void> {
  const [source] = await tx.select().from(trips).where(eq(trips.id, sourceId));
  if (!source) return;
  const shift = daysBetween(source.startDate, target.startDate);
  await tx
    .update(trips)
    .set({
      aim: source.aim,
      route: source.route,
      country: source.country,
      transport: source.transport,
      schoolName: source.schoolName,
      schoolAddress: source.schoolAddress,
      meetingPoint: source.meetingPoint,
      returnPoint: source.returnPoint,
      consentClauses: source.consentClauses,
      consentStatements: source.consentStatements,
      inMountains: source.inMountains,
      nearWater: source.nearWater,
      extraNumbers: source.extraNumbers,
      costPerStudent: source.costPerStudent,
      costInstalments: source.costInstalments.map((instalment) => ({ ...instalment, dueDate: shiftDay(instalment.dueDate, shift) })),
      bankAccount: source.bankAccount,
      payee: source.payee,
      guardiansSeePayments: source.guardiansSeePayments,
    })
    .where(eq(trips.id, target.id));
  await tx.execute(sql`
    insert into trip_program_items (trip_id, day, departure_time, arrival_time, distance_km, destination, program, stops)
    select ${target.id}, day + ${shift}::int, departure_time, arrival_time, distance_km, destination, program, stops
    from trip_program_items
    where trip_id = ${sourceId} and day + ${shift}::int between ${target.startDate}::date and ${target.endDate}::date
    order by day, departure_time nulls first, created_at`);
}
