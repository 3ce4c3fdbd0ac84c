import {
  formatZloty,
  MSG,
  returnsHeldMessage,
  returnsOverSurplusMessage,
  returnToDebtorMessage,
  returnTooLargeMessage,
  tripCloseTooEarlyMessage,
  type Expense,
  type expenseSchema,
  type returnSchema,
  type settlementApproveSchema,
  type settlementUpdateSchema,
  type TripSettlement,
  type PaymentReturn,
} from '@wycieczki/shared';
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
import {
  deleteExpense,
  deleteReturn,
  findExpense,
  findReturn,
  findSettlementTrip,
  insertExpense,
  insertReturn,
  saveSettlement,
  setClosed,
  setSettlementApproval,
  studentMoney,
  updateExpense,
} from './settlement.repo';
import { compute, readAll, toPrint, withoutPayersMoney, type Read } from './settlement-figures';
import { settlementWorkbook } from './settlement-xlsx';

type ExpenseInput = z.output<typeof expenseSchema>;
type ReturnInput = z.output<typeof returnSchema>;
type SettlementUpdate = z.output<typeof settlementUpdateSchema>;
type SettlementApprove = z.output<typeof settlementApproveSchema>;

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
    const pdf = await renderInWorker(userId, Math.ceil((print.expenses.length + print.returns.length + print.debts.length) / 35) + 1, { kind: 'rozliczenie', settlement: print });
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
     * student paid, and together at most the surplus; none for a family that owes, and none at all
     * while families owe before the trip is over (issue 63).
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
        // Never to a family that owes, nor while families owe before the trip is over (issue 63): the one rule of settle().
        const figures = compute(read, today(), false);
        if (amounts.length > 0 && figures.heldBack) throw errors.validation(returnsHeldMessage(figures.arrears.students, figures.arrears.amount));
        for (const { studentId } of amounts) {
          const row = figures.rows.find((r) => r.studentId === studentId)!;
          if (row.owes > 0) throw errors.validation(returnToDebtorMessage(row.name, row.owes));
        }
        const surplus = Math.max(0, figures.balance);
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
