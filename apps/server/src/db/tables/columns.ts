import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every table's id: a UUID the database makes (a device may give its own where a table allows it). */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A durable send queue's bookkeeping (the e-mail and the push queues): how often it was tried, when
 * next, the lease of the sender working on it, and how it ended. A failure keeps its code only.
 */
export const outboxColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  /** A sender working on it until then; another may take it after (a sender that died). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Given up: expired unsent, or refused for good. */
  failedAt: timestamp('failed_at', { withTimezone: true }),
  lastError: text('last_error'),
});
