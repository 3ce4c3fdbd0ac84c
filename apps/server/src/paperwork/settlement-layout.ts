import { EXPENSE_CATEGORY_LABELS, formatZloty, PAYMENT_METHOD_LABELS, settlementSplitLine, type Expense, type SettlementSplit, type SettlementStudent } from '@wycieczki/shared';
import { a4Document, type Content, type DocDefinition, type TableCell } from './doc-definition';
import { approvalLine } from './layouts';
import { polishDate, polishDateTime, signature } from './layout-common';

/**
 * What 'Rozliczenie wycieczki (PDF)' prints (issue 31), as Polish schools lay a trip's settlement
 * out: the trip, I. Przychody (the parents' payments), II. Rozchody (each expense with its document,
 * summed), III. Saldo, IV. Zwroty (per student: due, returned, left), what families still owe
 * (issue 63), the leader's note, and the leader's and the head's signature lines, or the head's
 * approval in the app once given.
 */
export type SettlementPrint = {
  tripName: string;
  destination: string;
  startDate: string;
  endDate: string;
  schoolName: string | null;
  leaderName: string | null;
  income: number;
  payers: number;
  students: number;
  spent: number;
  balance: number;
  returned: number;
  left: number;
  split: SettlementSplit;
  perPayer: number;
  capped: number;
  remainder: number;
  /** Paid beyond the cost, due back first (issue 48), and by how many. */
  overpaid: number;
  overpayers: number;
  /** Who still owes and how much (issue 63); while anyone does before the trip is over, no return of the surplus. */
  arrears: { students: number; amount: number };
  heldBack: boolean;
  recipients: number;
  expenses: Expense[];
  returns: Pick<SettlementStudent, 'name' | 'className' | 'paid' | 'due' | 'overpaid' | 'returned' | 'left' | 'returns'>[];
  /** The students who still owe, with what. */
  debts: Pick<SettlementStudent, 'name' | 'className' | 'paid' | 'owes'>[];
  note: string | null;
  closed: { at: string; by: string } | null;
  approval: { at: string; by: string } | null;
  /** YYYY-MM-DD */
  printedOn: string;
};

const header = (texts: string[]): TableCell[] => texts.map((text) => ({ text, style: 'tableHeader' }));
const money = (grosze: number, bold = false): TableCell => ({ text: formatZloty(grosze), alignment: 'right', bold });

function totalsTable(print: SettlementPrint): Content {
  return {
    table: {
      widths: ['*', 110],
      body: [
        ['I. Przychody (wpłaty rodziców)', money(print.income, true)],
        ['II. Rozchody (wydatki)', money(print.spent, true)],
        [{ text: 'III. Saldo (I – II)', bold: true }, money(print.balance, true)],
        ['IV. Zwroty wypłacone', money(print.returned, true)],
        [{ text: 'Pozostaje (III – IV)', bold: true }, money(print.left, true)],
      ],
    },
    style: 'table',
    margin: [0, 0, 0, 8],
  };
}

