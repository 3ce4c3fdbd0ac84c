import {
  importRepeatedNameMessage,
  importRepeatedPeselMessage,
  MSG,
  studentSchema,
  type ImportPreview,
  type ImportPreviewRow,
} from '@wycieczki/shared';
import { AppError } from '../../../lib/errors';
import type { Table } from './read-table';

type Field = 'name' | 'firstName' | 'lastName' | 'pesel' | 'parentPhone' | 'allergies' | 'diet' | 'medicines' | 'className' | 'disability';

/** Header spellings seen in school files, compared without case, Polish letters, spaces and punctuation. */
const HEADERS: Record<Field, string[]> = {
  name: ['imieinazwisko', 'imieinazwiskoucznia', 'nazwiskoiimie', 'imienazwisko', 'uczen', 'uczestnik', 'name', 'fullname', 'student'],
  firstName: ['imie', 'firstname'],
  lastName: ['nazwisko', 'lastname'],
  pesel: ['pesel', 'peselucznia', 'numerpesel'],
  parentPhone: [
    'telefonrodzica',
    'telefondorodzica',
    'telrodzica',
    'teldorodzica',
    'numertelefonurodzica',
    'telefonopiekuna',
    'telefon',
    'tel',
    'kontakt',
    'parentphone',
    'phone',
  ],
  allergies: ['alergie', 'alergia', 'uczulenia', 'allergies'],
  diet: ['dieta', 'diet'],
  medicines: ['leki', 'lekarstwa', 'przyjmowaneleki', 'medicines', 'medication'],
  className: ['klasa', 'oddzial', 'class'],
  disability: ['niepelnosprawnosc', 'niepelnosprawny', 'niepelnosprawna', 'uczenniepelnosprawny', 'orzeczenie', 'disability'],
};

/** A yes/no cell as schools fill it: 'tak', 'x', '1' are yes; empty, 'nie', '0' are no; null is neither. */
function yesNo(value: string): boolean | null {
  const key = normaliseHeader(value);
  if (['tak', 't', 'x', '1', 'yes', 'y', 'true'].includes(key)) return true;
  if (['', 'nie', 'n', '0', 'no', 'false', '-'].includes(key)) return false;
  return null;
}

export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

type ColumnMap = Partial<Record<Field, number>>;

export function mapColumns(header: string[]): ColumnMap {
  const map: ColumnMap = {};
  header.forEach((cell, index) => {
    const key = normaliseHeader(cell);
    for (const [field, names] of Object.entries(HEADERS) as [Field, string[]][]) {
      if (map[field] === undefined && names.includes(key)) {
        map[field] = index;
        return;
      }
    }
  });
  return map;
}

/** A PESEL typed into a spreadsheet as a number loses its leading zero (born 2000-2009): put it back. */
function peselText(value: string): string {
  return /^\d{10}$/.test(value) ? `0${value}` : value;
}

/** A student already on the trip, as the duplicate check compares it. */
export type ListedStudent = { name: string; pesel: string | null };

/** A name as a teacher compares it: 'Jan  Kowalski' and 'jan kowalski' are one name ('Kowalski Jan' is another). */
function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');
}

/**
 * Marks the rows that may be a child listed already: a PESEL that is on the trip or on an earlier
 * row is an error (the server would refuse it); the same name, where neither row has a PESEL, is a
 * `duplicate` the preview starts unticked, since two children may share a name.
 */
function markDuplicates(rows: ImportPreviewRow[], listed: readonly ListedStudent[]): void {
  const listedPesels = new Set(listed.flatMap((s) => (s.pesel ? [s.pesel] : [])));
  const listedNames = new Set(listed.flatMap((s) => (s.pesel ? [] : [nameKey(s.name)])));
  const peselRows = new Map<string, number>();
  const nameRows = new Map<string, number>();
  for (const row of rows) {
    if (row.pesel) {
      const earlier = peselRows.get(row.pesel);
      if (listedPesels.has(row.pesel)) row.errors.push(MSG.duplicatePesel);
      else if (earlier !== undefined) row.errors.push(importRepeatedPeselMessage(earlier));
      else peselRows.set(row.pesel, row.rowNumber);
      continue;
    }
    const key = nameKey(row.name);
    if (!key) continue;
    const earlier = nameRows.get(key);
    if (listedNames.has(key)) row.duplicate = MSG.importSameNameOnTrip;
    else if (earlier !== undefined) row.duplicate = importRepeatedNameMessage(earlier);
    else nameRows.set(key, row.rowNumber);
  }
}

/**
 * Turns a table into preview rows, each with every Polish error of the student schema. Sensitive
 * columns are refused row by row for anyone but the creator, as the import itself would refuse them.
 * Rows that repeat one another or a student on the trip (`listed`) are marked (markDuplicates).
 */
export function buildPreview(
  table: Table,
  options: { canWriteSensitive: boolean; sensitiveErased?: boolean; remaining: number; listed?: readonly ListedStudent[] },
): ImportPreview {
  const [header = [], ...body] = table;
  const columns = mapColumns(header);
  const hasName = columns.name !== undefined || columns.lastName !== undefined || columns.firstName !== undefined;
  if (!hasName) throw new AppError('validation', MSG.importNoNameColumn);
  const cell = (row: string[], field: Field) => {
    const index = columns[field];
    return index === undefined ? '' : (row[index] ?? '').trim();
  };

  const rows: ImportPreviewRow[] = [];
  body.forEach((row, index) => {
    if (row.every((value) => value.trim() === '')) return;
    const name =
      columns.name !== undefined ? cell(row, 'name') : [cell(row, 'firstName'), cell(row, 'lastName')].filter(Boolean).join(' ');
    const values = {
      name,
      pesel: peselText(cell(row, 'pesel')),
      parentPhone: cell(row, 'parentPhone'),
      allergies: cell(row, 'allergies'),
      diet: cell(row, 'diet'),
      medicines: cell(row, 'medicines'),
      className: cell(row, 'className'),
    };
    const disability = yesNo(cell(row, 'disability'));
    const result = studentSchema.safeParse(values);
    const errors = result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
    if (disability === null) errors.push(MSG.importDisabilityInvalid);
    if (!options.canWriteSensitive) {
      if (values.pesel) errors.push(MSG.onlyCreatorPesel);
      if (values.parentPhone) errors.push(MSG.onlyCreatorPhone);
    }
    // An erased trip takes no sensitive data again (issue 24): the import would be refused.
    if (options.sensitiveErased && (values.pesel || values.parentPhone || values.allergies || values.diet || values.medicines)) {
      errors.push(MSG.sensitiveDataErased);
    }
    rows.push({ rowNumber: index + 2, ...values, disability: disability ?? false, errors, duplicate: null });
  });
  if (rows.length === 0) throw new AppError('validation', MSG.importEmpty);
  markDuplicates(rows, options.listed ?? []);
  return { rows, validCount: rows.filter((r) => r.errors.length === 0).length, remaining: Math.max(0, options.remaining) };
}
