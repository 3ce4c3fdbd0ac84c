import {
  classLevel,
  LIMITS,
  MASKED,
  PUPIL_SEX_LABELS,
  REGISTER_FIELD_LABELS,
  type RegisterChange,
  type RegisterClass,
  type RegisterPreview,
  type RegisterPupil,
  type RegisterRefusedRow,
} from '@wycieczki/shared';
import { formatCheckDate } from '@/lib/format-date';
import { foldForSearch } from '@/lib/match-name';

/** A class register's spelling: surname first ('Żółć Łukasz'). */
export const registerName = (pupil: Pick<RegisterPupil, 'surname' | 'firstNames'>): string => `${pupil.surname} ${pupil.firstNames}`;

/** '3. Żółć Łukasz': the number in the class register, or the place on the list where the file had none. */
export function registerLine(pupil: Pick<RegisterPupil, 'surname' | 'firstNames' | 'registerNo'>, index: number): string {
  return `${pupil.registerNo ?? index + 1}. ${registerName(pupil)}`;
}

/** The level of a class as the server promotes it ('4b' → 4, 'IIa' → 2); a class without one ('zerówka') has none. */
function levelOf(className: string): number | null {
  return classLevel(className)?.level ?? null;
}

/** 'Ostatnia klasa w szkole' at first: the highest level in the register (8, a primary school's, when none is). */
export function defaultLastLevel(classes: readonly Pick<RegisterClass, 'className'>[]): number {
  const levels = classes.map((c) => levelOf(c.className)).filter((level): level is number => level !== null && level >= 1);
  const highest = levels.length > 0 ? Math.max(...levels) : 8;
  return Math.min(highest, LIMITS.registerLastLevelMax);
}

/** What 'Nowy rok szkolny' would do with `lastLevel`: who moves up, who leaves, and from which classes. */
export function newYearOutcome(classes: readonly RegisterClass[], lastLevel: number): { promoted: number; graduated: number; graduatingClasses: string[] } {
  let promoted = 0;
  let graduated = 0;
  const graduatingClasses: string[] = [];
  for (const { className, pupils } of classes) {
    const level = levelOf(className);
    if (level === null) continue;
    if (level >= lastLevel) {
      graduated += pupils.length;
      graduatingClasses.push(className);
    } else promoted += pupils.length;
  }
  return { promoted, graduated, graduatingClasses };
}

/** The classes with the pupils whose name or class holds every word typed ('4b kowal'), without Polish marks or case. */
export function filterClasses(classes: readonly RegisterClass[], query: string): RegisterClass[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...classes];
  const found: RegisterClass[] = [];
  for (const registerClass of classes) {
    const pupils = registerClass.pupils.filter((pupil) => {
      const text = foldForSearch(`${pupil.surname} ${pupil.firstNames} ${registerClass.className}`);
      return words.every((word) => text.includes(word));
    });
    if (pupils.length > 0) found.push({ className: registerClass.className, pupils });
  }
  return found;
}

/** The secondary line the head and 'Sekretariat' read: 'ur. 21.03.2015', 'Płeć: K', 'PESEL …', 'tel. …', the e-mail. */
export function pupilDetails(pupil: RegisterPupil): string[] {
  return [
    pupil.birthDate ? `ur. ${formatCheckDate(pupil.birthDate)}` : '',
    pupil.sex ? `Płeć: ${PUPIL_SEX_LABELS[pupil.sex]}` : '',
    // The list never shows a PESEL (the server sends only whether one is known).
    pupil.pesel === MASKED ? 'PESEL podany' : pupil.pesel ? `PESEL ${pupil.pesel}` : '',
    pupil.parentPhone ? `tel. ${pupil.parentPhone}` : '',
    pupil.parentEmail ?? '',
  ].filter(Boolean);
}

/** A value of a change as a person reads it: '—' for none, 'K'/'M' for the sex, dd.MM.yyyy for the birth date. */
function changeValue(field: RegisterChange['field'], value: string | null): string {
  if (value === null || value.trim() === '') return '—';
  if (field === 'sex' && (value === 'F' || value === 'M')) return PUPIL_SEX_LABELS[value];
  if (field === 'birthDate') return formatCheckDate(value);
  return value;
}

/** 'Klasa: 4b → 5b'. */
export function changeText(change: RegisterChange): string {
  return `${REGISTER_FIELD_LABELS[change.field]}: ${changeValue(change.field, change.from)} → ${changeValue(change.field, change.to)}`;
}

/** 'Nowi: 12, Zmienieni: 3, Bez zmian: 410, Nie ma w pliku: 8'. */
export function countsText({ added, changed, unchanged, missing }: RegisterPreview['counts']): string {
  return `Nowi: ${added}, Zmienieni: ${changed}, Bez zmian: ${unchanged}, Nie ma w pliku: ${missing}`;
}

/** 'Wiersz 12 (Kowalska Anna): PESEL ma błędną cyfrę kontrolną': the row's own name where it has one. */
export function refusedText({ line, name, reason }: RegisterRefusedRow): string {
  return `Wiersz ${line}${name ? ` (${name})` : ''}: ${reason}`;
}

/** Nothing new, changed or missing: 'Plik nie wnosi zmian.' */
export function bringsNoChanges({ added, changed, missing }: RegisterPreview['counts']): boolean {
  return added === 0 && changed === 0 && missing === 0;
}

/** The day a pupil's data are erased: the school's period after leaving. */
export function erasedOn(leftAt: string, eraseAfterDays: number): Date {
  const day = new Date(leftAt);
  day.setDate(day.getDate() + eraseAfterDays);
  return day;
}

/** What 'Import z e-dziennika' reads: said on the empty list and in the dialog before a file is chosen. */
export const REGISTER_FILE_KINDS =
  'Eksport z e-dziennika: plik SOU (XML), CSV z polami SOU, archiwum ZIP School Data Sync (Librus) albo arkusz CSV/XLSX z kolumnami „Nazwisko”, „Imię”, „Klasa” (a jeśli są, także „Nr w dzienniku”, „PESEL”, „Data urodzenia”, „Płeć”, „Telefon rodzica”, „E-mail rodzica”).';
