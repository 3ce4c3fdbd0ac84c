import { EXPENSE_CATEGORY_LABELS, PAYMENT_METHOD_LABELS, settlementSplitLine } from '@wycieczki/shared';
import writeXlsxFile from 'write-excel-file/node';
import type { SettlementPrint } from '../../paperwork/settlement-layout';

type Cell = { value: string | number | Date; type: StringConstructor | NumberConstructor | DateConstructor; format?: string; fontWeight?: 'bold' };

const text = (value: string | null | undefined, bold = false): Cell => ({ value: value ?? '', type: String, ...(bold ? { fontWeight: 'bold' as const } : {}) });
// Grosze become złoty only here, in the spreadsheet's own number format.
const money = (grosze: number, bold = false): Cell => ({ value: grosze / 100, type: Number, format: '#,##0.00 "zł"', ...(bold ? { fontWeight: 'bold' as const } : {}) });
const day = (iso: string): Cell => ({ value: new Date(`${iso}T00:00:00Z`), type: Date, format: 'dd.mm.yyyy' });
const headers = (names: string[]): Cell[] => names.map((name) => text(name, true));

/**
 * 'Rozliczenie (XLSX)' (issue 31): the settlement's parts as sheets a school's accountant opens:
 * 'Rozliczenie' (the totals and the split), 'Wydatki' (each with its document), 'Zwroty' (per
 * student) and, while families owe, 'Zaległości' (issue 63). Amounts are numbers in złoty with the
 * currency format, dates are dates.
 */
export async function settlementWorkbook(print: SettlementPrint): Promise<Uint8Array> {
  const summary: Cell[][] = [
    [text('Rozliczenie wycieczki', true), text(print.tripName, true)],
    [text('Termin'), text(`${print.startDate.split('-').reverse().join('.')} – ${print.endDate.split('-').reverse().join('.')}`)],
    [text('Kierownik wycieczki'), text(print.leaderName)],
    [text('I. Przychody (wpłaty rodziców)'), money(print.income)],
    [text('II. Rozchody (wydatki)'), money(print.spent)],
    [text('III. Saldo (I – II)', true), money(print.balance, true)],
    [text('IV. Zwroty wypłacone'), money(print.returned)],
    [text('Pozostaje (III – IV)', true), money(print.left, true)],
    [text('Zwroty'), text(settlementSplitLine(print))],
    ...(print.note ? [[text('Uwagi'), text(print.note)]] : []),
  ];
  const expenses: Cell[][] = [
    headers(['Data', 'Kategoria', 'Nr dokumentu', 'Opis', 'Kwota', 'Kto zapisał']),
    ...print.expenses.map((e) => [day(e.spentOn), text(EXPENSE_CATEGORY_LABELS[e.category]), text(e.documentNo), text(e.note), money(e.amount), text(e.recordedBy)]),
    [text('Razem', true), text(''), text(''), text(''), money(print.spent, true), text('')],
  ];
  const returns: Cell[][] = [
    headers(['Uczeń', 'Klasa', 'Wpłacono', 'Do zwrotu', 'Zwrócono', 'Pozostało do zwrotu', 'Kiedy i jak']),
    ...print.returns.map((r) => [
      text(r.name),
      text(r.className),
      money(r.paid),
      money(r.due),
      money(r.returned),
      money(r.left),
      text(r.returns.map((x) => `${x.returnedOn.split('-').reverse().join('.')} ${PAYMENT_METHOD_LABELS[x.method]}`).join(', ')),
    ]),
  ];
  const debts: Cell[][] = [
    headers(['Uczeń', 'Klasa', 'Wpłacono', 'Zaległość']),
    ...print.debts.map((d) => [text(d.name), text(d.className), money(d.paid), money(d.owes)]),
    [text('Razem', true), text(''), text(''), money(print.arrears.amount, true)],
  ];
  const buffer = await writeXlsxFile([
    { sheet: 'Rozliczenie', columns: [{ width: 32 }, { width: 60 }], data: summary },
    { sheet: 'Wydatki', columns: [12, 16, 18, 36, 14, 24].map((width) => ({ width })), stickyRowsCount: 1, data: expenses },
    { sheet: 'Zwroty', columns: [32, 8, 14, 14, 14, 18, 30].map((width) => ({ width })), stickyRowsCount: 1, data: returns },
    ...(print.debts.length > 0 ? [{ sheet: 'Zaległości', columns: [32, 8, 14, 14].map((width) => ({ width })), stickyRowsCount: 1, data: debts }] : []),
  ]).toBuffer();
  return new Uint8Array(buffer);
}
