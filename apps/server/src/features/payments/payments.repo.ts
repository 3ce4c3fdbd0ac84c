import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Instalment, Payment, PaymentMethod } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { paymentReturns, payments, students, trips } from '../../db/schema';
import { chosenGender } from '../../rules/chosen-gender';

type Queryable = Db | Tx;

/** What the money of a trip is counted from: its cost plan and where it is paid to. */
export type TripMoney = {
  name: string;
  startDate: string;
  costPerStudent: number | null;
  instalments: Instalment[];
  account: string | null;
  payee: string | null;
  guardiansSeePayments: boolean;
};

export async function findTripMoney(db: Queryable, tripId: string): Promise<TripMoney | null> {
  const [row] = await db
    .select({
      name: trips.name,
      startDate: trips.startDate,
      costPerStudent: trips.costPerStudent,
      instalments: trips.costInstalments,
      account: trips.bankAccount,
      payee: trips.payee,
      guardiansSeePayments: trips.guardiansSeePayments,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row ?? null;
}

export type MoneyStudent = { id: string; name: string; className: string | null; individualCost: number | null; individualCostNote: string | null };

const moneyStudentColumns = {
  id: students.id,
  name: students.name,
  className: students.className,
  individualCost: students.individualCost,
  individualCostNote: students.individualCostNote,
};

export function listMoneyStudents(db: Queryable, tripId: string): Promise<MoneyStudent[]> {
  return db.select(moneyStudentColumns).from(students).where(eq(students.tripId, tripId));
}

/** One student of the trip; `lock` holds the row (FOR SHARE) to the end of the transaction. */
export async function findMoneyStudent(db: Queryable, tripId: string, studentId: string, { lock = false } = {}): Promise<MoneyStudent | null> {
  const query = db
    .select(moneyStudentColumns)
    .from(students)
    .where(and(eq(students.tripId, tripId), eq(students.id, studentId)));
  const [row] = lock ? await query.for('share') : await query;
  return row ?? null;
}

const paymentColumns = {
  id: payments.id,
  studentId: payments.studentId,
  amount: payments.amount,
  paidOn: payments.paidOn,
  method: payments.method,
  note: payments.note,
  recordedBy: payments.recordedByName,
  recordedByGender: chosenGender(sql`${payments.recordedBy}`),
  createdAt: sql<string>`to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** The trip's payments (or one student's), oldest first. */
export function listPayments(db: Queryable, tripId: string, studentId?: string): Promise<Payment[]> {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(studentId ? and(eq(payments.tripId, tripId), eq(payments.studentId, studentId)) : eq(payments.tripId, tripId))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt), asc(payments.id));
}

/** What one student has paid, for the parent page. */
export async function paidByStudent(db: Queryable, tripId: string, studentId: string): Promise<number> {
  const [row] = await db
    .select({ paid: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.tripId, tripId), eq(payments.studentId, studentId)));
  return row?.paid ?? 0;
}

export async function findPayment(tx: Tx, tripId: string, paymentId: string): Promise<Payment | null> {
  const [row] = await tx
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.tripId, tripId), eq(payments.id, paymentId)))
    .for('update');
  return row ?? null;
}

export type PaymentValues = { studentId: string; amount: number; paidOn: string; method: PaymentMethod; note: string | null };

/** Records a payment in the name the recorder has now (or, for a bank line, its fingerprint too). */
export async function insertPayment(tx: Tx, tripId: string, userId: string, values: PaymentValues, bankRef: string | null = null): Promise<Payment> {
  const [row] = await tx
    .insert(payments)
    .values({
      tripId,
      ...values,
      bankRef,
      recordedBy: userId,
      recordedByName: sql`coalesce((select coalesce(nullif(full_name, ''), email) from profiles where id = ${userId}), '')`,
    })
    .returning(paymentColumns);
  return row!;
}

export async function updatePayment(tx: Tx, paymentId: string, values: PaymentValues): Promise<Payment> {
  const [row] = await tx
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId))
    .returning(paymentColumns);
  return row!;
}

export async function deletePayment(tx: Tx, paymentId: string): Promise<void> {
  await tx.delete(payments).where(eq(payments.id, paymentId));
}

export async function setIndividualCost(tx: Tx, studentId: string, amount: number | null, note: string | null): Promise<void> {
  await tx
    .update(students)
    .set({ individualCost: amount, individualCostNote: amount === null ? null : note })
    .where(eq(students.id, studentId));
}

/** The fingerprints of bank lines already recorded on the trip, of those given. */
export async function recordedBankRefs(db: Queryable, tripId: string, refs: string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .select({ ref: payments.bankRef })
    .from(payments)
    .where(and(eq(payments.tripId, tripId), inArray(payments.bankRef, refs)));
  return new Set(rows.map((row) => row.ref!));
}

/** What was returned to the student ('Zwrot', issue 31): their payments may not go below it. */
export async function returnedToStudent(tx: Tx, studentId: string): Promise<number> {
  const [row] = await tx
    .select({ returned: sql<number>`coalesce(sum(${paymentReturns.amount}), 0)::int` })
    .from(paymentReturns)
    .where(eq(paymentReturns.studentId, studentId));
  return row?.returned ?? 0;
}
