import { and, asc, eq, sql } from 'drizzle-orm';
import type { Expense, PaymentReturn, SettlementSplit } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { paymentReturns, payments, students, tripExpenses, trips } from '../../db/schema';
import { chosenGender } from '../../rules/chosen-gender';

type Queryable = Db | Tx;

const iso = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const recorderName = (userId: string) => sql`coalesce((select coalesce(nullif(full_name, ''), email) from profiles where id = ${userId}), '')`;

/** What the settlement of a trip is counted and printed from, apart from its money rows. */
export type SettlementTrip = {
  name: string;
  destination: string;
  startDate: string;
  endDate: string;
  eraseAfterDays: number;
  schoolId: string | null;
  schoolName: string | null;
  leaderName: string | null;
  split: SettlementSplit;
  note: string | null;
  closedAt: string | null;
  closedBy: string | null;
  approvedAt: string | null;
  approvedBy: string | null;
  approvedVersion: string | null;
  guardiansSeePayments: boolean;
  /** A school trip whose karta the head has not approved (issue 48: 'Karta niezatwierdzona' before closing). */
  kartaUnapproved: boolean;
};

export async function findSettlementTrip(db: Queryable, tripId: string): Promise<SettlementTrip | null> {
  const [row] = await db
    .select({
      name: trips.name,
      destination: trips.destination,
      startDate: trips.startDate,
      endDate: trips.endDate,
      eraseAfterDays: trips.eraseAfterDays,
      schoolId: trips.schoolId,
      schoolName: sql<string | null>`coalesce(${trips.schoolName}, (select name from schools where id = ${trips.schoolId}))`,
      leaderName: sql<string | null>`(select coalesce(nullif(full_name, ''), email) from profiles where id = coalesce(${trips.tripLeaderId}, ${trips.createdBy}))`,
      split: trips.settlementSplit,
      note: trips.settlementNote,
      closedAt: iso(trips.closedAt),
      closedBy: trips.closedByName,
      approvedAt: iso(trips.settlementApprovedAt),
      approvedBy: trips.settlementApprovedByName,
      approvedVersion: trips.settlementApprovedVersion,
      guardiansSeePayments: trips.guardiansSeePayments,
      kartaUnapproved: sql<boolean>`(${trips.schoolId} is not null and coalesce((select a.status from trip_approvals a where a.trip_id = ${trips.id}), 'draft') <> 'approved')`,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row ?? null;
}

/** The trip's students with what each paid and the amount the leader set, in one read. */
export type SettlementStudentRow = {
  id: string;
  name: string;
  className: string | null;
  paid: number;
  /** What the student was to pay: the individual cost, else the trip's; null while none is set (issue 48: overpayments). */
  cost: number | null;
  returnDue: number | null;
  consent: string;
};

export async function listSettlementStudents(db: Queryable, tripId: string): Promise<SettlementStudentRow[]> {
  return db
    .select({
      id: students.id,
      name: students.name,
      className: students.className,
      // Correlated subqueries name the outer table explicitly (see attendance.repo.ts).
      paid: sql<number>`(select coalesce(sum(p.amount), 0)::int from ${payments} p where p.student_id = "students"."id")`,
      cost: sql<number | null>`coalesce("students"."individual_cost", (select t.cost_per_student from ${trips} t where t.id = "students"."trip_id"))`,
      returnDue: students.returnDue,
      consent: students.consent,
    })
    .from(students)
    .where(eq(students.tripId, tripId));
}

const expenseColumns = {
  id: tripExpenses.id,
  category: tripExpenses.category,
  amount: tripExpenses.amount,
  spentOn: tripExpenses.spentOn,
  documentNo: tripExpenses.documentNo,
  note: tripExpenses.note,
  recordedBy: tripExpenses.recordedByName,
  recordedByGender: chosenGender(sql`${tripExpenses.recordedBy}`),
  createdAt: iso(tripExpenses.createdAt),
};

export function listExpenses(db: Queryable, tripId: string): Promise<Expense[]> {
  return db.select(expenseColumns).from(tripExpenses).where(eq(tripExpenses.tripId, tripId)).orderBy(asc(tripExpenses.spentOn), asc(tripExpenses.createdAt), asc(tripExpenses.id));
}

export async function findExpense(tx: Tx, tripId: string, expenseId: string): Promise<Expense | null> {
  const [row] = await tx
    .select(expenseColumns)
    .from(tripExpenses)
    .where(and(eq(tripExpenses.tripId, tripId), eq(tripExpenses.id, expenseId)))
    .for('update');
  return row ?? null;
}

export type ExpenseValues = Pick<Expense, 'category' | 'amount' | 'spentOn' | 'documentNo' | 'note'>;

export async function insertExpense(tx: Tx, tripId: string, userId: string, values: ExpenseValues): Promise<Expense> {
  const [row] = await tx
    .insert(tripExpenses)
    .values({ tripId, ...values, recordedBy: userId, recordedByName: recorderName(userId) })
    .returning(expenseColumns);
  return row!;
}

export async function updateExpense(tx: Tx, expenseId: string, values: ExpenseValues): Promise<Expense> {
  const [row] = await tx
    .update(tripExpenses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tripExpenses.id, expenseId))
    .returning(expenseColumns);
  return row!;
}

export async function deleteExpense(tx: Tx, expenseId: string): Promise<void> {
  await tx.delete(tripExpenses).where(eq(tripExpenses.id, expenseId));
}

const returnColumns = {
  id: paymentReturns.id,
  studentId: paymentReturns.studentId,
  amount: paymentReturns.amount,
  returnedOn: paymentReturns.returnedOn,
  method: paymentReturns.method,
  note: paymentReturns.note,
  recordedBy: paymentReturns.recordedByName,
  createdAt: iso(paymentReturns.createdAt),
};

export function listReturns(db: Queryable, tripId: string): Promise<PaymentReturn[]> {
  return db
    .select(returnColumns)
    .from(paymentReturns)
    .where(eq(paymentReturns.tripId, tripId))
    .orderBy(asc(paymentReturns.returnedOn), asc(paymentReturns.createdAt), asc(paymentReturns.id));
}

export async function findReturn(tx: Tx, tripId: string, returnId: string): Promise<PaymentReturn | null> {
  const [row] = await tx
    .select(returnColumns)
    .from(paymentReturns)
    .where(and(eq(paymentReturns.tripId, tripId), eq(paymentReturns.id, returnId)))
    .for('update');
  return row ?? null;
}

export type ReturnValues = Pick<PaymentReturn, 'studentId' | 'amount' | 'returnedOn' | 'method' | 'note'>;

export async function insertReturn(tx: Tx, tripId: string, userId: string, values: ReturnValues): Promise<PaymentReturn> {
  const [row] = await tx
    .insert(paymentReturns)
    .values({ tripId, ...values, recordedBy: userId, recordedByName: recorderName(userId) })
    .returning(returnColumns);
  return row!;
}

export async function deleteReturn(tx: Tx, returnId: string): Promise<void> {
  await tx.delete(paymentReturns).where(eq(paymentReturns.id, returnId));
}

/** One student of the trip (held FOR UPDATE), with what they paid and had back. */
export async function studentMoney(tx: Tx, tripId: string, studentId: string): Promise<{ name: string; paid: number; returned: number } | null> {
  // The row is locked first, in a statement of its own: two returns to one child at once (a double
  // tap, two phones) wait for each other here. The sums are read after it, in a new statement, whose
  // snapshot (READ COMMITTED) sees what the other committed; read in the locking statement, they
  // would be as they were before the wait, and both returns would pass.
  const [locked] = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.tripId, tripId), eq(students.id, studentId)))
    .for('update');
  if (!locked) return null;
  const [row] = await tx
    .select({
      name: students.name,
      paid: sql<number>`(select coalesce(sum(p.amount), 0)::int from ${payments} p where p.student_id = "students"."id")`,
      returned: sql<number>`(select coalesce(sum(r.amount), 0)::int from ${paymentReturns} r where r.student_id = "students"."id")`,
    })
    .from(students)
    .where(eq(students.id, studentId));
  return row ?? null;
}

