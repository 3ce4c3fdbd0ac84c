import { formatAmount, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type TripPayments } from '@wycieczki/shared';
import { countLabel } from '@/lib/plural';
import { saveFile } from '@/lib/save-file';

// 'Pobierz zestawienie' (issue 26): the statement for the head teacher and the parents' council,
// per student, per payment and in total, as XLSX (two sheets) and as CSV (three tables in one file).

const PAYMENT_FORMS = { one: 'wpłata', few: 'wpłaty', many: 'wpłat' };

type Cell = { kind: 'text'; value: string } | { kind: 'money'; grosze: number } | { kind: 'date'; value: string };
type Table = { title: string; headers: string[]; rows: Cell[][]; widths: number[] };

const text = (value: string | null | undefined): Cell => ({ kind: 'text', value: value ?? '' });
const money = (grosze: number): Cell => ({ kind: 'money', grosze });
const day = (value: string): Cell => ({ kind: 'date', value });

/** The statement's tables, from what 'Wpłaty' shows (for those who see the amounts). */
export function statementTables(data: TripPayments): Table[] {
  // Offered only to those who see the amounts, whose totals are never null (issue 47).
  const totals = { paid: data.totals.paid ?? 0, cost: data.totals.cost ?? 0 };
  const students = data.students.filter((student) => student.amounts);
  const names = new Map(data.students.map((student) => [student.studentId, student]));
  const payments = students
    .flatMap((student) => student.amounts!.payments)
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.createdAt.localeCompare(b.createdAt));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return [
    {
      title: 'Uczniowie',
      headers: ['Uczeń', 'Klasa', 'Koszt', 'Do zapłaty do dziś', 'Wpłacono', 'Saldo', 'Status', 'Koszt indywidualny: powód'],
      widths: [32, 8, 12, 18, 12, 12, 12, 30],
      rows: [
        ...students.map(({ name, className, status, amounts }) => [
          text(name),
          text(className),
          money(amounts!.cost),
          money(amounts!.dueNow),
          money(amounts!.paid),
          money(amounts!.balance),
          text(PAYMENT_STATUS_LABELS[status]),
          text(amounts!.individualCost !== null ? amounts!.individualCostNote ?? 'koszt indywidualny' : ''),
        ]),
        [
          text('Razem'),
          text(''),
          money(totals.cost),
          money(sum(students.map((s) => s.amounts!.dueNow))),
          money(totals.paid),
          money(totals.paid - totals.cost),
          text(`zalegają: ${data.totals.behind}, nadpłaty: ${data.totals.overpaid}`),
          text(''),
        ],
      ],
    },
    {
      title: 'Wpłaty',
      headers: ['Data', 'Uczeń', 'Klasa', 'Kwota', 'Sposób', 'Notatka', 'Kto zapisał'],
      widths: [12, 32, 8, 12, 10, 30, 24],
      rows: [
        ...payments.map((payment) => {
          const student = names.get(payment.studentId);
          return [day(payment.paidOn), text(student?.name), text(student?.className), money(payment.amount), text(PAYMENT_METHOD_LABELS[payment.method]), text(payment.note), text(payment.recordedBy)];
        }),
        [text('Razem'), text(countLabel(payments.length, PAYMENT_FORMS)), text(''), money(sum(payments.map((p) => p.amount))), text(''), text(''), text('')],
      ],
    },
  ];
}

function csvValue(cell: Cell): string {
  // A text a spreadsheet would run as a formula ('=…', '+…', '-…', '@…') is kept as text by a leading apostrophe.
  const value =
    cell.kind === 'money'
      ? formatAmount(cell.grosze).replace(/ /g, '')
      : cell.kind === 'date'
        ? cell.value.split('-').reverse().join('.')
        : /^[=+\-@\t\r]/.test(cell.value)
          ? `'${cell.value}`
          : cell.value;
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * One CSV file: the tables one after another with an empty line between, in UTF-8 with a byte order
 * mark and semicolons, amounts with a decimal comma: what Excel set to Polish opens as numbers.
 * A note that could start a formula is written as text, so it never runs as one.
 */
export function statementCsv(tripName: string, tables: Table[]): string {
  const lines = [`Zestawienie wpłat;${csvValue(text(tripName))}`, ''];
  for (const table of tables) {
    lines.push(table.title, table.headers.join(';'), ...table.rows.map((row) => row.map(csvValue).join(';')), '');
  }
  return `\uFEFF${lines.join('\r\n')}`;
}

function fileName(tripName: string, extension: string): string {
  const slug = tripName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `zestawienie-wplat-${slug || 'wycieczka'}.${extension}`;
}

/** Downloads the statement; the XLSX writer loads only when asked for. */
export async function downloadStatement(tripName: string, data: TripPayments, format: 'csv' | 'xlsx'): Promise<void> {
  const tables = statementTables(data);
  if (format === 'csv') {
    saveFile(new Blob([statementCsv(tripName, tables)], { type: 'text/csv;charset=utf-8' }), fileName(tripName, 'csv'));
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const sheets = tables.map((table) => ({
    sheet: table.title,
    columns: table.widths.map((width) => ({ width })),
    stickyRowsCount: 1,
    data: [
      table.headers.map((header) => ({ value: header, fontWeight: 'bold' as const })),
      ...table.rows.map((row, index) =>
        row.map((cell) => {
          const bold = index === table.rows.length - 1 ? { fontWeight: 'bold' as const } : {};
          // Grosze become złoty only here, in the spreadsheet's own number format.
          if (cell.kind === 'money') return { value: cell.grosze / 100, type: Number, format: '#,##0.00 "zł"', ...bold };
          if (cell.kind === 'date') return { value: new Date(`${cell.value}T00:00:00Z`), type: Date, format: 'dd.mm.yyyy' };
          return { value: cell.value, type: String, ...bold };
        }),
      ),
    ],
  }));
  const blob = await writeXlsxFile(sheets).toBlob();
  saveFile(blob, fileName(tripName, 'xlsx'));
}
