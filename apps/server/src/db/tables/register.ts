import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './accounts';
import { schools } from './schools';

// 'Uczniowie szkoły' (issue 51, decision 035): the school's register of pupils, imported from the
// e-dziennik's export; the record of every import; and the previews waiting for 'Zapisz'.

const schoolIdColumn = () =>
  uuid('school_id')
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' });

/**
 * A pupil of the school. PESEL and the parent's phone and e-mail are the school's, shown as a trip's
 * are (the head and 'Sekretariat' see them, a teacher gets them masked). A pupil who left
 * ('Absolwenci / odeszli', left_at) is erased the school's erase_after_days later.
 */
export const registerPupils = pgTable(
  'register_pupils',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    surname: text('surname').notNull(),
    firstNames: text('first_names').notNull(),
    /** '4b'; null once the pupil left. */
    className: text('class_name'),
    /** 'Nr w dzienniku': the class register's order. */
    registerNo: integer('register_no'),
    pesel: text('pesel'),
    birthDate: date('birth_date', { mode: 'string' }),
    sex: text('sex', { enum: ['F', 'M'] }),
    parentPhone: text('parent_phone'),
    parentEmail: text('parent_email'),
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** The class the pupil left from ('8a'). */
    leftFrom: text('left_from'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('register_pupils_school_pesel_key').on(t.schoolId, t.pesel).where(sql`${t.pesel} is not null`),
    index('register_pupils_school_class_idx').on(t.schoolId, t.className),
    index('register_pupils_left_idx').on(t.leftAt).where(sql`${t.leftAt} is not null`),
    check('register_pupils_sex', sql`${t.sex} in ('F', 'M')`),
    check('register_pupils_left', sql`(${t.leftAt} is null) = (${t.className} is not null)`),
  ],
);

/** Who imported what and when, and who took pupils into a trip ('Historia importów'): counts only, no pupil's data. */
export const registerImports = pgTable(
  'register_imports',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name as it was: the record outlives a teacher who leaves. */
    byName: text('by_name').notNull(),
    /** 'trip': a teacher took pupils into a trip's list ('Z listy szkoły'); file_name holds the trip's name. */
    kind: text('kind', { enum: ['import', 'new-year', 'trip'] }).notNull(),
    fileName: text('file_name'),
    format: text('format'),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    left: integer('left').notNull().default(0),
    promoted: integer('promoted').notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('register_imports_school_idx').on(t.schoolId, t.at), check('register_imports_kind', sql`${t.kind} in ('import', 'new-year', 'trip')`)],
);

/**
 * A file read and compared, waiting for 'Zapisz' (an hour at most): the rows it will write, so the
 * save writes what the preview showed. Only its author may save it; a register changed since
 * (register_version) refuses it.
 */
export const registerPreviews = pgTable('register_previews', {
  id: id(),
  schoolId: schoolIdColumn(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  fileName: text('file_name').notNull(),
  format: text('format').notNull(),
  plan: jsonb('plan').notNull(),
  createdAt: createdAt(),
});
