import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './accounts';
import { tripIdColumn } from './trips';

/**
 * 'Wyślij zaproszenie' (issue 30): a trip's invitation of a colleague without an account, by e-mail.
 * The link's secret is derived from the row's id (lib/link-secrets.ts), so 'Wyślij ponownie' mails
 * the same link; only its SHA-256 is kept. It works until `expires_at` (14 days after the last
 * sending), once, for the account with the invited address. One pending invitation per address and
 * trip.
 */
export const tripInvitations = pgTable(
  'trip_invitations',
  {
    id: id(),
    tripId: tripIdColumn(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The last time it was mailed ('Zaproszenie wysłane dd.MM.yyyy'). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trip_invitations_token_key').on(t.tokenHash),
    uniqueIndex('trip_invitations_pending_key')
      .on(t.tripId, sql`lower(${t.email})`)
      .where(sql`${t.revokedAt} is null and ${t.acceptedAt} is null`),
    index('trip_invitations_trip_idx').on(t.tripId),
  ],
);
