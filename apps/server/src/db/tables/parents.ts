import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './accounts';
import { students } from './students';
import { tripIdColumn } from './trips';

// What parents reach without an account (issue 25, decision 022): a link per child, and the trip's
// messages to them.

/**
 * A child's live parent link: one per student. The link's secret is never stored: it is derived from
 * the row's id with the server's key (features/parents/link-secret.ts), and only its SHA-256 is kept,
 * to find the row. 'Unieważnij link' replaces the row; the erasure of the trip's sensitive data and a
 * deleted student take it away.
 */
export const parentLinks = pgTable(
  'parent_links',
  {
    id: id(),
    tripId: tripIdColumn(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The parent page's language (issue 53), chosen once: its notifications follow it. Null: not chosen yet. */
    language: text('language', { enum: ['pl', 'uk', 'en'] }),
    createdAt: createdAt(),
  },
  (t) => [check('parent_links_language', sql`${t.language} in ('pl', 'uk', 'en')`), uniqueIndex('parent_links_student_key').on(t.studentId), uniqueIndex('parent_links_token_key').on(t.tokenHash), index('parent_links_trip_idx').on(t.tripId)],
);

/** 'Komunikaty dla rodziców': short news from the trip, shown on every parent page of the trip. */
export const tripMessages = pgTable(
  'trip_messages',
  {
    id: id(),
    tripId: tripIdColumn(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time of writing: the message still says who after the account is gone. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('trip_messages_trip_idx').on(t.tripId, t.createdAt), check('trip_messages_body_length', sql`char_length(${t.body}) between 1 and 500`)],
);
