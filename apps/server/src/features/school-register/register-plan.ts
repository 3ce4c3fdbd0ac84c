import { classKey, MSG, PUPIL_SEX_LABELS, type PupilSex, type RegisterChange, type RegisterField, type RegisterPreview } from '@wycieczki/shared';
import { personKey, sameMeaning, yearBehind, type YearBehind } from './register-meaning';
import type { RegisterRow } from './register-rows';

/** A pupil as the register keeps them, compared with a file's row. */
export type StoredPupil = {
  id: string;
  surname: string;
  firstNames: string;
  className: string | null;
  registerNo: number | null;
  pesel: string | null;
  birthDate: string | null;
  sex: PupilSex | null;
  parentPhone: string | null;
  parentEmail: string | null;
  leftAt: string | null;
};

export type PupilValues = Omit<StoredPupil, 'id' | 'leftAt'> & { className: string };

/** What 'Zapisz' writes: kept with the preview, so the save writes what was shown. */
export type RegisterPlan = {
  fields: RegisterField[];
  added: PupilValues[];
  /** Matched pupils whose values differ (or who come back from 'Absolwenci / odeszli'): their new values, and which changed. */
  updated: { id: string; values: PupilValues; changed: RegisterField[] }[];
  unchanged: number;
  /** Pupils in their class, not in the file: 'Absolwenci / odeszli' only when ticked. */
  missingIds: string[];
};

const KEPT_WHEN_EMPTY = new Set<RegisterField>(['registerNo', 'pesel', 'birthDate', 'sex', 'parentPhone', 'parentEmail']);

const nameKey = (surname: string, firstNames: string) => `${personKey(surname)}|${personKey(firstNames)}`;

/**
 * The row names the pupil whose PESEL it carries: the same surname and first name (a file without the
 * second name's column still names 'Anna Maria' as 'Anna').
 */
function sameNames(pupil: StoredPupil, row: RegisterRow): boolean {
  const first = (names: string) => personKey(names).split(' ')[0];
  return personKey(pupil.surname) === personKey(row.surname) && first(pupil.firstNames) === first(row.firstNames);
}

function sameFirstName(pupil: StoredPupil, row: RegisterRow): boolean {
  const first = (names: string) => personKey(names).split(' ')[0];
  return first(pupil.firstNames) === first(row.firstNames);
}

/** A PESEL's birth date and sex: its first six digits and the parity of the tenth. */
const birthAndSex = (pesel: string) => `${pesel.slice(0, 6)}${Number(pesel[9]) % 2}`;

/**
 * The file's numbers that are no pupil's of the register but share a pupil's birth date and sex:
 * what a search for one child's number is made of (issue 62's review). A school's first import, or
 * its new pupils, have none of them but for twins of one sex or a typo.
 */
export function nearPesels(fileRows: readonly RegisterRow[], pupils: readonly StoredPupil[]): string[] {
  const known = new Set(pupils.flatMap((pupil) => (pupil.pesel ? [pupil.pesel] : [])));
  const days = new Set([...known].map(birthAndSex));
  return [...new Set(fileRows.flatMap((row) => (row.pesel && !known.has(row.pesel) && days.has(birthAndSex(row.pesel)) ? [row.pesel] : [])))];
}

function valuesOf(row: RegisterRow): PupilValues {
  const { line: _line, ...values } = row;
  return values;
}

function shown(field: RegisterField, value: PupilValues[RegisterField] | null): string | null {
  if (value === null || value === '') return null;
  if (field === 'sex') return PUPIL_SEX_LABELS[value as PupilSex];
  return String(value);
}

/**
 * Matches a file's pupils to the register's: by PESEL; without one, by name and birth date; then by
 * name and class; then by name alone when one pupil of the register has it. A field the file does not
 * carry keeps the register's value. Pure, so the preview and its tests see the same plan.
 * A PESEL matches only under its pupil's names (issue 62): a row with another pupil's PESEL is refused
 * as `MSG.registerPeselOtherPupil`, naming nobody but the row itself, so that a file of guessed numbers
 * finds no one.
 * Values are compared by meaning (issue 63, register-meaning.ts): a row that differs only in typing
 * is 'Bez zmian' and the register keeps its spelling; a class is written as the register already
 * spells it ('4A' joins '4a'). `yearBehind` tells a file whose classes are a year behind the register's.
 */
