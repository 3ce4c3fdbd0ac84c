import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import { LIMITS, MSG, toStorableText } from '@wycieczki/shared';
import { errors } from '../../lib/errors';

// 'Importuj wyciąg' (issue 26): the incoming transfers of a bank's CSV export. Polish banks' exports
// differ in their columns, preamble lines, separators and number formats, so the header row is found
// by its names, not by its place:
// - mBank: '#Data księgowania;#Data operacji;#Opis operacji;#Tytuł;#Nadawca/Odbiorca;…;#Kwota;…'
//   after a preamble, semicolons, '1 350,00';
// - ING Bank Śląski: '"Data transakcji";"Data księgowania";"Dane kontrahenta";"Tytuł";…;"Kwota
//   transakcji (waluta rachunku)";…' after a preamble, semicolons;
// - PKO BP: '"Data operacji","Data waluty","Typ transakcji","Kwota",…,"Opis transakcji",…' with the
//   title and the sender in the description cells ('Tytuł: …', 'Nazwa nadawcy: …'), '+350.00';
// - a plain CSV of 'Data;Kwota;Tytuł;Nadawca' in any order, with any of ; , or tab.

/** One incoming transfer: its fingerprint (the same line of the same export always gives the same one), and what it says. */
export type StatementLine = { ref: string; date: string; amount: number; title: string; sender: string };

export type ReadStatement = { lines: StatementLine[]; outgoing: number; unreadable: number };

/** A header's name without case, '#', quotes or Polish letters: 'Tytuł' and '#TYTUŁ' are 'tytul'. */
function key(cell: string): string {
  return cell
    .trim()
    .replace(/^[#"']+|["']+$/g, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

const DATE_NAMES = ['data operacji', 'data transakcji', 'data', 'data ksiegowania', 'date'];
const AMOUNT_NAMES = ['kwota', 'kwota transakcji (waluta rachunku)', 'kwota operacji', 'kwota w walucie rachunku', 'amount'];
const TITLE_NAMES = ['tytul', 'tytul operacji', 'tytul przelewu', 'opis', 'opis operacji', 'opis transakcji', 'title'];
const SENDER_NAMES = ['nadawca', 'nadawca/odbiorca', 'dane kontrahenta', 'kontrahent', 'nazwa nadawcy', 'zleceniodawca', 'sender'];

function column(header: string[], names: string[]): number {
  for (const name of names) {
    const index = header.indexOf(name);
    if (index >= 0) return index;
  }
  return -1;
}

/** '2026-11-02', '02.11.2026', '02-11-2026', '2026.11.02' as an ISO date, or null. */
export function statementDate(text: string): string | null {
  const value = text.trim();
  const yearFirst = /^(\d{4})[-.](\d{2})[-.](\d{2})/.exec(value);
  const dayFirst = yearFirst ? null : /^(\d{2})[-.](\d{2})[-.](\d{4})/.exec(value);
  const parts = yearFirst ? [yearFirst[1], yearFirst[2], yearFirst[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : null;
  if (!parts) return null;
  const iso = parts.join('-');
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso && !iso.startsWith('0000') ? iso : null;
}

/** '+350.00', '1 350,00', '350,00 PLN', '-12,50' as signed grosze, without a float on the way; null when not an amount. */
export function statementAmount(text: string): number | null {
  const value = text.replace(/[\s\u00a0]/g, '').replace(/(PLN|zł)$/i, '');
  const match = /^([+-]?)(\d+)(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const grosze = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(grosze)) return null;
  return match[1] === '-' ? -grosze : grosze;
}

/** 'Tytuł: …' and 'Nazwa nadawcy: …' in PKO BP's description cells. */
function labelled(row: string[], pattern: RegExp): string | null {
  for (const cell of row) {
    const match = pattern.exec(cell.trim());
    if (match) return match[1]!.trim();
  }
  return null;
}

/**
 * The incoming transfers of a statement. Outgoing ones are counted, not listed; rows without a date
 * or an amount are counted as unreadable. A file with no recognisable header is refused in Polish.
 */
export function readStatement(text: string): ReadStatement {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimitersToGuess: [';', ',', '\t'], skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((row) => Array.isArray(row));
  if (rows.length === 0) throw errors.validation(MSG.statementEmpty);
  // The header is the first row naming a date, an amount and a title or description (a preamble of
  // the bank's own lines comes before it in mBank's and ING's exports).
  const headerIndex = rows.slice(0, 60).findIndex((row) => {
    const names = row.map(key);
    return column(names, DATE_NAMES) >= 0 && column(names, AMOUNT_NAMES) >= 0 && column(names, TITLE_NAMES) >= 0;
  });
  if (headerIndex < 0) throw errors.validation(MSG.statementUnreadable);
  const header = rows[headerIndex]!.map(key);
  const at = { date: column(header, DATE_NAMES), amount: column(header, AMOUNT_NAMES), title: column(header, TITLE_NAMES), sender: column(header, SENDER_NAMES) };
  // mBank closes its export with '#Saldo końcowe' lines: the bank's own, not operations.
  const body = rows.slice(headerIndex + 1).filter((row) => row.some((cell) => cell.trim() !== '') && !row[0]!.trim().startsWith('#'));
  if (body.length > LIMITS.statementMaxLines) throw errors.validation(MSG.statementTooManyLines);

  const seen = new Map<string, number>();
  const lines: StatementLine[] = [];
  let outgoing = 0;
  let unreadable = 0;
  for (const row of body) {
    const date = statementDate(row[at.date] ?? '');
    const amount = statementAmount(row[at.amount] ?? '');
    if (!date || amount === null) {
      unreadable += 1;
      continue;
    }
    if (amount <= 0) {
      outgoing += 1;
      continue;
    }
    // Control characters (a NUL) become spaces, as white space does: no text column stores a NUL (issue 47).
    const title = (labelled(row, /^Tytuł:\s*(.*)$/i) ?? row[at.title] ?? '').replace(/[\p{Cc}\s]+/gu, ' ').trim();
    const sender = (labelled(row, /^Nazwa (?:nadawcy|kontrahenta):\s*(.*)$/i) ?? (at.sender >= 0 ? row[at.sender] : '') ?? '').replace(/[\p{Cc}\s]+/gu, ' ').trim();
    // Two identical transfers on one day (twins, two instalments at once) are two lines: the count of
    // the same line so far is part of the fingerprint.
    const identity = [date, amount, title, sender].join('\u0000');
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    const ref = createHash('sha256').update(`${identity}\u0000${occurrence}`).digest('hex');
    // Cut where it may split an emoji in two: the half left is no character a database stores (issue 62).
    lines.push({ ref, date, amount, title: toStorableText(title.slice(0, 500)), sender: toStorableText(sender.slice(0, 300)) });
  }
  return { lines, outgoing, unreadable };
}

/** Lower case, no Polish letters, words only: how a title and a name are compared. */
export function words(text: string): string[] {
  return key(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
