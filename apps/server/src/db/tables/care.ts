import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './accounts';
import { students } from './students';
import { tripIdColumn } from './trips';

// Care on the trip (issue 54): medicines and their doses ('Leki'), a child handed to a parent
// ('Odbiór przez rodzica') and the people a parent names for it. All of it is a child's data: it goes
// with the student and the trip, and the erasure of the trip's sensitive data deletes it.

/**
 * 'Leki': one medicine of one student, from the teacher or the parent page. Either at fixed times
 * (`times`, hh:mm, Warsaw) or 'w razie potrzeby' (`asNeeded`, at most `maxPerDay` a day). Given by a
 * guardian ('podaje opiekun', whose doses are marked and can be overdue) or taken by the child alone
 * ('przyjmuje sam'). `fromDate`/`untilDate` bound a course shorter than the trip (null: the whole trip).
 */
export const studentMedicines = pgTable(
  'student_medicines',
  {
    id: id(),
    tripId: tripIdColumn(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dose: text('dose').notNull(),
    times: text('times').array().notNull().default(sql`'{}'::text[]`),
    asNeeded: boolean('as_needed').notNull().default(false),
    maxPerDay: integer('max_per_day'),
    givenBy: text('given_by', { enum: ['guardian', 'self'] })
      .notNull()
      .default('guardian'),
    fromDate: date('from_date', { mode: 'string' }),
    untilDate: date('until_date', { mode: 'string' }),
    notes: text('notes'),
    /** Written on the parent page (the teacher's list says 'od rodzica'). */
    byParent: boolean('by_parent').notNull().default(false),
    createdAt: createdAt(),
    /** When its hours were set: written, or given other hours, 'w razie potrzeby' or another giver (its doses are due from then). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('student_medicines_trip_idx').on(t.tripId, t.studentId),
    index('student_medicines_student_idx').on(t.studentId),
    check('student_medicines_given_by', sql`${t.givenBy} in ('guardian', 'self')`),
    check('student_medicines_max_per_day', sql`${t.maxPerDay} between 1 and 24`),
    check('student_medicines_schedule', sql`(${t.asNeeded} and cardinality(${t.times}) = 0) or (not ${t.asNeeded} and cardinality(${t.times}) between 1 and 12)`),
    check('student_medicines_dates', sql`${t.untilDate} is null or ${t.fromDate} is null or ${t.untilDate} >= ${t.fromDate}`),
  ],
);

/**
 * 'Podano' / 'Odmowa' / 'Nieobecny': one dose marked by a guardian, with the id its device gave it (a
 * mark made offline and sent twice is stored once). A dose at a fixed time is one per medicine, day
 * and time (`medicine_doses_scheduled_key`; of two marks the later one on its device wins, as on the
 * roll call); a dose 'w razie potrzeby' has no `scheduledTime` and each giving is its own row.
 */
export const medicineDoses = pgTable(
  'medicine_doses',
  {
    id: uuid('id').primaryKey(),
    tripId: tripIdColumn(),
    medicineId: uuid('medicine_id')
      .notNull()
      .references(() => studentMedicines.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    doseDay: date('dose_day', { mode: 'string' }).notNull(),
    /** hh:mm of the dose it marks; null: a dose 'w razie potrzeby'. */
    scheduledTime: text('scheduled_time'),
    status: text('status', { enum: ['given', 'refused', 'absent'] }).notNull(),
    /** When it was marked on its device (offline: before it was sent). */
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedByName: text('marked_by_name').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('medicine_doses_scheduled_key').on(t.medicineId, t.doseDay, t.scheduledTime).where(sql`${t.scheduledTime} is not null`),
    index('medicine_doses_trip_idx').on(t.tripId, t.doseDay),
    index('medicine_doses_student_idx').on(t.studentId),
    check('medicine_doses_status', sql`${t.status} in ('given', 'refused', 'absent')`),
  ],
);

/**
 * An overdue dose told to a guardian's phone (a push), once per dose: the job that looks for overdue
 * doses runs on every instance, and the row's key is what makes it once.
 */
export const medicineOverdueNotices = pgTable(
  'medicine_overdue_notices',
  {
    medicineId: uuid('medicine_id')
      .notNull()
      .references(() => studentMedicines.id, { onDelete: 'cascade' }),
    doseDay: date('dose_day', { mode: 'string' }).notNull(),
    scheduledTime: text('scheduled_time').notNull(),
    noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.medicineId, t.doseDay, t.scheduledTime] })],
);

/**
 * 'Odbiór przez rodzica': a child collected mid-trip, recorded by the leader (who, when, where). The
 * parent confirms it on the parent page, or gives the teacher the one-time code shown there. Open
 * until 'Powrót do grupy' (`returnedAt`); one open handover per child.
 */
export const studentHandovers = pgTable(
  'student_handovers',
  {
    id: id(),
    tripId: tripIdColumn(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** 'parent': a parent; 'named': a person the parent named on the parent page (`personId`). */
    collectorKind: text('collector_kind', { enum: ['parent', 'named'] }).notNull(),
    personId: uuid('person_id').references(() => pickupPersons.id, { onDelete: 'set null' }),
    /** The collector's name as it was: the record outlives the named person's row. */
    collectorName: text('collector_name').notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    /** The parent's confirmation: on the parent page ('link') or by the code given to the teacher ('code'). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedVia: text('confirmed_via', { enum: ['link', 'code'] }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedByName: text('returned_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('student_handovers_open_key').on(t.studentId).where(sql`${t.returnedAt} is null`),
    index('student_handovers_trip_idx').on(t.tripId, t.collectedAt),
    check('student_handovers_collector_kind', sql`${t.collectorKind} in ('parent', 'named')`),
    check('student_handovers_confirmed_via', sql`${t.confirmedVia} in ('link', 'code')`),
  ],
);

/**
 * 'Kto może odebrać dziecko': people a parent names on the parent page (name, relation, phone, the
 * ID document the teacher checks). Only these, or a parent, are offered when a handover is recorded.
 */
export const pickupPersons = pgTable(
  'pickup_persons',
  {
    id: id(),
    tripId: tripIdColumn(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation'),
    phone: text('phone'),
    /** 'Dowód osobisty ABC123456': what the teacher checks at the handover. */
    document: text('document'),
    createdAt: createdAt(),
  },
  (t) => [index('pickup_persons_student_idx').on(t.studentId)],
);

/**
 * The one-time code a parent page shows for confirming a handover in person: six digits, one per
 * child, made when the page first needs it and made anew once it is used.
 */
export const handoverCodes = pgTable('handover_codes', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  createdAt: createdAt(),
});
