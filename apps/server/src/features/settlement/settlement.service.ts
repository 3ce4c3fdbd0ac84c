import {
  EXPENSE_CATEGORIES,
  formatZloty,
  MSG,
  returnsOverSurplusMessage,
  returnTooLargeMessage,
  sensitiveEraseDate,
  settle,
  sortBySurname,
  tripCloseTooEarlyMessage,
  type Expense,
  type expenseSchema,
  type returnSchema,
  type settlementApproveSchema,
  type SettlementStudent,
  type settlementUpdateSchema,
  type TripSettlement,
  type PaymentReturn,
} from '@wycieczki/shared';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { can, loadTripAccess, seesPaymentAmounts } from '../../access/trip-access';
import { loadSchoolTripAccess } from '../../access/school-access';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { warsawDate } from '../../lib/warsaw-date';
import { type TripWriter } from '../../write/trip-write';
import { fileSlug } from '../../paperwork/file-names';
import { renderInWorker } from '../../paperwork/pdf-in-worker';
import { polishDate } from '../../paperwork/layout-common';
import type { SettlementPrint } from '../../paperwork/settlement-layout';
import {
  deleteExpense,
  deleteReturn,
  findExpense,
  findReturn,
  findSettlementTrip,
  insertExpense,
  insertReturn,
  listExpenses,
  listReturns,
  listSettlementStudents,
  saveSettlement,
  setClosed,
  setSettlementApproval,
  studentMoney,
  updateExpense,
  type SettlementTrip,
} from './settlement.repo';
import { settlementWorkbook } from './settlement-xlsx';

type ExpenseInput = z.output<typeof expenseSchema>;
type ReturnInput = z.output<typeof returnSchema>;
type SettlementUpdate = z.output<typeof settlementUpdateSchema>;
type SettlementApprove = z.output<typeof settlementApproveSchema>;

/** Everything a settlement is counted from, read together. */
async function readAll(db: Db | Tx, tripId: string) {
  const trip = await findSettlementTrip(db, tripId);
  if (!trip) throw errors.notFound(MSG.tripNotFound);
  const [students, expenses, returns] = await Promise.all([listSettlementStudents(db, tripId), listExpenses(db, tripId), listReturns(db, tripId)]);
  return { trip, students, expenses, returns };
}

type Read = Awaited<ReturnType<typeof readAll>>;

/** The settlement as the screen, the PDF and the XLSX show it (amounts per student only for `withStudents`). */
function compute({ trip, students, expenses, returns }: Read, today: string, withStudents: boolean) {
  const returnedBy = new Map<string, number>();
  for (const item of returns) returnedBy.set(item.studentId, (returnedBy.get(item.studentId) ?? 0) + item.amount);
  const manual = trip.split === 'manual' ? new Map(students.filter((s) => s.returnDue !== null).map((s) => [s.id, s.returnDue!])) : undefined;
  const costs = new Map(students.flatMap((s) => (s.cost === null ? [] : [[s.id, s.cost] as const])));
  const result = settle({ paid: new Map(students.map((s) => [s.id, s.paid])), expenses: expenses.map((e) => e.amount), returned: returnedBy, manual, costs });
  const byCategory = EXPENSE_CATEGORIES.map((category) => ({ category, amount: expenses.filter((e) => e.category === category).reduce((sum, e) => sum + e.amount, 0) })).filter(
    (line) => line.amount > 0,
  );
  const ownReturns = (id: string) => returns.filter((r) => r.studentId === id);
  const rows: SettlementStudent[] = sortBySurname(students, (s) => s.name).map((s) => {
    const line = result.due.get(s.id) ?? { due: 0, overpaid: 0, returned: 0, left: 0 };
    return { studentId: s.id, name: s.name, className: s.className, paid: s.paid, ...line, manual: s.returnDue, returns: ownReturns(s.id) };
  });
  const open = rows.filter((row) => row.left > 0);
  // What the settlement prints, as a fingerprint: the head approves this version, and the approval
  // holds only while the settlement still prints the same (however the change came).
  const version = createHash('sha256')
    .update(
      JSON.stringify([
        trip.split,
        trip.note,
        expenses.map((e) => [e.id, e.category, e.amount, e.spentOn, e.documentNo, e.note]),
        returns.map((r) => [r.id, r.studentId, r.amount, r.returnedOn, r.method]),
        rows.map((row) => [row.studentId, row.paid, row.due]),
      ]),
    )
    .digest('base64url');
  return {
    income: result.income,
    spent: result.spent,
    balance: result.balance,
    returned: result.returnedTotal,
    left: result.left,
    byCategory,
    expenses,
    split: trip.split,
    perPayer: result.perPayer,
    capped: result.capped,
    overpaid: result.overpaid,
    overpayers: result.overpayers,
    remainder: result.remainder,
    payers: students.filter((s) => s.paid > 0).length,
    note: trip.note,
    students: withStudents ? rows : null,
    closed: trip.closedAt ? { at: trip.closedAt, by: trip.closedBy ?? '' } : null,
    endDate: trip.endDate,
    erasureDate: sensitiveEraseDate(trip.endDate, trip.eraseAfterDays),
    version,
    approval: trip.approvedAt && trip.approvedVersion === version ? { at: trip.approvedAt, by: trip.approvedBy ?? '' } : null,
    checklist: {
      returnsLeft: open.length,
      returnsLeftAmount: open.reduce((sum, row) => sum + row.left, 0),
      consentsMissing: students.filter((s) => s.consent === 'missing').length,
      kartaUnapproved: trip.kartaUnapproved,
    },
    today,
    rows,
  };
}

