import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { KartaFact } from '@wycieczki/shared';
import { users } from './accounts';
import { trips } from './trips';

/**
 * The head teacher's approval of a school trip's karta (issue 27, decision 025). No row: 'Szkic'.
 * The karta as approved is kept (`approved_karta`), so a later change of anything it prints sends the
 * trip back to 'pending' and the head sees what changed; the history of decisions is the trip's
 * activity feed.
 */
export const tripApprovals = pgTable(
  'trip_approvals',
  {
    tripId: uuid('trip_id')
      .primaryKey()
      .references(() => trips.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'returned'] }).notNull(),
    /** 'Zwróć do poprawy': the head's comment. */
    comment: text('comment'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last approval: when, by whom (the name then, as the karta prints it) and what it approved. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedByName: text('approved_by_name'),
    approvedKarta: jsonb('approved_karta').$type<KartaFact[]>(),
    /** Approved, then changed: pending again with the changes to show. */
    changedAfterApproval: boolean('changed_after_approval').notNull().default(false),
  },
  (t) => [check('trip_approvals_status', sql`${t.status} in ('pending', 'approved', 'returned')`)],
);
