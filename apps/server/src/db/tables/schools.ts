import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './accounts';

// The school (issue 27, decision 024): its head teacher and teachers, and the invitations that bring
// teachers in. A school's trips point to it from trips.school_id.

export const schools = pgTable(
  'schools',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address'),
    /** The erasure period the school's new trips start with. */
    eraseAfterDays: integer('erase_after_days').notNull().default(30),
    /** 'Archiwum zgód' (issue 31): years the school's consent records outlive the erasure (0: erased with the rest). */
    consentKeepYears: integer('consent_keep_years').notNull().default(5),
    /** 'Uczniowie szkoły' (issue 51): grows with every change of the register, so a stale preview is refused. */
    registerVersion: integer('register_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('schools_erase_after_days_range', sql`${t.eraseAfterDays} between 0 and 365`),
    check('schools_consent_keep_years_range', sql`${t.consentKeepYears} between 0 and 20`),
    check('schools_name_length', sql`char_length(${t.name}) between 1 and 200`),
  ],
);

/**
 * Who belongs to which school, as 'head' (the Dyrektor, one per school) or 'teacher'. A user belongs
 * to at most one school at a time (`school_members_user_key`).
 */
export const schoolMembers = pgTable(
  'school_members',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['head', 'teacher'] }).notNull(),
    /** 'Sekretariat' (issue 51): a teacher who keeps the school's register of pupils with the head. */
    registerClerk: boolean('register_clerk').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('school_members_user_key').on(t.userId),
    uniqueIndex('school_members_head_key').on(t.schoolId).where(sql`${t.role} = 'head'`),
    index('school_members_school_idx').on(t.schoolId),
    check('school_members_role', sql`${t.role} in ('head', 'teacher')`),
  ],
);

/**
 * 'Zaproś nauczyciela': a link valid 7 days. As with parent links (decision 022), its secret is an
 * HMAC of the row's id under a key of the server's, and only its SHA-256 is kept. Revoked or used, it
 * stays as a record of who joined through it.
 */
export const schoolInvitations = pgTable(
  'school_invitations',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Where the head mailed it (issue 30); null for a link copied by hand. */
    email: text('email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('school_invitations_token_key').on(t.tokenHash), index('school_invitations_school_idx').on(t.schoolId)],
);

/**
 * The head's 'Link do zmiany hasła' for a teacher of the school (issue 30), shown in the school's
 * 'Dziennik dostępu': who made one for whom and when, names as they were (the record outlives
 * renames and accounts). The link itself is a password reset (password_resets).
 */
export const schoolResetLinks = pgTable(
  'school_reset_links',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    madeBy: uuid('made_by').references(() => users.id, { onDelete: 'set null' }),
    madeByName: text('made_by_name').notNull(),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    teacherName: text('teacher_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('school_reset_links_school_idx').on(t.schoolId, t.createdAt)],
);
