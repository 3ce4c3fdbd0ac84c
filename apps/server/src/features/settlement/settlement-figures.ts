import { EXPENSE_CATEGORIES, MSG, sensitiveEraseDate, settle, sortBySurname, type SettlementStudent, type TripSettlement } from '@wycieczki/shared';
import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { SettlementPrint } from '../../paperwork/settlement-layout';
import { findSettlementTrip, listExpenses, listReturns, listSettlementStudents, type SettlementTrip } from './settlement.repo';

/** Everything a settlement is counted from, read together. */
export async function readAll(db: Db | Tx, tripId: string) {
  const trip = await findSettlementTrip(db, tripId);
  if (!trip) throw errors.notFound(MSG.tripNotFound);
  const [students, expenses, returns] = await Promise.all([listSettlementStudents(db, tripId), listExpenses(db, tripId), listReturns(db, tripId)]);
  return { trip, students, expenses, returns };
}

export type Read = Awaited<ReturnType<typeof readAll>>;

/** The trip is over for its settlement (issue 63): closed, or past its last day. Until then, families who owe hold the surplus back. */
const tripOver = (trip: SettlementTrip, today: string) => trip.closedAt !== null || today > trip.endDate;

/**
 * The settlement as the screen, the PDF and the XLSX show it (amounts per student only for
 * `withStudents`), counted by the one rule in shared settlement.ts.
 */
export function compute({ trip, students, expenses, returns }: Read, today: string, withStudents: boolean) {
  const returnedBy = new Map<string, number>();
  for (const item of returns) returnedBy.set(item.studentId, (returnedBy.get(item.studentId) ?? 0) + item.amount);
  const manual = trip.split === 'manual' ? new Map(students.filter((s) => s.returnDue !== null).map((s) => [s.id, s.returnDue!])) : undefined;
  const costs = new Map(students.flatMap((s) => (s.cost === null ? [] : [[s.id, s.cost] as const])));
  const input = { paid: new Map(students.map((s) => [s.id, s.paid])), expenses: expenses.map((e) => e.amount), returned: returnedBy, manual, costs };
  const over = tripOver(trip, today);
  const result = settle({ ...input, over });
  // 'Zakończ wycieczkę' lists what closing leaves to return: the settlement once the trip is over.
  const closing = over ? result : settle({ ...input, over: true });
  const byCategory = EXPENSE_CATEGORIES.map((category) => ({ category, amount: expenses.filter((e) => e.category === category).reduce((sum, e) => sum + e.amount, 0) })).filter(
    (line) => line.amount > 0,
  );
  const ownReturns = (id: string) => returns.filter((r) => r.studentId === id);
  const rows: SettlementStudent[] = sortBySurname(students, (s) => s.name).map((s) => {
    const line = result.due.get(s.id) ?? { due: 0, overpaid: 0, returned: 0, left: 0 };
    return { studentId: s.id, name: s.name, className: s.className, paid: s.paid, ...line, owes: result.owing.get(s.id) ?? 0, manual: s.returnDue, returns: ownReturns(s.id) };
  });
  const open = [...closing.due.values()].filter((line) => line.left > 0);
  // What the settlement prints, as a fingerprint: the head approves this version, and the approval
  // holds only while the settlement still prints the same (however the change came). A debt joins a
  // row only where there is one, so a settlement without debts keeps the version it had.
  const version = createHash('sha256')
    .update(
      JSON.stringify([
        trip.split,
        trip.note,
        expenses.map((e) => [e.id, e.category, e.amount, e.spentOn, e.documentNo, e.note]),
        returns.map((r) => [r.id, r.studentId, r.amount, r.returnedOn, r.method]),
        rows.map((row) => [row.studentId, row.paid, row.due, ...(row.owes > 0 ? [row.owes] : [])]),
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
    arrears: result.arrears,
    heldBack: result.heldBack,
    recipients: result.recipients,
    note: trip.note,
    students: withStudents ? rows : null,
    closed: trip.closedAt ? { at: trip.closedAt, by: trip.closedBy ?? '' } : null,
    endDate: trip.endDate,
    erasureDate: sensitiveEraseDate(trip.endDate, trip.eraseAfterDays),
    version,
    approval: trip.approvedAt && trip.approvedVersion === version ? { at: trip.approvedAt, by: trip.approvedBy ?? '' } : null,
    checklist: {
      returnsLeft: open.length,
      returnsLeftAmount: open.reduce((sum, line) => sum + line.left, 0),
      consentsMissing: students.filter((s) => s.consent === 'missing').length,
      kartaUnapproved: trip.kartaUnapproved,
    },
    today,
    rows,
  };
}

export type Figures = ReturnType<typeof compute>;

export function toPrint(trip: SettlementTrip, settlement: Figures, printedOn: string): SettlementPrint {
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
    arrears: settlement.arrears,
    heldBack: settlement.heldBack,
    recipients: settlement.recipients,
    expenses: settlement.expenses,
    returns: settlement.rows.filter((row) => row.due > 0 || row.returned > 0),
    debts: settlement.rows.filter((row) => row.owes > 0),
    note: settlement.note,
    closed: settlement.closed,
    approval: settlement.approval,
    printedOn,
  };
}

/**
 * What a reader who does not see amounts is shown (issue 47): what the trip spent and how the surplus
 * is split, never a sum counted from the families' payments (with one payer, that is one child's).
 * How many families owe stays: 'Wpłaty' shows them their statuses.
 */
type PayersMoney = 'income' | 'balance' | 'returned' | 'left' | 'perPayer' | 'remainder' | 'overpaid' | 'arrears' | 'students' | 'checklist';
export function withoutPayersMoney<T extends Omit<Figures, 'rows'>>(settlement: T): Omit<T, PayersMoney> & Pick<TripSettlement, PayersMoney> {
  return {
    ...settlement,
    income: null,
    balance: null,
    returned: null,
    left: null,
    perPayer: null,
    remainder: null,
    overpaid: null,
    arrears: { students: settlement.arrears.students, amount: null },
    students: null,
    checklist: { ...settlement.checklist, returnsLeftAmount: null },
  };
}
