import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './accounts';
import { trips } from './trips';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A document asked for (issue 55): made by a job of kind 'document' on any instance, its progress
 * written as it goes ('Przygotowujemy dokument…'), and the PDF kept here until its owner downloads it
 * (a few minutes; jobs/ deletes it after DOCUMENT_KEEP_MINUTES). Only the user who asked reads it. What
 * it prints is read when it is made, with the reader's rights then, never copied into the job.
 */
export const documentJobs = pgTable(
  'document_jobs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** 'karta', 'lista', 'zgody', 'linki', 'identyfikatory'. */
    kind: text('kind').notNull(),
    /** 'member': the trip's member's documents; 'head': the school's head reading a school trip's. */
    reader: text('reader').notNull(),
    /** The address the parent links are printed with (the server's public origin when asked). */
    origin: text('origin').notNull(),
    /** The trip's school, else the asking user (one school's print does not hold another's). */
    fairnessKey: text('fairness_key').notNull(),
    state: text('state').notNull().default('queued'),
    /** About how many pages, then how many were made. */
    pages: integer('pages').notNull(),
    pagesDone: integer('pages_done').notNull().default(0),
    fileName: text('file_name'),
    file: bytea('file'),
    /** A failure's Polish message, as the user reads it. */
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('document_jobs_user_idx').on(t.userId, t.createdAt),
    index('document_jobs_fairness_idx').on(t.fairnessKey).where(sql`${t.state} in ('queued', 'making')`),
    check('document_jobs_state', sql`${t.state} in ('queued', 'making', 'ready', 'failed')`),
    check('document_jobs_reader', sql`${t.reader} in ('member', 'head')`),
  ],
);
