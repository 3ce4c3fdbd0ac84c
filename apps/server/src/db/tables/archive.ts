import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './accounts';
import { schools } from './schools';

/**
 * 'Archiwum zgód' (issue 31): what the erasure keeps of a student, and only that: the name, the class,
 * the trip's name and dates, the consent's answer, its form (paper or online), when and by whom it was
 * given. No foreign key to the trip or the student: the record outlives both (a school asked years
 * later must show it), until `keep_until`, after which the erasure deletes it too. Read by the trip's
 * creator and by the head of its school.
 */
export const consentArchive = pgTable(
  'consent_archive',
  {
    id: id(),
    /** The trip's id as it was (the trip itself may be deleted since): groups a trip's records. */
    tripId: uuid('trip_id').notNull(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    tripName: text('trip_name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    studentName: text('student_name').notNull(),
    className: text('class_name'),
    consent: text('consent', { enum: ['missing', 'given', 'refused'] }).notNull(),
    /** The answer on medical help in an emergency (issue 48). */
    medicalConsent: text('medical_consent', { enum: ['missing', 'given', 'refused'] }).notNull().default('missing'),
    /** 'paper' or 'online'; null when no answer was given. */
    consentForm: text('consent_form', { enum: ['paper', 'online'] }),
    consentDate: date('consent_date', { mode: 'string' }),
    consentOnlineAt: timestamp('consent_online_at', { withTimezone: true }),
    /** The name the parent typed on the parent page; null for paper. */
    consentBy: text('consent_by'),
    /** The language the parent answered in online (issue 53); the Polish text binds. */
    consentLanguage: text('consent_language'),
    keepUntil: date('keep_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_archive_trip_idx').on(t.tripId),
    index('consent_archive_school_idx').on(t.schoolId),
    index('consent_archive_owner_idx').on(t.ownerId),
    index('consent_archive_keep_idx').on(t.keepUntil),
    check('consent_archive_consent', sql`${t.consent} in ('missing', 'given', 'refused')`),
    check('consent_archive_medical_consent', sql`${t.medicalConsent} in ('missing', 'given', 'refused')`),
    check('consent_archive_form', sql`${t.consentForm} in ('paper', 'online')`),
  ],
);