/** 'Zapisz rozliczenie': the split, the note, and the amounts set by hand (every other student's cleared). */
export async function saveSettlement(tx: Tx, tripId: string, split: SettlementSplit, note: string | null, amounts: { studentId: string; amount: number }[]): Promise<void> {
  await tx.update(trips).set({ settlementSplit: split, settlementNote: note }).where(eq(trips.id, tripId));
  await tx.update(students).set({ returnDue: null }).where(eq(students.tripId, tripId));
  for (const { studentId, amount } of amounts) {
    await tx
      .update(students)
      .set({ returnDue: amount })
      .where(and(eq(students.tripId, tripId), eq(students.id, studentId)));
  }
}

/** A change of the money after the head's approval takes the approval back: the head approves what is printed. */
export async function clearSettlementApproval(tx: Tx, tripId: string): Promise<boolean> {
  const rows = await tx
    .update(trips)
    .set({ settlementApprovedAt: null, settlementApprovedByName: null, settlementApprovedVersion: null })
    .where(and(eq(trips.id, tripId), sql`${trips.settlementApprovedAt} is not null`))
    .returning({ id: trips.id });
  return rows.length > 0;
}

export async function setSettlementApproval(tx: Tx, tripId: string, userId: string, version: string): Promise<void> {
  await tx
    .update(trips)
    .set({ settlementApprovedAt: sql`now()`, settlementApprovedByName: recorderName(userId), settlementApprovedVersion: version })
    .where(eq(trips.id, tripId));
}

export async function setClosed(tx: Tx, tripId: string, userId: string | null): Promise<void> {
  await tx
    .update(trips)
    .set(userId ? { closedAt: sql`now()`, closedByName: recorderName(userId) } : { closedAt: null, closedByName: null, settlementApprovedAt: null, settlementApprovedByName: null, settlementApprovedVersion: null })
    .where(eq(trips.id, tripId));
}
