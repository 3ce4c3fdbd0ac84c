import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, primaryKey, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './accounts';
import { tripIdColumn, trips } from './trips';
import { registerPupils } from './register';

// A trip's rooms and students, the students' list version (decision 006) and their last positions.

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    tripId: tripIdColumn(),
    number: text('number').notNull(),
    capacity: integer('capacity').notNull(),
    /** 'Ułóż pokoje' (issue 52): the floor (0 parter, null not given), 'mieszany', 'dla opiekunów'. */
    floor: integer('floor'),
    mixed: boolean('mixed').notNull().default(false),
    forGuardians: boolean('for_guardians').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('rooms_trip_number_key').on(t.tripId, t.number),
    check('rooms_capacity_range', sql`${t.capacity} between 1 and 20`),
    check('rooms_floor_range', sql`${t.floor} between -2 and 50`),
  ],
);

export const students = pgTable(
  'students',
  {
    id: id(),
    tripId: tripIdColumn(),
    name: text('name').notNull(),
    present: boolean('present').notNull().default(true),
    pesel: text('pesel'),
    parentPhone: text('parent_phone'),
    allergies: text('allergies'),
    diet: text('diet'),
    /** 'Leki' (issue 16): the medicines a child takes, on the karta alarmowa; erased with the rest. */
    medicines: text('medicines'),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    /** 'Klasa', e.g. '6b'. */
    className: text('class_name'),
    /** Counted on the karta wycieczki ('w tym niepełnosprawnych'). */
    disability: boolean('disability').notNull().default(false),
    /** 'Zgoda rodzica': missing (brak), given (dostarczona, on consent_date) or refused (odmowa). */
    consent: text('consent', { enum: ['missing', 'given', 'refused'] })
      .notNull()
      .default('missing'),
    consentDate: date('consent_date', { mode: 'string' }),
    /**
     * The consent's second statement (issue 48): medical help in an emergency, answered apart from the
     * participation; missing until the parent answers it (online, or on the paper the teacher records).
     */
    medicalConsent: text('medical_consent', { enum: ['missing', 'given', 'refused'] })
      .notNull()
      .default('missing'),
    /** The answers to the trip's added statements (issue 48), by key (shared consent-statements.ts). */
    consentExtra: jsonb('consent_extra').$type<Record<string, 'given' | 'refused'>>().notNull().default({}),
    /** A second phone a parent gave on the parent page (issue 25); sensitive like the first. */
    parentPhone2: text('parent_phone2'),
    /** When a parent last saved 'Dane dziecka' on the parent page, and which fields it filled. */
    parentFilledAt: timestamp('parent_filled_at', { withTimezone: true }),
    parentFilledFields: text('parent_filled_fields').array(),
    /** A consent answered on the parent page: when, and the name the parent typed. Null when given on paper. */
    consentOnlineAt: timestamp('consent_online_at', { withTimezone: true }),
    consentBy: text('consent_by'),
    /**
     * Issue 53: the language the parent answered in online, and a fingerprint (SHA-256) of the texts
     * shown: the binding Polish and the translation. Null on paper.
     */
    consentLanguage: text('consent_language', { enum: ['pl', 'uk', 'en'] }),
    consentFingerprint: text('consent_fingerprint'),
    /** 'Koszt indywidualny' (issue 26) in grosze and its note; null: the trip's cost per student. */
    individualCost: integer('individual_cost'),
    individualCostNote: text('individual_cost_note'),
    /** The return the leader set for the child in the settlement (issue 31, 'manual' split), in grosze. */
    returnDue: integer('return_due'),
    /**
     * 'Grupy' (issue 28): the guardian (a member of the trip, the leader included) whose group the
     * child is in; null until the trip is split, or when that guardian left the trip (a trigger).
     */
    groupGuardianId: uuid('group_guardian_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * 'Identyfikatory (PDF)' (issue 28): the child's badge code, printed in the badge's QR code with
     * the trip's tag (shared badges.ts). Random, made by the database for every row whatever path
     * inserts it, unique within the trip, and no personal data: a badge found in the street tells
     * nothing of the child. Kept across reprints, so a badge printed earlier still scans.
     */
    badgeCode: text('badge_code')
      .notNull()
      .default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 10))`),
    /**
     * 'Z listy szkoły' (issue 51): the school register's pupil this student is. A correction in the
     * register reaches the student while the trip is not over; the link goes when the pupil is erased.
     */
    /** 'Płeć' (issue 52): F dziewczynka, M chłopiec; for rooming, sensitive, erased with the rest. */
    sex: text('sex', { enum: ['F', 'M'] }),
    /** 'Przypięty' (issue 52): 'Ułóż pokoje' keeps the pupil in the room it is in. */
    roomPinned: boolean('room_pinned').notNull().default(false),
    registerPupilId: uuid('register_pupil_id').references((): AnyPgColumn => registerPupils.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('students_register_pupil_idx').on(t.registerPupilId).where(sql`${t.registerPupilId} is not null`),
    check('students_sex', sql`${t.sex} in ('F', 'M')`),
    check('students_individual_cost', sql`${t.individualCost} between 0 and 10000000`),
    check('students_return_due', sql`${t.returnDue} between 0 and 10000000`),
    check('students_consent', sql`${t.consent} in ('missing', 'given', 'refused')`),
    check('students_medical_consent', sql`${t.medicalConsent} in ('missing', 'given', 'refused')`),
    index('students_trip_idx').on(t.tripId, t.name),
    index('students_room_idx').on(t.roomId),
    index('students_group_idx').on(t.tripId, t.groupGuardianId),
    // One child, one record: a PESEL appears at most once per trip (migration 0003).
    unique('students_trip_badge_key').on(t.tripId, t.badgeCode),
    uniqueIndex('students_trip_pesel_key').on(t.tripId, t.pesel).where(sql`${t.pesel} is not null`),
  ],
);

/**
 * One counter per trip that grows with every committed change to what the trip's student list shows
 * (its students, and the numbers of their rooms). Database triggers keep it (migration 0001), so no
 * write path can forget it; the server keeps the list it last built per trip and rebuilds it only
 * when the counter it reads, in the same statement as the reader's access, has moved.
 */
export const studentListVersions = pgTable('student_list_versions', {
  tripId: uuid('trip_id')
    .primaryKey()
    .references(() => trips.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const studentLocations = pgTable(
  'student_locations',
  {
    id: id(),
    tripId: tripIdColumn(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('student_locations_trip_student_key').on(t.tripId, t.studentId),
    index('student_locations_student_idx').on(t.studentId),
    check('student_locations_lat', sql`${t.lat} between -90 and 90`),
    check('student_locations_lng', sql`${t.lng} between -180 and 180`),
  ],
);

/**
 * 'Życzenia' (issue 52): up to three classmates a pupil would share a room with, in order; from the
 * teacher or the parent page (by_parent). Sensitive: erased with the trip's sensitive data.
 */
export const roomWishes = pgTable(
  'room_wishes',
  {
    tripId: tripIdColumn(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    wishedId: uuid('wished_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    byParent: boolean('by_parent').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.position] }),
    index('room_wishes_trip_idx').on(t.tripId),
    check('room_wishes_position', sql`${t.position} between 1 and 3`),
    check('room_wishes_not_self', sql`${t.studentId} <> ${t.wishedId}`),
  ],
);

/** 'Nie razem' (issue 52): two pupils never in one room; the teacher's only, never a parent's or a document's. */
export const roomApart = pgTable(
  'room_apart',
  {
    tripId: tripIdColumn(),
    studentA: uuid('student_a')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    studentB: uuid('student_b')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.studentA, t.studentB] }), index('room_apart_trip_idx').on(t.tripId), check('room_apart_ordered', sql`${t.studentA} < ${t.studentB}`)],
);
