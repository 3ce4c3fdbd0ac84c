import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './accounts';
import { students } from './students';
import { tripIdColumn } from './trips';

// Attendance lists and their per-student records (docs/decisions/017).

export const attendanceChecks = pgTable(
  'attendance_checks',
  {
    id: id(),
    tripId: tripIdColumn(),
    name: text('name').notNull(),
    checkDate: date('check_date', { mode: 'string' }).notNull(),
    checkTime: text('check_time').notNull(),
    /**
     * 'Zbiórka' (issue 54): a list that is a meeting point, with its place (and optionally a point on
     * the map). Five minutes after its time the roll call's screen offers the alarm for each child not
     * ticked. Null: an ordinary roll call.
     */
    meetingPlace: text('meeting_place'),
    meetingLat: doublePrecision('meeting_lat'),
    meetingLng: doublePrecision('meeting_lng'),
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

/**
 * The ids of deleted lists (issue 24): a phone whose first 'create' reached the server but whose
 * answer was lost sends the creation again with the same id; after the list was deleted that must not
 * make it again. Refused with a Polish 409, and the phone shows it under 'Nie wysłano'.
 */
export const deletedAttendanceChecks = pgTable(
  'deleted_attendance_checks',
  {
    id: uuid('id').primaryKey(),
    tripId: tripIdColumn(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_attendance_checks_trip_idx').on(t.tripId)],
);
