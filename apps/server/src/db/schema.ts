import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The data model of docs/product.md §3, plus what the server needs for auth and auditing.
// Everything that belongs to a trip cascades from trips, so deleting a trip deletes all its data.

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    school: text('school'),
    /** The school's address, printed on the karta wycieczki (issue 15). */
    schoolAddress: text('school_address'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** One row per sign-in attempt under a throttling key ('email:…' or 'ip:…'); shared by every server instance. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_time_idx').on(t.key, t.attemptedAt)],
);

/** Secrets generated on first start and shared by every instance on the same database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

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
    /** The student limit's ratio: one guardian (the leader included) per this many students. */
    studentsPerGuardian: integer('students_per_guardian').notNull().default(10),
    /** RODO (issue 16): the students' sensitive data is erased this many days after the end date. */
    eraseAfterDays: integer('erase_after_days').notNull().default(30),
    /** When it was erased; null while it is kept. */
    sensitiveErasedAt: timestamp('sensitive_erased_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('trips_created_by_idx').on(t.createdBy),
    index('trips_created_at_idx').on(t.createdAt),
    check('trips_dates_order', sql`${t.endDate} > ${t.startDate}`),
    check('trips_students_per_guardian_range', sql`${t.studentsPerGuardian} between 1 and 30`),
    check('trips_erase_after_days_range', sql`${t.eraseAfterDays} between 0 and 365`),
  ],
);

export const tripGuardians = pgTable(
  'trip_guardians',
  {
    id: id(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
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

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('rooms_trip_number_key').on(t.tripId, t.number),
    check('rooms_capacity_range', sql`${t.capacity} between 1 and 20`),
  ],
);

export const students = pgTable(
  'students',
  {
    id: id(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
  },
  (t) => [
    check('students_consent', sql`${t.consent} in ('missing', 'given', 'refused')`),
    index('students_trip_idx').on(t.tripId, t.name),
    index('students_room_idx').on(t.roomId),
    // One child, one record: a PESEL appears at most once per trip (migration 0003).
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

/**
 * The program of a trip, one row per leg, as the karta wycieczki's 'HARMONOGRAM WYCIECZKI' table
 * prints it (the annex to the Regulation of 25 May 2018, Dz.U. 2018 poz. 1055).
 */
export const tripProgramItems = pgTable(
  'trip_program_items',
  {
    id: id(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
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

export const attendanceChecks = pgTable(
  'attendance_checks',
  {
    id: id(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    checkDate: date('check_date', { mode: 'string' }).notNull(),
    checkTime: text('check_time').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('attendance_checks_trip_idx').on(t.tripId, t.createdAt)],
);

export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: id(),
    attendanceCheckId: uuid('attendance_check_id')
      .notNull()
      .references(() => attendanceChecks.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['present', 'absent'] })
      .notNull()
      .default('absent'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the mark was made on its device (not when it reached the server): of two marks of one
     * student the later one wins (docs/decisions/017). Null: the absent a new list starts with, which
     * any mark replaces.
     */
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (t) => [
    unique('attendance_records_check_student_key').on(t.attendanceCheckId, t.studentId),
    index('attendance_records_student_idx').on(t.studentId),
    check('attendance_records_status', sql`${t.status} in ('present', 'absent')`),
  ],
);

export const studentLocations = pgTable(
  'student_locations',
  {
    id: id(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
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
 * Audit log of sensitive reads (PESEL, parent phone), shown to the creator as 'Dziennik dostępu'.
 * No foreign keys on purpose: the record of who read a child's data outlives the trip, the student
 * and the reader's account. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0008).
 */
export const sensitiveReads = pgTable(
  'sensitive_reads',
  {
    id: id(),
    userId: uuid('user_id').notNull(),
    studentId: uuid('student_id').notNull(),
    tripId: uuid('trip_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What was read (issue 16, 'Dziennik dostępu'): 'data' the creator's read of PESEL and phone,
     * 'reveal' a guardian's 'Pokaż telefon rodzica' with its reason, 'document' a phone printed on a PDF.
     */
    kind: text('kind', { enum: ['data', 'reveal', 'document'] })
      .notNull()
      .default('data'),
    /** The reader's 'Powód' of a reveal; the document's name for 'document'. */
    reason: text('reason'),
    /**
     * When a reveal's reason was erased with the trip's sensitive data (issue 24): free text may hold
     * a PESEL or a diagnosis. Who, when, what kind and whose data stay.
     */
    reasonErasedAt: timestamp('reason_erased_at', { withTimezone: true }),
    /** Names as they were at the read: the log outlives the student, the account and renames. */
    readerName: text('reader_name'),
    studentName: text('student_name'),
  },
  (t) => [
    check('sensitive_reads_kind', sql`${t.kind} in ('data', 'reveal', 'document')`),
    index('sensitive_reads_student_idx').on(t.studentId, t.readAt),
    index('sensitive_reads_trip_idx').on(t.tripId, t.readAt),
    index('sensitive_reads_reveals_idx').on(t.userId, t.tripId, t.readAt),
  ],
);

/**
 * The trip's activity feed ('Aktywność', issue 16): every change the write path announces, kept so
 * that a reload or another device still shows who did what. Written only by the publisher
 * (realtime/publish.ts) from the announcement's Polish summary, which never holds a PESEL or a phone.
 * Roll calls are not stored here one tap at a time: the feed sums each guardian's marks of a list
 * into one line, read from attendance_records.
 */
export const tripActivity = pgTable(
  'trip_activity',
  {
    id: id(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time of the change: the feed still says who after the account is gone. */
    actorName: text('actor_name').notNull(),
    topic: text('topic').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('trip_activity_trip_idx').on(t.tripId, t.createdAt)],
);

/** Up to when each member has read a trip's feed: the bell's unread count, the same on every device. */
export const tripActivityReads = pgTable(
  'trip_activity_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tripId] })],
);
