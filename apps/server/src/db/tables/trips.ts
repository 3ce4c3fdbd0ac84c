import { sql } from 'drizzle-orm';
import type { ExtraNumber, Instalment, TripCoach, TripInsurance } from '@wycieczki/shared';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './accounts';
import { schools } from './schools';

// A trip, its guardians and its program (the karta's 'HARMONOGRAM WYCIECZKI').

export const trips = pgTable(
  'trips',
  {
    id: id(),
    name: text('name').notNull(),
    destination: text('destination').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tripLeaderId: uuid('trip_leader_id').references(() => users.id, { onDelete: 'set null' }),
    // What the karta wycieczki prints (issue 15); all optional, so trips made before keep working.
    aim: text('aim'),
    route: text('route'),
    /** Null: Polska. Any other country is printed as a trip abroad. */
    country: text('country'),
    transport: text('transport'),
    /** Null: the school of the leader's profile. */
    schoolName: text('school_name'),
    schoolAddress: text('school_address'),
    // What the parents' consent prints besides the karta's details (issue 23): where and when the
    // children gather and come back, and the school's own clauses. Null: a blank to fill in by hand.
    meetingPoint: text('meeting_point'),
    returnPoint: text('return_point'),
    consentClauses: text('consent_clauses'),
    /** 'Dodatkowe zgody' (issue 48): statements of the consent the parent answers one by one. */
    consentStatements: jsonb('consent_statements').$type<string[]>().notNull().default([]),
    /** The karta alarmowa's numbers (issue 31): GOPR/TOPR when in the mountains, WOPR by the water, the leader's own. */
    inMountains: boolean('in_mountains').notNull().default(false),
    nearWater: boolean('near_water').notNull().default(false),
    extraNumbers: jsonb('extra_numbers').$type<ExtraNumber[]>().notNull().default([]),
    /** The student limit's ratio: one guardian (the leader included) per this many students. */
    studentsPerGuardian: integer('students_per_guardian').notNull().default(10),
    /** RODO (issue 16): the students' sensitive data is erased this many days after the end date. */
    eraseAfterDays: integer('erase_after_days').notNull().default(30),
    /** When it was erased; null while it is kept. */
    sensitiveErasedAt: timestamp('sensitive_erased_at', { withTimezone: true }),
    // Money for the trip (issue 26), in grosze: the cost per student (null: none set), its instalments
    // (always read and written whole, so kept with the trip), where parents transfer it, and whether
    // guardians other than the creator and the leader see the amounts.
    costPerStudent: integer('cost_per_student'),
    costInstalments: jsonb('cost_instalments').$type<Instalment[]>().notNull().default([]),
    bankAccount: text('bank_account'),
    payee: text('payee'),
    guardiansSeePayments: boolean('guardians_see_payments').notNull().default(false),
    /** The school the trip belongs to (issue 27): its creator's when it was made; null for a teacher working alone. */
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'set null' }),
    // 'Rozliczenie wycieczki' (issue 31): how the surplus goes back ('equal': split among those who
    // paid; 'manual': the amounts the leader sets, students.return_due), the settlement's note, and
    // the head's approval of it (names as they were).
    settlementSplit: text('settlement_split', { enum: ['equal', 'manual'] })
      .notNull()
      .default('equal'),
    settlementNote: text('settlement_note'),
    settlementApprovedAt: timestamp('settlement_approved_at', { withTimezone: true }),
    settlementApprovedByName: text('settlement_approved_by_name'),
    /** What the head approved (a fingerprint of what the settlement prints): the approval holds only while it is unchanged. */
    settlementApprovedVersion: text('settlement_approved_version'),
    /** 'Zakończ wycieczkę' (issue 31): from then on the trip is read-only but for its settlement. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** 'Życzenia od rodziców do' (issue 52): the last day a parent gives rooming wishes; null: none. */
    wishesUntil: date('wishes_until', { mode: 'string' }),
    closedByName: text('closed_by_name'),
    /** 'Archiwum zgód' (issue 31): years the consent record outlives the erasure, for a trip without a school (0: erased with the rest). */
    consentKeepYears: integer('consent_keep_years').notNull().default(5),
    // Care on the trip (issue 54): 'Przewóz' (the coach, whose seats approval counts, and the police's
    // check of it: who recorded 'OC i badanie techniczne sprawdzone' and when, and when the leader was
    // reminded 7 days before) and 'Ubezpieczenie' (on the karta and the karta alarmowa). Null: not given.
    coach: jsonb('coach').$type<TripCoach>(),
    coachCheckedAt: timestamp('coach_checked_at', { withTimezone: true }),
    coachCheckedByName: text('coach_checked_by_name'),
    coachRemindedAt: timestamp('coach_reminded_at', { withTimezone: true }),
    insurance: jsonb('insurance').$type<TripInsurance>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('trips_cost_per_student', sql`${t.costPerStudent} between 1 and 10000000`),
    check('trips_bank_account', sql`${t.bankAccount} ~ '^[0-9]{26}$'`),
    index('trips_created_by_idx').on(t.createdBy),
    index('trips_created_at_idx').on(t.createdAt),
    index('trips_school_idx').on(t.schoolId),
    check('trips_dates_order', sql`${t.endDate} > ${t.startDate}`),
    check('trips_students_per_guardian_range', sql`${t.studentsPerGuardian} between 1 and 30`),
    check('trips_erase_after_days_range', sql`${t.eraseAfterDays} between 0 and 365`),
    check('trips_settlement_split', sql`${t.settlementSplit} in ('equal', 'manual')`),
    check('trips_consent_keep_years_range', sql`${t.consentKeepYears} between 0 and 20`),
  ],
);

/** The trip a row belongs to: required, and the row goes with the trip. */
export const tripIdColumn = () => uuid('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' });

export const tripGuardians = pgTable(
  'trip_guardians',
  {
    id: id(),
    tripId: tripIdColumn(),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['creator', 'guardian'] })
      .notNull()
      .default('guardian'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('trip_guardians_trip_guardian_key').on(t.tripId, t.guardianId),
    index('trip_guardians_guardian_idx').on(t.guardianId),
    check('trip_guardians_role', sql`${t.role} in ('creator', 'guardian')`),
  ],
);

/**
 * The program of a trip, one row per leg, as the karta wycieczki's 'HARMONOGRAM WYCIECZKI' table
 * prints it (the annex to the Regulation of 25 May 2018, Dz.U. 2018 poz. 1055).
 */
export const tripProgramItems = pgTable(
  'trip_program_items',
  {
    id: id(),
    tripId: tripIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    /** hh:mm */
    departureTime: text('departure_time'),
    arrivalTime: text('arrival_time'),
    distanceKm: integer('distance_km'),
    /** 'Miejscowość docelowa i powrotna' */
    destination: text('destination').notNull(),
    /** 'Szczegółowy program wycieczki' */
    program: text('program'),
    /** 'Adres miejsca noclegowego i żywieniowego oraz przystanki' */
    stops: text('stops'),
    createdAt: createdAt(),
  },
  (t) => [
    index('trip_program_items_trip_idx').on(t.tripId, t.day),
    check('trip_program_items_distance', sql`${t.distanceKm} between 0 and 100000`),
  ],
);
