import { isPupilBirthDate, isValidPesel, isValidPhone, LIMITS, MSG, peselBirthDay, polishToday, toStorableText, type RegisterField, type RegisterRefusedRow } from '@wycieczki/shared';
import { isoDate } from './register-meaning';

/** A pupil as the school's register keeps them (issue 51), read from one row of an exported file. */
export type RegisterRow = {
  /** The row's line in the file (the header is line 1), for the import's report. */
  line: number;
  surname: string;
  /** 'Jan Maria': every first name, in the file's order. */
  firstNames: string;
  className: string;
  /** 'Nr w dzienniku', where the file has it. */
  registerNo: number | null;
  pesel: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  sex: 'F' | 'M' | null;
  parentPhone: string | null;
  parentEmail: string | null;
};

export type RegisterRows = {
  rows: RegisterRow[];
  /** Rows left out, with their line, the row's own name and why, in Polish: the rest go in. */
  refused: RegisterRefusedRow[];
  /** The file's own column names: those read, and those left alone. */
  columns: { used: string[]; ignored: string[] };
  /** The pupil's fields the file carries: a field it lacks leaves the register's value as it is. */
  fields: RegisterField[];
};

type Field = 'surname' | 'firstName' | 'secondName' | 'fullName' | 'className' | 'level' | 'symbol' | 'registerNo' | 'pesel' | 'birthDate' | 'sex' | 'parentPhone' | 'parentEmail';

/** A header as compared: lower case, no diacritics, no spaces, dashes or underscores. */
export const key = (header: string) =>
  header
    .trim()
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_\-.]+/g, '');

/**
 * The names a column goes by: the Polish headers of a class list, and the field names of the
 * 'Standard opisu ucznia' (SOU) that e-dziennik exports and Librus document ('nazwisko, imie, imie2,
 * plec, data_ur, pesel', the secretariat's 'poziom, symbol').
 */
const HEADERS: Record<Field, readonly string[]> = {
  surname: ['nazwisko', 'nazwiskoucznia'],
  firstName: ['imie', 'imieucznia', 'pierwszeimie'],
  secondName: ['imie2', 'drugieimie'],
  fullName: ['imieinazwisko', 'uczen', 'nazwiskoiimie'],
  className: ['klasa', 'oddzial', 'klasaoddzial'],
  level: ['poziom', 'klasapoziom', 'rocznik'],
  symbol: ['symbol', 'symboloddzialu', 'litera', 'oddzialsymbol'],
  registerNo: ['nrdz', 'nrwdzienniku', 'numerwdzienniku', 'nrdziennika', 'numerwdziennikulekcyjnym'],
  pesel: ['pesel', 'peselucznia', 'numerpesel'],
  birthDate: ['dataurodzenia', 'dataur', 'urodzony', 'urodzona', 'dataurodzeniaucznia', 'birthdate'],
  sex: ['plec', 'plecucznia', 'sex', 'gender'],
  parentPhone: ['telefonrodzica', 'telefonopiekuna', 'telefonmatki', 'telefonojca', 'telrodzica', 'telefonrodzicaopiekuna', 'telefondorodzica'],
  parentEmail: ['emailrodzica', 'mailrodzica', 'emailopiekuna', 'adresemailrodzica', 'emailrodzicaopiekuna'],
};

/** A header no list names: a parent's phone or e-mail under another name ('Tel. kontaktowy matki'). */
function fieldByHint(name: string): Field | undefined {
  if (/ucznia$/.test(name)) return undefined;
  if (/^(telefon|tel|nrtel|komorka)/.test(name) && /(rodzic|opiekun|matk|ojc|kontakt)/.test(name)) return 'parentPhone';
  if (/(e?mail)/.test(name) && /(rodzic|opiekun|matk|ojc|kontakt)/.test(name)) return 'parentEmail';
  return undefined;
}

const FIELD_OF = new Map<string, Field>(Object.entries(HEADERS).flatMap(([field, names]) => names.map((name) => [name, field as Field] as const)));

