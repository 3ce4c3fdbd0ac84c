import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './accounts';
import { students } from './students';
import { tripIdColumn } from './trips';

// Money for the trip (issue 26, decision 023): what each student's parents paid. The cost and its
// instalments are the trip's own columns; a student's individual cost is the student's.

/** Who recorded a payment, an expense or a return, and their name at the time: the statement still says who after the account is gone. */
const recordedByColumns = () => ({
  recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  recordedByName: text('recorded_by_name').notNull(),
});

/**
 * One payment, in grosze. A student with payments cannot be deleted (the foreign key has no cascade:
 * money received is never dropped with a row); deleting the whole trip takes them with it.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    tripId: tripIdColumn(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    amount: integer('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: ['gotowka', 'przelew'] }).notNull(),
    note: text('note'),
    /** A confirmed line of an imported bank statement: its fingerprint, so the same line is never recorded twice. */
    bankRef: text('bank_ref'),
    ...recordedByColumns(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_trip_student_idx').on(t.tripId, t.studentId),
    index('payments_student_idx').on(t.studentId),
    uniqueIndex('payments_trip_bank_ref_key').on(t.tripId, t.bankRef).where(sql`${t.bankRef} is not null`),
    check('payments_amount', sql`${t.amount} between 1 and 10000000`),
    check('payments_method', sql`${t.method} in ('gotowka', 'przelew')`),
  ],
);

/** 'Wydatki' (issue 31): what the trip's money paid for, in grosze. */
export const tripExpenses = pgTable(
  'trip_expenses',
  {
    id: id(),
    tripId: tripIdColumn(),
    category: text('category', { enum: ['transport', 'noclegi', 'wyzywienie', 'bilety', 'przewodnik', 'ubezpieczenie', 'inne'] }).notNull(),
    amount: integer('amount').notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    /** The invoice's or receipt's number. */
    documentNo: text('document_no'),
    note: text('note'),
    ...recordedByColumns(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trip_expenses_trip_idx').on(t.tripId, t.spentOn),
    check('trip_expenses_amount', sql`${t.amount} between 1 and 10000000`),
    check('trip_expenses_category', sql`${t.category} in ('transport', 'noclegi', 'wyzywienie', 'bilety', 'przewodnik', 'ubezpieczenie', 'inne')`),
  ],
);

/**
 * 'Zwrot' (issue 31): money given back to a student's parents from the settlement, recorded like a
 * payment. As with payments, a student with returns cannot be deleted.
 */
export const paymentReturns = pgTable(
  'payment_returns',
  {
    id: id(),
    tripId: tripIdColumn(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    amount: integer('amount').notNull(),
    returnedOn: date('returned_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: ['gotowka', 'przelew'] }).notNull(),
    note: text('note'),
    ...recordedByColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_returns_trip_student_idx').on(t.tripId, t.studentId),
    index('payment_returns_student_idx').on(t.studentId),
    check('payment_returns_amount', sql`${t.amount} between 1 and 10000000`),
    check('payment_returns_method', sql`${t.method} in ('gotowka', 'przelew')`),
  ],
);