export function rozliczenie(print: SettlementPrint): DocDefinition {
  const expenses: TableCell[][] = print.expenses.map((expense, index) => [
    String(index + 1),
    polishDate(expense.spentOn),
    EXPENSE_CATEGORY_LABELS[expense.category],
    expense.documentNo ?? '',
    expense.note ?? '',
    money(expense.amount),
  ]);
  const returns: TableCell[][] = print.returns.map((row, index) => [
    String(index + 1),
    row.name,
    row.className ?? '',
    money(row.paid),
    // An overpayment (issue 48) is named under the amount it is part of.
    row.overpaid > 0 ? { stack: [money(row.due), { text: `w tym nadpłata ${formatZloty(row.overpaid)}`, alignment: 'right', fontSize: 7 }] } : money(row.due),
    money(row.returned),
    row.returns.map((r) => `${polishDate(r.returnedOn)} ${PAYMENT_METHOD_LABELS[r.method]}`).join(', '),
  ]);
  const debts: TableCell[][] = print.debts.map((row, index) => [String(index + 1), row.name, row.className ?? '', money(row.paid), money(row.owes)]);
  const decision: Content = print.approval
    ? { text: `Rozliczenie: ${approvalLine(print.approval)}`, bold: true, margin: [0, 16, 0, 0] }
    : { columns: [signature('(data i podpis kierownika wycieczki)', print.leaderName ?? undefined), signature('(data i podpis dyrektora szkoły)')], columnGap: 24, margin: [0, 20, 0, 0] };
  const leaderOnly: Content[] = print.approval ? [{ columns: [signature('(data i podpis kierownika wycieczki)', print.leaderName ?? undefined), { text: '' }], columnGap: 24, margin: [0, 20, 0, 0] }] : [];
  return a4Document(
    `Rozliczenie wycieczki – ${print.tripName}`,
    {
      margins: [40, 40, 40, 48],
      fontSize: 10,
      styles: {
        title: { fontSize: 15, bold: true, alignment: 'center', margin: [0, 0, 0, 2] },
        subtitle: { fontSize: 10, alignment: 'center', margin: [0, 0, 0, 12] },
        heading: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
        tableHeader: { bold: true, fontSize: 8.5, fillColor: '#eeeeee' },
        table: { fontSize: 9 },
        caption: { fontSize: 8, color: '#444444', alignment: 'center' },
        small: { fontSize: 8, color: '#444444' },
      },
    },
    [
      ...(print.schoolName ? [{ text: print.schoolName, alignment: 'left' as const, margin: [0, 0, 0, 8] as [number, number, number, number] }] : []),
      { text: 'ROZLICZENIE WYCIECZKI', style: 'title' },
      { text: `${print.tripName} (${print.destination}), ${polishDate(print.startDate)} – ${polishDate(print.endDate)}`, style: 'subtitle' },
      { text: `Kierownik wycieczki: ${print.leaderName ?? '—'}. Uczestników: ${print.students}, wpłacających: ${print.payers}.`, margin: [0, 0, 0, 8] },
      totalsTable(print),
      { text: 'Rozchody – wydatki z dokumentami', style: 'heading' },
      print.expenses.length === 0
        ? 'Nie zapisano wydatków.'
        : {
            table: {
              headerRows: 1,
              dontBreakRows: true,
              widths: [18, 54, 64, 84, '*', 70],
              body: [header(['Lp.', 'Data', 'Kategoria', 'Nr dokumentu', 'Opis', 'Kwota']), ...expenses, ['', '', '', '', { text: 'Razem', bold: true }, money(print.spent, true)]],
            },
            style: 'table',
          },
      { text: 'Zwroty dla rodziców', style: 'heading' },
      { text: settlementSplitLine(print), margin: [0, 0, 0, 4] },
      print.returns.length === 0
        ? { text: 'Brak zwrotów.', style: 'small' }
        : {
            table: {
              headerRows: 1,
              dontBreakRows: true,
              widths: [18, '*', 34, 62, 62, 62, 96],
              body: [header(['Lp.', 'Uczeń', 'Klasa', 'Wpłacono', 'Do zwrotu', 'Zwrócono', 'Kiedy i jak']), ...returns],
            },
            style: 'table',
          },
      ...(debts.length === 0
        ? []
        : [
            { text: 'Zaległości wpłat', style: 'heading' },
            {
              table: {
                headerRows: 1,
                dontBreakRows: true,
                widths: [18, '*', 34, 62, 62],
                body: [header(['Lp.', 'Uczeń', 'Klasa', 'Wpłacono', 'Zaległość']), ...debts, ['', { text: 'Razem', bold: true }, '', '', money(print.arrears.amount, true)]],
              },
              style: 'table',
            },
          ]),
      ...(print.note ? [{ text: 'Uwagi', style: 'heading' }, { text: print.note }] : []),
      ...(print.closed ? [{ text: `Wycieczkę zakończono w aplikacji ${polishDateTime(print.closed.at)} (${print.closed.by}).`, style: 'small', margin: [0, 10, 0, 0] as [number, number, number, number] }] : []),
      { text: `Wydrukowano ${polishDate(print.printedOn)}. Kwoty z aplikacji Wycieczki szkolne.`, style: 'small', margin: [0, 4, 0, 0] },
      decision,
      ...leaderOnly,
    ],
  );
}
