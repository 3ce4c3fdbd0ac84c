import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PushPayload } from '@wycieczki/shared';
import { id, createdAt, outboxColumns } from './columns';
import { users } from './accounts';
import { parentLinks } from './parents';

// Push notifications (issue 50, decision 034): the devices that asked for them, and the durable
// queue of what is pushed to them.

/**
 * A browser's Web Push subscription, of a guardian's account ('Powiadomienia na tym telefonie') or
 * of a parent link ('Powiadamiaj mnie'): exactly one of the two. One row per owner and browser (the
 * endpoint); a parent with two children on one phone has one per link. Deleted with its owner, by
 * 'Wyłącz', and when the push service answers that it is gone (404, 410). A guardian's device lives
 * as long as the session that turned it on (issue 62): it is deleted when that session ends.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    parentLinkId: uuid('parent_link_id').references(() => parentLinks.id, { onDelete: 'cascade' }),
    /**
     * The session (refresh-token family) that turned it on, for a guardian's device: revoking the
     * session deletes the row (auth/revocation.ts), and nothing is pushed to a device whose session
     * has ended. Null for a parent link, and for a guardian's row made before issue 62 (bound to the
     * session at the app's next start; until then ended by any of the account's sessions ending).
     */
    sessionId: uuid('session_id'),
    /** The push service's address for this browser: only a known push service's origin is kept. */
    endpoint: text('endpoint').notNull(),
    /** The browser's public key (P-256) and auth secret: what is pushed is encrypted to them (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the profile's list calls the device ('Chrome, Android'), from its User-Agent. */
    device: text('device').notNull(),
    createdAt: createdAt(),
    /** When the device last said it still has this subscription (it does at every start). */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('push_subscriptions_one_owner', sql`(${t.userId} is null) <> (${t.parentLinkId} is null)`),
    uniqueIndex('push_subscriptions_user_endpoint_key').on(t.userId, t.endpoint).where(sql`${t.userId} is not null`),
    uniqueIndex('push_subscriptions_link_endpoint_key').on(t.parentLinkId, t.endpoint).where(sql`${t.parentLinkId} is not null`),
    index('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * Every push, queued in the transaction of what it tells of and sent in the background
 * (push/push-sender.ts) to one subscription: retried with a growing pause until `expires_at` (its
 * time to live: an alarm 10 minutes, news a day), once even with several server instances. Kept a
 * week as sent, failed or expired, for the operator's counts; the payload is emptied when done.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: id(),
    /** Null once the subscription is gone ('Wyłącz', 410): the row stays for the counts, never sent. */
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    /** What the push is ('alarm', 'alarm_escalated', 'alarm_resolved', 'message', 'reminder'): logs and counts name it. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<PushPayload | null>(),
    /** RFC 8030's Urgency: 'high' for an alarm, 'normal' otherwise. */
    urgency: text('urgency').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last failure: 'EXPIRED', 'GONE' (404/410), 'HTTP 500', 'ORIGIN'; never the payload or the endpoint. */
    ...outboxColumns(),
  },
  (t) => [
    index('push_outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    check('push_outbox_urgency', sql`${t.urgency} in ('very-low', 'low', 'normal', 'high')`),
  ],
);

/**
 * The reminders a parent link was pushed (issue 50): a consent not answered, an instalment due. One
 * of a kind a day, whichever server instance comes first (the key).
 */
export const parentReminders = pgTable(
  'parent_reminders',
  {
    parentLinkId: uuid('parent_link_id')
      .notNull()
      .references(() => parentLinks.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.parentLinkId, t.kind, t.day] })],
);
