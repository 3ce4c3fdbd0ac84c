import {
  formatZloty,
  LIMITS,
  MONEY_DATE_MIN,
  MONEY_MAX_GROSZE,
  MSG,
  paymentBelowReturnsMessage,
  sortBySurname,
  studentBalance,
  studentInstalments,
  transferCodeTitle,
  transferTitle,
  zbpTransferString,
  type CostPlan,
  type ParentPayments,
  type Payment,
  type paymentSchema,
  type studentCostSchema,
  type StatementImportResult,
  type statementImportSchema,
  type StatementPreview,
  type StatementPreviewLine,
  type StudentPayments,
  type TripPayments,
} from '@wycieczki/shared';
import type { z } from 'zod';
import { assertCan, can, loadTripAccess, seesPaymentAmounts } from '../../access/trip-access';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { warsawDate } from '../../lib/warsaw-date';
import { type TripWriter } from '../../write/trip-write';
import { decodeText } from '../students/import/read-table';
import { readStatement, words, type StatementLine } from './bank-statement';
import {
  deletePayment,
  findMoneyStudent,
  findPayment,
  findTripMoney,
  insertPayment,
  listMoneyStudents,
  listPayments,
  paidByStudent,
  recordedBankRefs,
  returnedToStudent,
  setIndividualCost,
  updatePayment,
  type MoneyStudent,
  type PaymentValues,
  type TripMoney,
} from './payments.repo';

type PaymentInput = z.output<typeof paymentSchema>;
type StudentCostInput = z.output<typeof studentCostSchema>;
type StatementImport = z.output<typeof statementImportSchema>;

/**
 * The student a bank transfer seems to be for: the one whose every name is a word of the title; of
 * several (siblings in one title), the one whose next payment is that amount; else the only student
 * of the trip with a surname in the title. Nobody when it is not clear: the teacher chooses.
 */
export function proposeStudent(line: Pick<StatementLine, 'title' | 'amount'>, students: { id: string; name: string; toPay: number }[]): { studentId: string | null; reason: string } {
  const title = new Set(words(line.title));
  const named = students.filter((student) => words(student.name).every((word) => title.has(word)));
  if (named.length === 1) return { studentId: named[0]!.id, reason: 'imię i nazwisko w tytule' };
  if (named.length > 1) {
    const byAmount = named.filter((student) => student.toPay === line.amount);
    return byAmount.length === 1 ? { studentId: byAmount[0]!.id, reason: 'imię, nazwisko i kwota' } : { studentId: null, reason: 'pasuje do kilku uczniów' };
  }
  const bySurname = students.filter((student) => {
    const name = words(student.name);
    return name.length > 1 && title.has(name[name.length - 1]!);
  });
  if (bySurname.length === 1) return { studentId: bySurname[0]!.id, reason: 'nazwisko w tytule' };
  return { studentId: null, reason: bySurname.length > 1 ? 'pasuje do kilku uczniów' : 'brak ucznia w tytule' };
}

/** Why a statement's line cannot be recorded as a payment, in Polish; null: it can (the preview and the import ask alike). */
function statementLineProblem(line: { amount: number; paidOn: string }, today: string): string | null {
  if (!Number.isSafeInteger(line.amount)) return MSG.amountInvalid;
  if (line.amount < 1) return MSG.amountNotPositive;
  if (line.amount > MONEY_MAX_GROSZE) return MSG.amountTooLarge;
  if (line.paidOn > today) return MSG.paymentDateInFuture;
  if (line.paidOn < MONEY_DATE_MIN) return MSG.paymentDateTooEarly;
  return null;
}

/** Text without control characters (a NUL from a bank's file), each run of them one space. */
function storableText(text: string): string {
  return text.replace(/[\p{Cc}\s]+/gu, ' ').trim();
}

function costPlan(money: TripMoney): CostPlan | null {
  return money.costPerStudent === null ? null : { perStudent: money.costPerStudent, instalments: money.instalments, startDate: money.startDate };
}