function toPrint(trip: SettlementTrip, settlement: ReturnType<typeof compute>, printedOn: string): SettlementPrint {
  return {
    tripName: trip.name,
    destination: trip.destination,
    startDate: trip.startDate,
    endDate: trip.endDate,
    schoolName: trip.schoolName,
    leaderName: trip.leaderName,
    income: settlement.income,
    payers: settlement.payers,
    students: settlement.rows.length,
    spent: settlement.spent,
    balance: settlement.balance,
    returned: settlement.returned,
    left: settlement.left,
    split: settlement.split,
    perPayer: settlement.perPayer,
    capped: settlement.capped,
    overpaid: settlement.overpaid,
    overpayers: settlement.overpayers,
    remainder: settlement.remainder,
    expenses: settlement.expenses,
    returns: settlement.rows.filter((row) => row.due > 0 || row.returned > 0),
    note: settlement.note,
    closed: settlement.closed,
    approval: settlement.approval,
    printedOn,
  };
}


/**
 * What a reader who does not see amounts is shown (issue 47): what the trip spent and how the surplus
 * is split, never a sum counted from the families' payments (with one payer, that is one child's).
 */
type PayersMoney = 'income' | 'balance' | 'returned' | 'left' | 'perPayer' | 'remainder' | 'overpaid' | 'students' | 'checklist';
function withoutPayersMoney<T extends Omit<ReturnType<typeof compute>, 'rows'>>(settlement: T): Omit<T, PayersMoney> & Pick<TripSettlement, PayersMoney> {
  return { ...settlement, income: null, balance: null, returned: null, left: null, perPayer: null, remainder: null, overpaid: null, students: null, checklist: { ...settlement.checklist, returnsLeftAmount: null } };
}

/**
 * 'Rozliczenie wycieczki' (issue 31, decision 028): the money out ('Wydatki'), the returns
 * ('Zwrot'), the settlement counted from them and the payments (shared settlement.ts, integer grosze),
 * its PDF and XLSX, 'Zakończ wycieczkę', and the head's approval of a school trip's settlement.
 * Every write goes through the trip's write path as 'recordPayments' (the creator and the leader),
 * which a closed trip still allows; a change of the money takes back the head's approval there.
 */
