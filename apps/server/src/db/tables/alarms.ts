import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { students } from './students';
import { tripIdColumn } from './trips';

/**
 * 'Zaginięcie ucznia' (issue 28): an alarm raised by a guardian, open until 'Odnaleziony'. Its id is
 * made on the phone, so an alarm raised offline and sent again from the outbox is made once. One open
 * alarm per child (`missing_alarms_open_key`): a second guardian raising it joins the first.
 */
export const missingAlarms = pgTable(
  'missing_alarms',
  {
    id: uuid('id').primaryKey(),
    tripId: tripIdColumn(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    raisedBy: uuid('raised_by').references(() => users.id, { onDelete: 'set null' }),
    raisedByName: text('raised_by_name').notNull(),
    /** When it was raised on the phone (offline: before it was sent). */
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedByName: text('resolved_by_name'),
    resolvedNote: text('resolved_note'),
    /** When 'Nikt nie potwierdził alarmu' went to the leader and the head (issue 50): once per alarm. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('missing_alarms_open_key').on(t.studentId).where(sql`${t.resolvedAt} is null`),
    index('missing_alarms_trip_idx').on(t.tripId, t.raisedAt),
  ],
);

/** Who saw an alarm ('Aktywność' says so): once per guardian. */
export const missingAlarmViews = pgTable(
  'missing_alarm_views',
  {
    alarmId: uuid('alarm_id')
      .notNull()
      .references(() => missingAlarms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alarmId, t.userId] })],
);
