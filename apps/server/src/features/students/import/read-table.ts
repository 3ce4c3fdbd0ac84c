import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { LIMITS, MSG, toStorableText } from '@wycieczki/shared';
import { AppError } from '../../../lib/errors';
import { ZipBudgetError, rezipWithinBudget, type ZipBudget } from './zip-budget';

/** A table of text cells, first row the header, as read from a CSV or XLSX file. */
export type Table = string[][];

/**
 * What one uploaded spreadsheet may cost (docs/decisions/009). A class list of 500 pupils is about
 * 100 KB of sheet XML; 20 MB leaves room for any real file and none for a decompression bomb.
 */
export const XLSX_BUDGET: ZipBudget = { maxEntryBytes: 20 * 1024 * 1024, maxTotalBytes: 30 * 1024 * 1024, maxEntries: 500 };
/** Columns and characters kept per cell: the importer reads a handful of columns of short text. */
const MAX_COLUMNS = 50;
const MAX_CELL_CHARS = 1_000;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function unreadable(): AppError {
  return new AppError('validation', MSG.importUnreadable);
}

/**
 * Reads an uploaded file: XLSX (recognised by its zip signature) or CSV in UTF-8 or Windows-1250.
 * At most the header and LIMITS.importMaxRows non-empty rows; more is refused, as the import would.
 * Runs in a worker thread (read-table-in-worker.ts), never on the server's event loop.
 */
export async function readTable(bytes: Uint8Array, limits: TableLimits = CLASS_LIST): Promise<Table> {
  if (bytes.length === 0) throw new AppError('validation', MSG.importEmpty);
  if (bytes.length > limits.maxBytes) throw new AppError('body_too_large', limits.tooLarge);
  const table = isZip(bytes) ? await readXlsx(bytes, limits) : readCsv(decodeText(bytes), limits);
  return capRows(table, limits);
}

/** What one file may hold: a trip's class list, or (issue 51) the school's register. */
export type TableLimits = { maxRows: number; maxBytes: number; tooLarge: string; tooMany: string };
const CLASS_LIST: TableLimits = { maxRows: LIMITS.importMaxRows, maxBytes: LIMITS.importMaxBytes, tooLarge: MSG.importTooLarge, tooMany: MSG.importTooMany };

export function isZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, i) => bytes[i] === byte);
}

async function readXlsx(bytes: Uint8Array, limits: TableLimits): Promise<Table> {
  let rezipped: Uint8Array;
  try {
    rezipped = rezipWithinBudget(bytes, XLSX_BUDGET, (name) => name.endsWith('.xml') || name.endsWith('.rels'));
  } catch (error) {
    if (error instanceof ZipBudgetError && error.reason === 'too_large') throw new AppError('body_too_large', limits.tooLarge);
    throw unreadable();
  }
  let rows: unknown[][];
  try {
    rows = (await readSheet(Buffer.from(rezipped))) as unknown[][];
  } catch {
    throw unreadable();
  }
  return rows.map((row) => row.slice(0, MAX_COLUMNS).map(cellText));
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return keptText(String(cell));
}

/**
 * A cell as kept: trimmed, cut to MAX_CELL_CHARS, and holding only what both databases store (issue
 * 62): a NUL in a CSV, or an XLSX's '&#0;' and '&#xD800;', would refuse a class list's row and answer
 * 500 in the school register's preview, kept in jsonb.
 */
function keptText(cell: string): string {
  return toStorableText(cell.trim().slice(0, MAX_CELL_CHARS)).trim();
}

/**
 * More than the limit's rows that are not empty is refused, as the import would refuse them. Empty
 * rows stay where they are (the preview numbers rows as the file does), except at the end; a file of
 * mostly empty rows (more than ten times the cap in all) is refused too.
 */
function capRows(table: Table, { maxRows, tooMany }: TableLimits): Table {
  let end = table.length;
  while (end > 1 && table[end - 1]!.every((value) => value === '')) end -= 1;
  const kept = table.slice(0, end);
  const filled = kept.slice(1).filter((row) => row.some((value) => value !== '')).length;
  if (filled > maxRows || kept.length - 1 > maxRows * 10) throw new AppError('validation', tooMany);
  return kept;
}

/** Polish school files come from Excel as UTF-8 (often with a BOM) or as Windows-1250. */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1250').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

export function readCsv(text: string, { maxRows }: Pick<TableLimits, 'maxRows'> = CLASS_LIST): Table {
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
    // The header and one row past the cap are enough to know a file is over it.
    preview: maxRows + 2,
  });
  if (parsed.data.length === 0) throw new AppError('validation', MSG.importEmpty);
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw unreadable();
  return parsed.data.map((row) => row.slice(0, MAX_COLUMNS).map(keptText));
}
