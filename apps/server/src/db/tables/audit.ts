import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';

// The access log of sensitive reads ('Dziennik dostępu', decision 021).

/**
 * Audit log of sensitive reads (PESEL, parent phone), shown to the creator as 'Dziennik dostępu'.
 * No foreign keys on purpose: the record of who read a child's data outlives the trip, the student
 * and the reader's account. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0008).
 */
export const sensitiveReads = pgTable(
  'sensitive_reads',
  {
    id: id(),
    /** The reader's account; null for a parent's write on the parent page (kind 'parent'). */
    userId: uuid('user_id'),
    studentId: uuid('student_id').notNull(),
    tripId: uuid('trip_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What was read (issue 16, 'Dziennik dostępu'): 'data' the creator's read of PESEL and phone,
     * 'reveal' a guardian's 'Pokaż telefon rodzica' with its reason, 'document' a phone printed on a PDF,
     * 'parent' a parent's save on the parent page (issue 25): the fields it wrote, never their values.
     */
    kind: text('kind', { enum: ['data', 'reveal', 'document', 'parent'] })
      .notNull()
      .default('data'),
    /** The reader's 'Powód' of a reveal; the document's name for 'document'; the fields written for 'parent'. */
    reason: text('reason'),
    /**
     * When a reveal's reason was erased with the trip's sensitive data (issue 24): free text may hold
     * a PESEL or a diagnosis. Who, when, what kind and whose data stay.
     */
    reasonErasedAt: timestamp('reason_erased_at', { withTimezone: true }),
    /** Names as they were at the read: the log outlives the student, the account and renames. */
    readerName: text('reader_name'),
    studentName: text('student_name'),
  },
  (t) => [
    check('sensitive_reads_kind', sql`${t.kind} in ('data', 'reveal', 'document', 'parent')`),
    check('sensitive_reads_reader', sql`${t.userId} is not null or ${t.kind} = 'parent'`),
    index('sensitive_reads_student_idx').on(t.studentId, t.readAt),
    index('sensitive_reads_trip_idx').on(t.tripId, t.readAt),
    index('sensitive_reads_reveals_idx').on(t.userId, t.tripId, t.readAt),
  ],
);