function parseSex(text: string): 'F' | 'M' | null | undefined {
  const value = key(text);
  if (!value) return null;
  if (['k', 'kobieta', 'dziewczynka', 'd', 'f', 'z', 'zenska', 'female'].includes(value)) return 'F';
  if (['m', 'mezczyzna', 'chlopiec', 'c', 'meska', 'male'].includes(value)) return 'M';
  return undefined;
}

/** '4' and 'b' → '4b'; '4 b' → '4b'; a class already whole stays as written. */
function classOf(className: string, level: string, symbol: string): string {
  const whole = className || `${level}${symbol}`;
  return whole.replace(/\s+/g, '');
}

/** The register's fields a file carries, from the columns it has. */
function fieldsOf(index: ReadonlyMap<Field, number>): RegisterField[] {
  const has = (field: Field) => index.has(field);
  const fields: RegisterField[] = ['surname', 'firstNames', 'className'];
  if (has('registerNo')) fields.push('registerNo');
  if (has('pesel')) fields.push('pesel');
  if (has('birthDate')) fields.push('birthDate');
  if (has('sex')) fields.push('sex');
  if (has('parentPhone')) fields.push('parentPhone');
  if (has('parentEmail')) fields.push('parentEmail');
  return fields;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The pupils of a table read from an exported file (the header first): columns found by their names
 * in any order; a birth date within a pupil's age on `today` (issue 62, shared pupil-age.ts); a PESEL
 * checked for its check digit, and against the birth date and the sex where the file has them. A row
 * that fails is refused with its line and reason; the others are read. `lines` gives each body row's
 * line in the file where it is not its place in the table (an XML file).
 */
export function registerRows(table: readonly (readonly string[])[], lines?: readonly number[], today: string = polishToday()): RegisterRows {
  const [header = [], ...body] = table;
  const index = new Map<Field, number>();
  const used: string[] = [];
  const ignored: string[] = [];
  header.forEach((name, column) => {
    const field = FIELD_OF.get(key(name)) ?? fieldByHint(key(name));
    if (field && !index.has(field)) {
      index.set(field, column);
      used.push(name.trim());
    } else if (name.trim()) ignored.push(name.trim());
  });
  const names = (index.has('surname') && index.has('firstName')) || index.has('fullName');
  const classes = index.has('className') || (index.has('level') && index.has('symbol'));
  if (!names || !classes) return { rows: [], refused: [{ line: 1, name: null, reason: MSG.registerNoColumns }], columns: { used, ignored }, fields: [] };

  const rows: RegisterRow[] = [];
  const refused: RegisterRefusedRow[] = [];
  const pesels = new Set<string>();
  body.forEach((cells, i) => {
    const line = lines?.[i] ?? i + 2;
    const cell = (field: Field) => {
      const column = index.get(field);
      // A NUL or a lone surrogate (issue 62) as the reader of a table makes it: an SDS archive's CSVs come here unread, and the preview is kept in jsonb.
      // NFC (issue 63): a name typed with combining marks ('Z' + U+0307) is kept as the one letter 'Ż'.
      return column === undefined ? '' : toStorableText(cells[column] ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');
    };
    if (cells.every((value) => !value.trim())) return;
    let surname = cell('surname');
    let firstNames = [cell('firstName'), cell('secondName')].filter(Boolean).join(' ');
    if (!surname && !firstNames && cell('fullName')) {
      const words = cell('fullName').split(' ');
      surname = words.length > 1 ? words.at(-1)! : '';
      firstNames = words.slice(0, -1).join(' ');
    }
    const className = classOf(cell('className'), cell('level'), cell('symbol'));
    const birthDate = isoDate(cell('birthDate'));
    const sex = parseSex(cell('sex'));
    // A PESEL of a pupil born 2000–2009 starts with 0, which a spreadsheet's number cell drops.
    const typedPesel = cell('pesel').replace(/\s+/g, '');
    const pesel = (/^\d{10}$/.test(typedPesel) ? `0${typedPesel}` : typedPesel) || null;
    // A cell with two phones or addresses ('501 234 567, 601 234 567'): the first.
    const parentPhone = cell('parentPhone').split(/[,;/]/)[0]!.trim() || null;
    const parentEmail = cell('parentEmail').split(/[,;\s]/)[0]!.trim().toLowerCase() || null;
    const registerNo = /^\d{1,3}\.?$/.test(cell('registerNo')) ? Number.parseInt(cell('registerNo'), 10) : null;
    const reason =
      rowProblem({ surname, firstNames, className, birthDate, sex, parentPhone, parentEmail, pesel }, today) ?? (pesel && pesels.has(pesel) ? MSG.registerPeselTwice : null);
    if (reason) {
      // The row's own name, as the file gives it: who to look for in the e-dziennik.
      refused.push({ line, name: `${surname} ${firstNames}`.trim() || null, reason });
      return;
    }
    if (pesel) pesels.add(pesel);
    rows.push({ line, surname, firstNames, className, registerNo, pesel, birthDate: birthDate ?? null, sex: sex ?? null, parentPhone, parentEmail });
  });
  return { rows, refused, columns: { used, ignored }, fields: fieldsOf(index) };
}

type ReadRow = Pick<RegisterRow, 'surname' | 'firstNames' | 'className' | 'pesel' | 'parentPhone' | 'parentEmail'> & {
  /** Undefined: a cell the file has but that cannot be read. */
  birthDate: string | null | undefined;
  sex: 'F' | 'M' | null | undefined;
};

/** Why a row cannot go in, the first reason in the order a person fixes them, or null. */
function rowProblem(row: ReadRow, today: string): string | null {
  const { surname, firstNames, className, birthDate, sex, parentPhone, parentEmail, pesel } = row;
  if (!surname) return MSG.registerNoSurname;
  if (!firstNames) return MSG.registerNoFirstName;
  if (!className) return MSG.registerNoClass;
  if (surname.length > LIMITS.personNameMax || firstNames.length > LIMITS.personNameMax || className.length > LIMITS.classNameMax) return MSG.registerTooLong;
  if (birthDate === undefined) return MSG.registerBirthDateInvalid;
  if (birthDate && !isPupilBirthDate(birthDate, today)) return MSG.registerBirthDateImplausible;
  if (sex === undefined) return MSG.registerSexInvalid;
  if (parentPhone && !isValidPhone(parentPhone)) return MSG.registerPhoneInvalid;
  if (parentEmail && (!EMAIL.test(parentEmail) || parentEmail.length > LIMITS.emailMax)) return MSG.registerEmailInvalid;
  return pesel ? peselProblem(pesel, birthDate, sex, today) : null;
}

/** What is wrong with a PESEL given the row's own birth date and sex, or null. */
function peselProblem(pesel: string, birthDate: string | null | undefined, sex: 'F' | 'M' | null | undefined, today: string): string | null {
  if (!isValidPesel(pesel)) return MSG.registerPeselInvalid;
  const encoded = peselBirthDay(pesel);
  if (!encoded) return MSG.registerPeselInvalid;
  if (birthDate && birthDate !== encoded) return MSG.registerPeselBirthDate;
  if (!isPupilBirthDate(encoded, today)) return MSG.registerPeselBirthDateImplausible;
  // The tenth digit: odd for a man, even for a woman.
  if (sex && (Number(pesel[9]) % 2 === 1 ? 'M' : 'F') !== sex) return MSG.registerPeselSex;
  return null;
}

/**
 * More than LIMITS.registerPeselsPerBirthDay PESELs of one birth date and sex in the rows read (issue
 * 62): no school has so many pupils born on one day, while the 5,000 valid PESELs of a day and a sex
 * are how one pupil's number would be searched for. The file alone decides, never the register.
 */
export function peselsCrowdOneDay(rows: readonly RegisterRow[]): boolean {
  const counts = new Map<string, number>();
  for (const { pesel } of rows) {
    if (!pesel) continue;
    const day = `${pesel.slice(0, 6)}|${Number(pesel[9]) % 2}`;
    const count = (counts.get(day) ?? 0) + 1;
    if (count > LIMITS.registerPeselsPerBirthDay) return true;
    counts.set(day, count);
  }
  return false;
}
