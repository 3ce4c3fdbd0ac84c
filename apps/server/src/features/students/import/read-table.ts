import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { LIMITS, MSG } from '@wycieczki/shared';
import { AppError } from '../../../lib/errors';

/** A table of text cells, first row the header, as read from a CSV or XLSX file. */
export type Table = string[][];

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function unreadable(): AppError {
  return new AppError(400, 'validation', MSG.importUnreadable);
}

/** Reads an uploaded file: XLSX (recognised by its zip signature) or CSV in UTF-8 or Windows-1250. */
export async function readTable(bytes: Uint8Array): Promise<Table> {
  if (bytes.length === 0) throw new AppError(400, 'validation', MSG.importEmpty);
  if (bytes.length > LIMITS.importMaxBytes) throw new AppError(413, 'body_too_large', MSG.bodyTooLarge);
  const isXlsx = ZIP_MAGIC.every((byte, i) => bytes[i] === byte);
  return isXlsx ? readXlsx(bytes) : readCsv(decodeText(bytes));
}

async function readXlsx(bytes: Uint8Array): Promise<Table> {
  let rows: unknown[][];
  try {
    rows = (await readSheet(Buffer.from(bytes))) as unknown[][];
  } catch {
    throw unreadable();
  }
  return rows.map((row) => row.map(cellText));
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
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

export function readCsv(text: string): Table {
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  });
  if (parsed.data.length === 0) throw new AppError(400, 'validation', MSG.importEmpty);
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw unreadable();
  return parsed.data.map((row) => row.map((cell) => cell.trim()));
}