export function createSettlementService({ db, writer, today = () => warsawDate() }: { db: Db; writer: TripWriter; today?: () => string }) {
  const trips = writer;

  async function studentOf(tx: Tx, tripId: string, studentId: string) {
    const student = await studentMoney(tx, tripId, studentId);
    if (!student) throw errors.notFound(MSG.studentNotFound);
    return student;
  }

  function checkedExpense(input: ExpenseInput) {
    if (input.spentOn > today()) throw errors.validation(MSG.expenseDateInFuture);
    return { category: input.category, amount: input.amount, spentOn: input.spentOn, documentNo: input.documentNo, note: input.note };
  }

  async function documents(read: Read) {
    const settlement = compute(read, today(), true);
    return { settlement, print: toPrint(read.trip, settlement, today()) };
  }

  async function pdfOf(userId: Id, read: Read) {
    const { print } = await documents(read);
    const pdf = await renderInWorker(userId, Math.ceil((print.expenses.length + print.returns.length) / 35) + 1, { kind: 'rozliczenie', settlement: print });
    return { fileName: `rozliczenie-${fileSlug(read.trip.name)}.pdf`, pdf };
  }

  async function xlsxOf(read: Read) {
    const { print } = await documents(read);
    return { fileName: `rozliczenie-${fileSlug(read.trip.name)}.xlsx`, xlsx: await settlementWorkbook(print) };
  }

  /** The head of the trip's school: every amount, nothing to record. */
  function headView(read: Read): TripSettlement {
    const { rows: _rows, ...settlement } = compute(read, today(), true);
    return { ...settlement, canRecord: false, canSeeAmounts: true, canClose: false };
  }

  /** A member who sees the amounts; others get the screen's totals only, never a file of them. */
  async function readForFile(userId: Id, tripId: Id): Promise<Read> {
    const access = await loadTripAccess(db, userId, tripId);
    const read = await readAll(db, tripId);
    if (!seesPaymentAmounts(access, read.trip.guardiansSeePayments)) throw errors.forbidden(MSG.onlyCreatorOrLeaderPayments);
    return read;
  }

  return {
    async overview(userId: Id, tripId: Id): Promise<TripSettlement> {
      const access = await loadTripAccess(db, userId, tripId);
      const read = await readAll(db, tripId);
      const amounts = seesPaymentAmounts(access, read.trip.guardiansSeePayments);
      const { rows: _rows, ...computed } = compute(read, today(), amounts);
      const settlement = amounts ? computed : withoutPayersMoney(computed);
      return { ...settlement, canRecord: can(access, 'recordPayments'), canSeeAmounts: amounts, canClose: can(access, 'closeTrip') };
    },

    pdf: async (userId: Id, tripId: Id) => pdfOf(userId, await readForFile(userId, tripId)),
    xlsx: async (userId: Id, tripId: Id) => xlsxOf(await readForFile(userId, tripId)),

    async addExpense(userId: Id, tripId: Id, input: ExpenseInput): Promise<Expense> {
      return trips.write(userId, tripId, 'recordPayments', async ({ tx, announce }) => {
        const expense = await insertExpense(tx, tripId, userId, checkedExpense(input));
        announce({ topic: 'payments', action: 'created', entityId: expense.id, line: { key: 'expenseCreated', category: expense.category } });
        return expense;
      });
    },

    async updateExpense(userId: Id, tripId: Id, expenseId: Id, input: ExpenseInput): Promise<Expense> {
      return trips.write(userId, tripId, 'recordPayments', async ({ tx, announce }) => {
        if (!(await findExpense(tx, tripId, expenseId))) throw errors.notFound(MSG.expenseNotFound);
        const expense = await updateExpense(tx, expenseId, checkedExpense(input));
        announce({ topic: 'payments', action: 'updated', entityId: expense.id, line: { key: 'expenseUpdated', category: expense.category } });
        return expense;
      });
    },

    async removeExpense(userId: Id, tripId: Id, expenseId: Id): Promise<void> {
      await trips.write(userId, tripId, 'recordPayments', async ({ tx, announce }) => {
        const expense = await findExpense(tx, tripId, expenseId);
        if (!expense) throw errors.notFound(MSG.expenseNotFound);
        await deleteExpense(tx, expenseId);
        announce({ topic: 'payments', action: 'deleted', entityId: expense.id, line: { key: 'expenseDeleted', category: expense.category } });
      });
    },

    /** 'Zapisz zwrot': at most what the student paid and has not had back. */
    async addReturn(userId: Id, tripId: Id, input: ReturnInput): Promise<PaymentReturn> {
      return trips.write(userId, tripId, 'recordPayments', async ({ tx, announce }) => {
        if (input.returnedOn > today()) throw errors.validation(MSG.returnDateInFuture);
        const student = await studentOf(tx, tripId, input.studentId);
        const left = student.paid - student.returned;
        if (input.amount > left) throw errors.validation(returnTooLargeMessage(formatZloty(Math.max(0, left))));
        const item = await insertReturn(tx, tripId, userId, { studentId: input.studentId, amount: input.amount, returnedOn: input.returnedOn, method: input.method, note: input.note });
        announce({ topic: 'payments', action: 'created', entityId: item.id, line: { key: 'returnCreated', method: item.method, student: student.name } });
        return item;
      });
    },

    async removeReturn(userId: Id, tripId: Id, returnId: Id): Promise<void> {
      await trips.write(userId, tripId, 'recordPayments', async ({ tx, announce }) => {
        const item = await findReturn(tx, tripId, returnId);
        if (!item) throw errors.notFound(MSG.returnNotFound);
        const student = await studentOf(tx, tripId, item.studentId);
        await deleteReturn(tx, returnId);
        announce({ topic: 'payments', action: 'deleted', entityId: item.id, line: { key: 'returnDeleted', method: item.method, student: student.name } });
      });
    },

    /**
     * 'Zapisz rozliczenie': the split and the note; amounts set by hand are each at most what the
     * student paid, and together at most the surplus.
     */
    async update(userId: Id, tripId: Id, input: SettlementUpdate): Promise<void> {
      await trips.write(userId, tripId, 'recordPayments', async ({ tx, announce }) => {
        const read = await readAll(tx, tripId);
        const paidBy = new Map(read.students.map((s) => [s.id, s.paid]));
        const amounts = input.split === 'manual' ? [...new Map(input.amounts.filter((a) => a.amount > 0).map((a) => [a.studentId, a.amount]))].map(([studentId, amount]) => ({ studentId, amount })) : [];
        for (const { studentId, amount } of amounts) {
          const paid = paidBy.get(studentId);
          if (paid === undefined) throw errors.notFound(MSG.studentNotFound);
          if (amount > paid) throw errors.validation(returnTooLargeMessage(formatZloty(paid)));
        }
        const surplus = Math.max(0, compute(read, today(), false).balance);
        const total = amounts.reduce((sum, a) => sum + a.amount, 0);
        if (total > surplus) throw errors.validation(returnsOverSurplusMessage(formatZloty(total), formatZloty(surplus)));
        await saveSettlement(tx, tripId, input.split, input.note, amounts);
        announce({ topic: 'payments', action: 'updated', line: { key: 'settlementSaved', split: input.split } });
      });
    },

    /** 'Zakończ wycieczkę': from the trip's last day on; the trip is read-only but for its money. */
    async close(userId: Id, tripId: Id): Promise<void> {
      await trips.write(userId, tripId, 'closeTrip', async ({ tx, access, announce }) => {
        if (access.closed) throw errors.conflict(MSG.tripAlreadyClosed);
        const trip = await findSettlementTrip(tx, tripId);
        if (!trip) throw errors.notFound(MSG.tripNotFound);
        if (trip.endDate > today()) throw errors.conflict(tripCloseTooEarlyMessage(polishDate(trip.endDate)));
        await setClosed(tx, tripId, userId);
        announce({ topic: 'trips', action: 'updated', entityId: tripId, line: { key: 'tripClosed' } });
      });
    },

    /** 'Wznów edycję': a trip closed by mistake opens again (and the head's approval of its settlement goes). */
    async reopen(userId: Id, tripId: Id): Promise<void> {
      await trips.write(userId, tripId, 'closeTrip', async ({ tx, access, announce }) => {
        if (!access.closed) throw errors.conflict(MSG.tripNotClosed);
        await setClosed(tx, tripId, null);
        announce({ topic: 'trips', action: 'updated', entityId: tripId, line: { key: 'tripReopened' } });
      });
    },

    /** The head of the trip's school: the settlement as the leader's screen shows it, with every amount. */
    async ofHead(userId: Id, tripId: Id): Promise<TripSettlement> {
      await loadSchoolTripAccess(db, userId, tripId);
      return headView(await readAll(db, tripId));
    },

    async pdfForHead(userId: Id, tripId: Id) {
      await loadSchoolTripAccess(db, userId, tripId);
      return pdfOf(userId, await readAll(db, tripId));
    },

    async xlsxForHead(userId: Id, tripId: Id) {
      await loadSchoolTripAccess(db, userId, tripId);
      return xlsxOf(await readAll(db, tripId));
    },

    /** 'Zatwierdź rozliczenie': the head, once the trip is closed; printed on the settlement's PDF. */
    async approve(userId: Id, tripId: Id, input: SettlementApprove): Promise<TripSettlement> {
      await trips.writeAsHead(userId, tripId, async ({ tx, announce }) => {
        const read = await readAll(tx, tripId);
        if (!read.trip.closedAt) throw errors.conflict(MSG.settlementNotClosed);
        if (compute(read, today(), true).version !== input.version) throw errors.conflict(MSG.settlementChanged);
        await setSettlementApproval(tx, tripId, userId, input.version);
        announce({ topic: 'payments', action: 'updated', line: { key: 'settlementApproved' } });
      });
      return headView(await readAll(db, tripId));
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
