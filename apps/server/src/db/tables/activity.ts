import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FeedLine } from '@wycieczki/shared';
import { id, createdAt } from './columns';
import { users } from './accounts';
import { trips } from './trips';

// The trip's activity feed and how far each member has read it (decision 019).

/**
 * The trip's activity feed ('Aktywność', issue 16): every change the write path announces, kept so
 * that a reload or another device still shows who did what. Written only by the publisher
 * (realtime/publish.ts) and the erasure. Each line is kept as data (`line`: its key and what it names,
 * packages/shared feed-lines.ts) and worded in Polish when read (issue 49); it never holds a PESEL
 * or a phone.
 * Roll calls are not stored here one tap at a time: the feed sums each guardian's marks of a list
 * into one line, read from attendance_records.
 */
export const tripActivity = pgTable(
  'trip_activity',
  {
    id: id(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time of the change: the feed still says who after the account is gone. */
    actorName: text('actor_name').notNull(),
    topic: text('topic').notNull(),
    action: text('action').notNull(),
    line: jsonb('line').$type<FeedLine>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('trip_activity_trip_idx').on(t.tripId, t.createdAt)],
);

/** Up to when each member has read a trip's feed: the bell's unread count, the same on every device. */
export const tripActivityReads = pgTable(
  'trip_activity_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tripId] })],
);