export function planImport(
  fileRows: readonly RegisterRow[],
  fields: readonly RegisterField[],
  pupils: readonly StoredPupil[],
): { plan: RegisterPlan; preview: Pick<RegisterPreview, 'counts' | 'added' | 'changed' | 'missing' | 'refused'>; yearBehind: YearBehind | null } {
  const spelling = new Map<string, string>();
  for (const { className } of pupils) if (className && !spelling.has(classKey(className))) spelling.set(classKey(className), className);
  const spelled = (className: string) => {
    if (!spelling.has(classKey(className))) spelling.set(classKey(className), className);
    return spelling.get(classKey(className))!;
  };
  const rows = fileRows.map((row) => ({ ...row, className: spelled(row.className) }));
  const byPesel = new Map<string, StoredPupil>();
  const byNameBirth = new Map<string, StoredPupil[]>();
  const byNameClass = new Map<string, StoredPupil[]>();
  const byName = new Map<string, StoredPupil[]>();
  const push = (map: Map<string, StoredPupil[]>, at: string, pupil: StoredPupil) => map.set(at, [...(map.get(at) ?? []), pupil]);
  for (const pupil of pupils) {
    const name = nameKey(pupil.surname, pupil.firstNames);
    if (pupil.pesel) byPesel.set(pupil.pesel, pupil);
    if (pupil.birthDate) push(byNameBirth, `${name}|${pupil.birthDate}`, pupil);
    if (pupil.className) push(byNameClass, `${name}|${classKey(pupil.className)}`, pupil);
    push(byName, name, pupil);
  }
  const taken = new Set<string>();
  const free = (candidates: readonly StoredPupil[] | undefined, pesel: string | null) =>
    // A pupil with another PESEL is another child of the same name.
    (candidates ?? []).filter((pupil) => !taken.has(pupil.id) && (!pesel || !pupil.pesel || pupil.pesel === pesel));
  const match = (row: RegisterRow): StoredPupil | 'otherPupil' | undefined => {
    const name = nameKey(row.surname, row.firstNames);
    if (row.pesel) {
      const pupil = byPesel.get(row.pesel);
      // A changed surname (a marriage, an adoption, a typo put right) under the same first name keeps its
      // pupil (issue 62's review: she was refused, then listed as missing and could be moved out); any
      // other names are another child's. Guessing a number under her first name costs the day's budget
      // of numbers near a pupil's (nearPesels).
      if (pupil && !sameNames(pupil, row) && !sameFirstName(pupil, row)) return 'otherPupil';
      if (pupil && !taken.has(pupil.id)) return pupil;
    }
    if (row.birthDate) {
      const [pupil] = free(byNameBirth.get(`${name}|${row.birthDate}`), row.pesel);
      if (pupil) return pupil;
    }
    const [inClass] = free(byNameClass.get(`${name}|${classKey(row.className)}`), row.pesel).filter((pupil) => !row.birthDate || !pupil.birthDate);
    if (inClass) return inClass;
    // By name alone only a pupil still in a class: a graduate's data never pass to a namesake.
    const named = free(byName.get(name), row.pesel).filter((pupil) => (!row.birthDate || !pupil.birthDate) && !pupil.leftAt);
    return named.length === 1 ? named[0] : undefined;
  };

  const plan: RegisterPlan = { fields: [...fields], added: [], updated: [], unchanged: 0, missingIds: [] };
  const preview: Pick<RegisterPreview, 'counts' | 'added' | 'changed' | 'missing' | 'refused'> = {
    counts: { added: 0, changed: 0, unchanged: 0, missing: 0 },
    added: [],
    changed: [],
    missing: [],
    refused: [],
  };
  const classes: { file: string; register: string }[] = [];
  for (const row of rows) {
    const pupil = match(row);
    if (pupil === 'otherPupil') {
      // The row's own names only: whose the number is stays unsaid.
      preview.refused.push({ line: row.line, name: `${row.surname} ${row.firstNames}`, reason: MSG.registerPeselOtherPupil });
      continue;
    }
    const display = { line: row.line, name: `${row.surname} ${row.firstNames}`, className: row.className };
    if (!pupil) {
      plan.added.push(valuesOf(row));
      preview.added.push(display);
      continue;
    }
    taken.add(pupil.id);
    if (pupil.className) classes.push({ file: row.className, register: pupil.className });
    const values: PupilValues = { ...pupil, className: pupil.className ?? row.className };
    const changes: RegisterChange[] = [];
    for (const field of fields) {
      const before = field === 'className' ? pupil.className : pupil[field];
      const after = row[field];
      // An empty cell keeps what the register knows: a file that lacks one pupil's phone or PESEL
      // (the parent gave none to the e-dziennik) does not erase it. Names and class are never empty.
      if (after === null && KEPT_WHEN_EMPTY.has(field)) continue;
      // The same meaning typed otherwise ('626 766 149', 'NOWAK', '4 A'): the register's own value stays.
      if (sameMeaning(field, before, after)) continue;
      changes.push({ field, from: shown(field, before), to: shown(field, after) });
      (values as Record<RegisterField, unknown>)[field] = after;
    }
    if (changes.length === 0) {
      plan.unchanged += 1;
      continue;
    }
    const { id: _id, leftAt: _leftAt, ...kept } = { ...pupil, ...values };
    plan.updated.push({ id: pupil.id, values: kept, changed: changes.map((change) => change.field) });
    preview.changed.push({ ...display, pupilId: pupil.id, changes });
  }
  for (const pupil of pupils) {
    if (taken.has(pupil.id) || pupil.leftAt) continue;
    plan.missingIds.push(pupil.id);
    preview.missing.push({ pupilId: pupil.id, name: `${pupil.surname} ${pupil.firstNames}`, className: pupil.className });
  }
  preview.counts = { added: plan.added.length, changed: plan.updated.length, unchanged: plan.unchanged, missing: plan.missingIds.length };
  return { plan, preview, yearBehind: yearBehind(classes) };
}
