import { isValidPesel, MSG, peselBirthDate } from '@wycieczki/shared';

/** A pupil as the school's register keeps them (issue 51), read from one row of an exported file. */
export type RegisterRow = {
  /** The row's line in the file (the header is line 1), for the import's report. */
  line: number;
  surname: string;
  /** 'Jan Maria': every first name, in the file's order. */
  firstNames: string;
  className: string;
  pesel: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  sex: 'F' | 'M' | null;
  parentPhone: string | null;
  parentEmail: string | null;
};

export type RegisterRows = {
  rows: RegisterRow[];
  /** Rows left out, with their line and why, in Polish: the rest go in. */
  refused: { line: number; reason: string }[];
  /** The file's own column names: those read, and those left alone. */
  columns: { used: string[]; ignored: string[] };
};

type Field = 'surname' | 'firstName' | 'secondName' | 'fullName' | 'className' | 'level' | 'symbol' | 'pesel' | 'birthDate' | 'sex' | 'parentPhone' | 'parentEmail';

/** A header as compared: lower case, no diacritics, no spaces, dashes or underscores. */
const key = (header: string) =>
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
  pesel: ['pesel', 'peselucznia'],
  birthDate: ['dataurodzenia', 'dataur', 'urodzony', 'urodzona'],
  sex: ['plec'],
  parentPhone: ['telefonrodzica', 'telefonopiekuna', 'telefonmatki', 'telefonojca', 'telrodzica'],
  parentEmail: ['emailrodzica', 'mailrodzica', 'emailopiekuna'],
};

const FIELD_OF = new Map<string, Field>(Object.entries(HEADERS).flatMap(([field, names]) => names.map((name) => [name, field as Field] as const)));

function parseDate(text: string): string | null | undefined {
  if (!text) return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const polish = /^(\d{1,2})[.\-/](\d{1,2})[.\-/](\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : polish ? [polish[3], polish[2], polish[1]] : [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return date.toISOString().slice(0, 10);
}

function parseSex(text: string): 'F' | 'M' | null | undefined {
  const value = key(text);
  if (!value) return null;
  if (['k', 'kobieta', 'dziewczynka', 'd', 'f', 'z', 'zenska'].includes(value)) return 'F';
  if (['m', 'mezczyzna', 'chlopiec', 'c', 'meska'].includes(value)) return 'M';
  return undefined;
}

/** '4' and 'b' → '4b'; '4 b' → '4b'; a class already whole stays as written. */
function classOf(className: string, level: string, symbol: string): string {
  const whole = className || `${level}${symbol}`;
  return whole.replace(/\s+/g, '');
}

/**
 * The pupils of a table read from an exported file (the header first): columns found by their names
 * in any order; a PESEL checked for its check digit, and against the birth date and the sex where the
 * file has them. A row that fails is refused with its line and reason; the others are read.
 */
export function registerRows(table: readonly (readonly string[])[]): RegisterRows {
  const [header = [], ...body] = table;
  const index = new Map<Field, number>();
  const used: string[] = [];
  const ignored: string[] = [];
  header.forEach((name, column) => {
    const field = FIELD_OF.get(key(name));
    if (field && !index.has(field)) {
      index.set(field, column);
      used.push(name.trim());
    } else if (name.trim()) ignored.push(name.trim());
  });
  const names = (index.has('surname') && index.has('firstName')) || index.has('fullName');
  const classes = index.has('className') || (index.has('level') && index.has('symbol'));
  if (!names || !classes) return { rows: [], refused: [{ line: 1, reason: MSG.registerNoColumns }], columns: { used, ignored } };

  const rows: RegisterRow[] = [];
  const refused: { line: number; reason: string }[] = [];
  body.forEach((cells, i) => {
    const line = i + 2;
    const cell = (field: Field) => {
      const column = index.get(field);
      return column === undefined ? '' : (cells[column] ?? '').trim().replace(/\s+/g, ' ');
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
    const birthDate = parseDate(cell('birthDate'));
    const sex = parseSex(cell('sex'));
    const pesel = cell('pesel').replace(/\s+/g, '') || null;
    const reason = !surname
      ? MSG.registerNoSurname
      : !firstNames
        ? MSG.registerNoFirstName
        : !className
          ? MSG.registerNoClass
          : birthDate === undefined
            ? MSG.registerBirthDateInvalid
            : sex === undefined
              ? MSG.registerSexInvalid
              : pesel
                ? peselProblem(pesel, birthDate, sex)
                : null;
    if (reason) {
      refused.push({ line, reason });
      return;
    }
    rows.push({
      line,
      surname,
      firstNames,
      className,
      pesel,
      birthDate: birthDate ?? null,
      sex: sex ?? null,
      parentPhone: cell('parentPhone') || null,
      parentEmail: cell('parentEmail').toLowerCase() || null,
    });
  });
  return { rows, refused, columns: { used, ignored } };
}

/** What is wrong with a PESEL given the row's own birth date and sex, or null. */
function peselProblem(pesel: string, birthDate: string | null | undefined, sex: 'F' | 'M' | null | undefined): string | null {
  if (!isValidPesel(pesel)) return MSG.registerPeselInvalid;
  const born = peselBirthDate(pesel);
  if (!born) return MSG.registerPeselInvalid;
  const encoded = `${born.year}-${String(born.month).padStart(2, '0')}-${String(born.day).padStart(2, '0')}`;
  if (birthDate && birthDate !== encoded) return MSG.registerPeselBirthDate;
  // The tenth digit: odd for a man, even for a woman.
  if (sex && (Number(pesel[9]) % 2 === 1 ? 'M' : 'F') !== sex) return MSG.registerPeselSex;
  return null;
}
