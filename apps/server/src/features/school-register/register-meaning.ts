import { classKey, classLevel, phoneKey, type RegisterField } from '@wycieczki/shared';

/**
 * How the register's import compares a file's row with a stored pupil (issue 63): by meaning, not by
 * typing. The same pupils in the e-dziennik's XML and then in the secretariat's CSV are 'Bez zmian'
 * although one writes '626766149' and the other '626 766 149'. What is stored stays as it is: a value
 * is written only where its meaning changed, and then as the file gives it.
 */

/**
 * A birth date as a date, YYYY-MM-DD: '2014-03-05', '2014.03.05', '05.03.2014', '5.3.2014',
 * '05/03/2014', '05-03-2014', with a spreadsheet's time ('2014-03-05 00:00:00', '…T00:00:00') or a
 * trailing 'r.'. Null for an empty cell, undefined for one that cannot be read or is no day of the
 * calendar (31.02.2015).
 */
export function isoDate(text: string): string | null | undefined {
  const typed = text.trim().replace(/\s*r\.?$/i, '').replace(/[T\s]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?Z?$/i, '').trim();
  if (!typed) return null;
  const yearFirst = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(typed);
  const dayFirst = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/.exec(typed);
  const [year, month, day] = yearFirst ? [yearFirst[1], yearFirst[2], yearFirst[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(2000, Number(month) - 1, Number(day)));
  // The year set apart: Date.UTC reads years 0–99 as 1900–1999, and 0001-01-01 is to be refused as it is.
  date.setUTCFullYear(Number(year));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * A name as compared: Unicode NFC ('Żółć' typed with combining marks is 'Żółć'), spaces collapsed and
 * none around a hyphen ('Nowak - Jeziorańska'), the letters' case left out: an export in capitals
 * ('NOWAK') names the same pupil, and the register keeps its own spelling.
 */
export function personKey(name: string): string {
  return name.normalize('NFC').replace(/\s*-\s*/g, '-').replace(/\s+/g, ' ').trim().toLocaleLowerCase('pl');
}

type Value = string | number | null | undefined;

/** Whether a file's value means what the register's does: names, classes, phones and e-mails by their keys, the rest as they are. */
export function sameMeaning(field: RegisterField, stored: Value, read: Value): boolean {
  if (stored === null || stored === undefined || read === null || read === undefined) return (stored ?? null) === (read ?? null);
  const [a, b] = [String(stored), String(read)];
  switch (field) {
    case 'surname':
    case 'firstNames':
      return personKey(a) === personKey(b);
    case 'className':
      return classKey(a) === classKey(b);
    case 'parentPhone':
      return phoneKey(a) === phoneKey(b);
    case 'parentEmail':
      return a.trim().toLowerCase() === b.trim().toLowerCase();
    default:
      return a === b;
  }
}

/** Fewer pupils a class lower than this are pupils repeating a year, not last year's file. */
const YEAR_BEHIND_AT_LEAST = 3;

export type YearBehind = { behind: number; of: number; example: { file: string; register: string } };

/**
 * A file a school year behind the register (issue 63): after 'Nowy rok szkolny' moved every class up,
 * last year's export has most matched pupils exactly one level lower ('4a' where the register has
 * '5a'). Pupils repeating a year are a few of a class, so more than half of the matched pupils whose
 * classes both have a level (and at least 3) must be a level lower. Null for a file of this year.
 */
export function yearBehind(pairs: readonly { file: string; register: string }[]): YearBehind | null {
  let of = 0;
  const lower = new Map<string, { file: string; register: string; count: number }>();
  for (const pair of pairs) {
    const [file, register] = [classLevel(pair.file.replace(/\s+/g, '')), classLevel(pair.register)];
    if (!file || !register || file.roman !== register.roman) continue;
    of += 1;
    if (file.level !== register.level - 1) continue;
    const at = `${pair.file}|${pair.register}`;
    lower.set(at, { ...pair, count: (lower.get(at)?.count ?? 0) + 1 });
  }
  const behind = [...lower.values()].reduce((sum, { count }) => sum + count, 0);
  if (behind < YEAR_BEHIND_AT_LEAST || behind * 2 <= of) return null;
  const { file, register } = [...lower.values()].sort((a, b) => b.count - a.count)[0]!;
  return { behind, of, example: { file, register } };
}
