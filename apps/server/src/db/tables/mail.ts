import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt, outboxColumns } from './columns';
import { singleUseLinkColumns } from './accounts';

// E-mail (issue 30): the durable queue of outgoing messages, and the password-reset links.

/**
 * Every message the server sends, written in the same transaction as what it tells of with its job
 * (jobs/, issue 55), then sent in the background by any instance (mail/mailer.ts): retried with a
 * growing pause while the SMTP server is down, across restarts, and marked sent the moment the SMTP
 * server accepts it. A message whose
 * `expires_at` passes unsent (a reset link valid 30 minutes) is given up, never sent late.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What the message is ('password_reset', 'password_changed'…): the log names it, never the body. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The last failure's code (e.g. 'ECONNREFUSED', 'SMTP 550'): never the message or its link. */
    ...outboxColumns(),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`)],
);

/**
 * 'Nie pamiętasz hasła?': one row per link sent (or printed by `npm run reset-link`). Only the
 * secret's SHA-256 is kept; a link works once, within 30 minutes, and a newer link or a changed
 * password spends the older ones.
 */
export const passwordResets = pgTable('password_resets', singleUseLinkColumns(), (t) => [index('password_resets_user_idx').on(t.userId)]);