/**
 * 'Wpłaty' (issue 26, decision 023): the trip's cost per student, what each student owes by today
 * and has paid, and the payments the creator and the leader record. Balances are counted here from
 * integer grosze with the shared rules (packages/shared/src/money.ts), never stored.
 */
export function createPaymentsService({ db, writer, today = () => warsawDate() }: { db: Db; writer: TripWriter; today?: () => string }) {
  const trips = writer;

  async function studentOf(tx: Tx, tripId: string, studentId: string, options: { lock?: boolean } = {}): Promise<MoneyStudent> {
    const student = await findMoneyStudent(tx, tripId, studentId, options);
    if (!student) throw errors.notFound(MSG.studentNotFound);
    return student;
  }

  /** After a correction or a deletion: a student's payments never fall below what was returned to them. */
  async function keepAboveReturns(tx: Tx, tripId: string, studentId: string): Promise<void> {
    const returned = await returnedToStudent(tx, studentId);
    if (returned === 0) return;
    if ((await paidByStudent(tx, tripId, studentId)) < returned) throw errors.conflict(paymentBelowReturnsMessage(formatZloty(returned)));
  }

  async function checkedValues(tx: Tx, tripId: string, input: PaymentInput): Promise<{ values: PaymentValues; student: MoneyStudent }> {
    const money = await findTripMoney(tx, tripId);
    if (money?.costPerStudent === null || !money) throw errors.validation(MSG.tripCostMissing);
    if (input.paidOn > today()) throw errors.validation(MSG.paymentDateInFuture);
    // Held until the payment commits: a deletion of the child waits, and then refuses as it has payments.
    const student = await studentOf(tx, tripId, input.studentId, { lock: true });
    return { values: { studentId: input.studentId, amount: input.amount, paidOn: input.paidOn, method: input.method, note: input.note }, student };
  }

  return {
    async overview(userId: Id, tripId: Id): Promise<TripPayments> {
      const access = await loadTripAccess(db, userId, tripId);
      const money = await findTripMoney(db, tripId);
      if (!money) throw errors.notFound(MSG.tripNotFound);
      const [students, payments] = await Promise.all([listMoneyStudents(db, tripId), listPayments(db, tripId)]);
      const plan = costPlan(money);
      const day = today();
      const amounts = seesPaymentAmounts(access, money.guardiansSeePayments);
      const byStudent = new Map<string, Payment[]>();
      for (const payment of payments) byStudent.set(payment.studentId, [...(byStudent.get(payment.studentId) ?? []), payment]);
      const totals = { paid: 0, cost: 0, behind: 0, overpaid: 0 };
      const rows: StudentPayments[] = sortBySurname(students, (student) => student.name).map((student) => {
        const own = byStudent.get(student.id) ?? [];
        const paid = own.reduce((sum, payment) => sum + payment.amount, 0);
        const balance = plan ? studentBalance(plan, student.individualCost, paid, day) : null;
        totals.paid += paid;
        totals.cost += balance?.cost ?? 0;
        if (balance?.status === 'behind') totals.behind += 1;
        if (paid > (balance?.cost ?? 0)) totals.overpaid += 1;
        return {
          studentId: student.id,
          name: student.name,
          className: student.className,
          status: balance?.status ?? (paid > 0 ? 'overpaid' : 'free'),
          amounts: amounts
            ? {
                cost: balance?.cost ?? 0,
                individualCost: student.individualCost,
                individualCostNote: student.individualCostNote,
                dueNow: balance?.dueNow ?? 0,
                paid,
                balance: balance?.balance ?? paid,
                payments: own,
              }
            : null,
        };
      });
      const cost = plan
        ? { perStudent: plan.perStudent, instalments: money.instalments, account: money.account, payee: money.payee, guardiansSeePayments: money.guardiansSeePayments }
        : null;
      // Without amounts, the counts only: a sum paid is one family's payment when one has paid (issue 47).
      return { cost, today: day, totals: amounts ? totals : { ...totals, paid: null, cost: null }, students: rows, canRecord: can(access, 'recordPayments'), canSeeAmounts: amounts };
    },

    async add(userId: Id, tripId: Id, input: PaymentInput): Promise<Payment> {
      return trips.write(userId, tripId, 'recordPayments', async ({ tx, announce }) => {
        const { values, student } = await checkedValues(tx, tripId, input);
        const payment = await insertPayment(tx, tripId, userId, values);
        announce({ topic: 'payments', action: 'created', entityId: payment.id, line: { key: 'paymentCreated', method: payment.method, student: student.name } });
        return payment;
      });
    },

    async update(userId: Id, tripId: Id, paymentId: Id, input: PaymentInput): Promise<Payment> {
      return trips.write(userId, tripId, 'recordPayments', async ({ tx, announce }) => {
        const before = await findPayment(tx, tripId, paymentId);
        if (!before) throw errors.notFound(MSG.paymentNotFound);
        if (before.studentId !== input.studentId) await studentOf(tx, tripId, before.studentId, { lock: true });
        const { values, student } = await checkedValues(tx, tripId, input);
        const payment = await updatePayment(tx, paymentId, values);
        await keepAboveReturns(tx, tripId, before.studentId);
        announce({ topic: 'payments', action: 'updated', entityId: payment.id, line: { key: 'paymentUpdated', method: payment.method, student: student.name } });
        return payment;
      });
    },

    async remove(userId: Id, tripId: Id, paymentId: Id): Promise<void> {
      await trips.write(userId, tripId, 'recordPayments', async ({ tx, announce }) => {
        const payment = await findPayment(tx, tripId, paymentId);
        if (!payment) throw errors.notFound(MSG.paymentNotFound);
        // Held until the deletion commits: a return to the child made at the same moment waits, then sees it.
        const student = await studentOf(tx, tripId, payment.studentId, { lock: true });
        await deletePayment(tx, paymentId);
        await keepAboveReturns(tx, tripId, payment.studentId);
        announce({ topic: 'payments', action: 'deleted', entityId: payment.id, line: { key: 'paymentDeleted', method: payment.method, student: student.name } });
      });
    },

    /** 'Koszt indywidualny': null goes back to the trip's cost per student. */
    async setStudentCost(userId: Id, tripId: Id, studentId: Id, input: StudentCostInput): Promise<void> {
      await trips.write(userId, tripId, 'recordPayments', async ({ tx, announce }) => {
        const student = await studentOf(tx, tripId, studentId);
        await setIndividualCost(tx, studentId, input.amount, input.note);
        announce({ topic: 'payments', action: 'updated', entityId: studentId, line: { key: input.amount === null ? 'costRestored' : 'costOverridden', student: student.name } });
      });
    },

    /**
     * 'Importuj wyciąg', first step: the statement's incoming transfers, each with the student it
     * seems to be for. Nothing is recorded until the teacher confirms (`importStatement`).
     */
    async previewStatement(userId: Id, tripId: Id, bytes: Uint8Array): Promise<StatementPreview> {
      assertCan(await loadTripAccess(db, userId, tripId), 'recordPayments');
      if (bytes.length === 0) throw errors.validation(MSG.statementEmpty);
      if (bytes.length > LIMITS.statementMaxBytes) throw errors.validation(MSG.statementTooLarge);
      const money = await findTripMoney(db, tripId);
      const plan = money && costPlan(money);
      if (!plan) throw errors.validation(MSG.tripCostMissing);
      const read = readStatement(decodeText(bytes));
      const [students, payments, recorded] = await Promise.all([
        listMoneyStudents(db, tripId),
        listPayments(db, tripId),
        recordedBankRefs(db, tripId, read.lines.map((line) => line.ref)),
      ]);
      const day = today();
      const candidates = students.map((student) => {
        const paid = payments.filter((payment) => payment.studentId === student.id).reduce((sum, payment) => sum + payment.amount, 0);
        return { id: student.id, name: student.name, toPay: studentBalance(plan, student.individualCost, paid, day).toPayNow };
      });
      const lines: StatementPreviewLine[] = read.lines.map((line) => {
        // A line the import would refuse is listed with why, and proposed for nobody (issue 47).
        const problem = statementLineProblem({ amount: line.amount, paidOn: line.date }, day);
        const proposal = problem ? { studentId: null, reason: problem } : proposeStudent(line, candidates);
        return { ...line, ...proposal, recorded: recorded.has(line.ref), problem };
      });
      return { lines, outgoing: read.outgoing, unreadable: read.unreadable };
    },

    /**
     * 'Zapisz wybrane': the confirmed lines become transfers ('przelew', the title as the note), in
     * one transaction; a line recorded before (by its fingerprint) is skipped, never doubled.
     */
    async importStatement(userId: Id, tripId: Id, input: StatementImport): Promise<StatementImportResult> {
      return trips.write(userId, tripId, 'recordPayments', async ({ tx, announce }) => {
        const money = await findTripMoney(tx, tripId);
        if (!money || money.costPerStudent === null) throw errors.validation(MSG.tripCostMissing);
        const day = today();
        const students = new Set((await listMoneyStudents(tx, tripId)).map((student) => student.id));
        // Each line on its own (issue 47): one the import cannot take is reported on that line, in
        // Polish, and the others go in.
        const refused: StatementImportResult['refused'] = [];
        const takeable = input.lines.filter((line) => {
          const problem = statementLineProblem(line, day) ?? (students.has(line.studentId) ? null : MSG.statementStudentGone);
          if (problem) refused.push({ ref: line.ref, message: problem });
          return problem === null;
        });
        const before = await recordedBankRefs(tx, tripId, takeable.map((line) => line.ref));
        const fresh = [...new Map(takeable.filter((line) => !before.has(line.ref)).map((line) => [line.ref, line])).values()];
        for (const line of fresh) {
          // A title as the bank wrote it may hold control characters (a NUL), which no text column stores.
          const note = line.title ? storableText(line.title).slice(0, LIMITS.paymentNoteMax) || null : null;
          await insertPayment(tx, tripId, userId, { studentId: line.studentId, amount: line.amount, paidOn: line.paidOn, method: 'przelew', note }, line.ref);
        }
        if (fresh.length > 0) announce({ topic: 'payments', action: 'created', line: { key: 'statementImported', transfers: fresh.length } });
        return { recorded: fresh.length, alreadyRecorded: takeable.length - fresh.length, refused };
      });
    },

    /**
     * 'Do zapłaty' on the parent page, whose link the caller has checked: the child's own instalments,
     * what is paid, and the transfer with its ZBP 2D code. Null when the trip has no cost.
     */
    async ofParent(tripId: string, studentId: string): Promise<ParentPayments | null> {
      const money = await findTripMoney(db, tripId);
      const plan = money && costPlan(money);
      if (!money || !plan) return null;
      const student = await findMoneyStudent(db, tripId, studentId);
      if (!student) return null;
      const paid = await paidByStudent(db, tripId, studentId);
      const balance = studentBalance(plan, student.individualCost, paid, today());
      const transfer =
        money.account && money.payee
          ? {
              payee: money.payee,
              account: money.account,
              title: transferTitle(money.name, student.name, student.className),
              code:
                balance.toPayNow > 0
                  ? zbpTransferString({
                      account: money.account,
                      amount: balance.toPayNow,
                      recipient: money.payee,
                      title: transferCodeTitle(money.name, student.name, student.className),
                    })
                  : null,
            }
          : null;
      return {
        instalments: studentInstalments(plan, student.individualCost),
        cost: balance.cost,
        paid,
        status: balance.status,
        toPayNow: balance.toPayNow,
        toPayBy: balance.toPayBy,
        transfer,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
