import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every table's id: a UUID the database makes (a device may give its own where a table allows it). */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What became of a message of the e-mail or the push queue: how often it was tried and how it ended.
 * A failure keeps its code only. When it is tried next, and by which instance, is its job's (jobs/).
 */
export const outboxColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Given up: expired unsent, or refused for good. */
  failedAt: timestamp('failed_at', { withTimezone: true }),
  lastError: text('last_error'),
});
