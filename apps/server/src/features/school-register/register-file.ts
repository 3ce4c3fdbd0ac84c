import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { LIMITS, MSG, type RegisterFormat } from '@wycieczki/shared';
import { AppError } from '../../lib/errors';
import { decodeText, isZip, readTable, type TableLimits } from '../students/import/read-table';
import { rezipWithinBudget, ZipBudgetError, type ZipBudget } from '../students/import/zip-budget';
import { key, registerRows, type RegisterRows } from './register-rows';
import { readSouXml } from './sou-xml';

/** What 'Import z e-dziennika' read from one file: its pupils, the rows refused, and its kind. */
export type RegisterFile = RegisterRows & { format: RegisterFormat };

export const REGISTER_LIMITS: TableLimits = {
  maxRows: LIMITS.registerMaxPupils,
  maxBytes: LIMITS.registerMaxBytes,
  tooLarge: MSG.registerTooLarge,
  tooMany: MSG.registerTooMany,
};

/** An SDS archive of a school of 5,000 pupils is a few MB of CSV; this leaves room for any real one and none for a bomb. */
const SDS_BUDGET: ZipBudget = { maxEntryBytes: 20 * 1024 * 1024, maxTotalBytes: 40 * 1024 * 1024, maxEntries: 200 };

/** Field names only the SOU's CSV uses: such a file is 'CSV z polami SOU', not a hand-made list. */
const SOU_CSV_NAMES = new Set(['imie2', 'dataur', 'nrdz', 'mscur', 'poziom', 'symbol', 'idosw', 'obpolskie']);

/** Signatures of files that are no table: a PDF, an old .xls or .doc, images, a rar or 7z archive. */
const NOT_A_TABLE = [
  [0x25, 0x50, 0x44, 0x46],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x52, 0x61, 0x72, 0x21],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x1f, 0x8b],
];

function notAFile(): AppError {
  return new AppError('validation', MSG.registerNotAFile);
}

/**
 * Reads the e-dziennik's export, recognised by its content whatever its name: SOU XML (one pupil or
 * many), an SDS zip (School Data Sync, CSV v1 or v2.1), an XLSX sheet, or a CSV (SOU field names or
 * Polish headers; ',' ';' or tab; UTF-8 with or without BOM, or Windows-1250). Runs in a worker thread.
 */
export async function readRegisterFile(file: Uint8Array): Promise<RegisterFile> {
  // Excel's 'Tekst Unicode' is UTF-16 with a BOM: read as the UTF-8 it says.
  const utf16 = (file[0] === 0xff && file[1] === 0xfe) || (file[0] === 0xfe && file[1] === 0xff);
  const bytes = utf16 ? new TextEncoder().encode(new TextDecoder(file[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(file)) : file;
  if (bytes.length === 0) throw new AppError('validation', MSG.importEmpty);
  if (bytes.length > LIMITS.registerMaxBytes) throw new AppError('body_too_large', MSG.registerTooLarge);
  if (NOT_A_TABLE.some((magic) => magic.every((byte, i) => bytes[i] === byte))) throw notAFile();
  if (isZip(bytes)) return readZip(bytes);
  const text = decodeXmlOrText(bytes);
  // Control characters other than tab and line ends: a binary file under a table's name.
  if (hasControlCharacters(text.slice(0, 4096))) throw notAFile();
  if (text.trimStart().startsWith('<')) return withFormat(readSouXml(text), 'sou-xml');
  const rows = registerRows(await readTable(bytes, REGISTER_LIMITS));
  return withFormat(rows, rows.columns.used.some((name) => SOU_CSV_NAMES.has(key(name))) ? 'sou-csv' : 'csv');
}

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x09 || (code > 0x0d && code < 0x1b)) return true;
  }
  return false;
}

function withFormat(rows: RegisterRows, format: RegisterFormat): RegisterFile {
  if (rows.rows.length > LIMITS.registerMaxPupils) throw new AppError('validation', MSG.registerTooMany);
  return { ...rows, format };
}

/** An XML file says its encoding in its declaration (SOU files from older programs: windows-1250). */
function decodeXmlOrText(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\s*(?:\uFEFF|ï»¿)?<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  if (declared && declared !== 'utf-8' && declared !== 'utf8' && !declared.startsWith('utf-16')) {
    try {
      return new TextDecoder(declared).decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      throw new AppError('validation', MSG.registerXmlUnreadable);
    }
  }
  return decodeText(bytes);
}

async function readZip(bytes: Uint8Array): Promise<RegisterFile> {
  let entries: Record<string, Uint8Array>;
  try {
    const wanted = (name: string) => name.toLowerCase().endsWith('.csv') || name === '[Content_Types].xml' || name === 'xl/workbook.xml';
    entries = unzipSync(rezipWithinBudget(bytes, SDS_BUDGET, wanted));
  } catch (error) {
    if (error instanceof ZipBudgetError && error.reason === 'too_large') throw new AppError('body_too_large', MSG.registerTooLarge);
    throw notAFile();
  }
  if ('xl/workbook.xml' in entries) {
    const rows = registerRows(await readTable(bytes, REGISTER_LIMITS));
    return withFormat(rows, rows.columns.used.some((name) => SOU_CSV_NAMES.has(key(name))) ? 'sou-csv' : 'xlsx');
  }
  const files = new Map(Object.entries(entries).map(([name, content]) => [name.split('/').at(-1)!.toLowerCase(), content]));
  return withFormat(readSds(files), 'sds');
}

type Csv = { columns: string[]; rows: Record<string, string>[] };

/** One CSV of the archive, its columns by their compared names ('SIS ID' → 'sisid'). */
function csvOf(files: ReadonlyMap<string, Uint8Array>, name: string): Csv | null {
  const content = files.get(name);
  if (!content) return null;
  const parsed = Papa.parse<string[]>(decodeText(content), { skipEmptyLines: 'greedy' });
  const [header = [], ...body] = parsed.data;
  const keys = header.map(key);
  return { columns: header.map((column) => column.trim()), rows: body.map((cells) => Object.fromEntries(keys.map((k, i) => [k, (cells[i] ?? '').trim()]))) };
}

/** A class in a section's title: '4b', '4 b', 'Klasa 4b', 'IIa'; a subject's section ('Matematyka 4b') gives its class too. */
function classInTitle(title: string): string | null {
  const match = /(?:^|\s)((?:\d{1,2}|[IVX]{1,4})\s?[a-zA-Z]{0,3})$/.exec(title.trim());
  return match ? match[1]!.replace(/\s+/g, '') : null;
}

/** A pupil's class among the sections they are enrolled in: one that is a bare class first. */
function pupilClass(titles: readonly string[]): string {
  const bare = titles.find((title) => /^(?:klasa\s+|oddział\s+)?(?:\d{1,2}|[IVX]{1,4})\s?[a-zA-Z]{0,3}$/i.test(title.trim()));
  if (bare) return classInTitle(bare) ?? '';
  if (titles.length === 1) return classInTitle(titles[0]!) ?? titles[0]!;
  return titles.map(classInTitle).find(Boolean) ?? '';
}

const REGISTER_HEADER = ['nazwisko', 'imie', 'imie2', 'klasa', 'data_ur', 'plec', 'pesel'];

/**
 * Microsoft's School Data Sync, as Librus exports it. v2.1: users.csv (givenName, familyName,
 * middleName), roles.csv (who is a student), classes.csv and enrollments.csv (the class), and
 * demographics.csv (birthDate, sex). v1: Student.csv (First Name, Last Name, Middle Name, Birthdate,
 * State ID), Section.csv and StudentEnrollment.csv. The pupils go through the same checks as any table,
 * numbered by their line in users.csv or Student.csv.
 */
function readSds(files: ReadonlyMap<string, Uint8Array>): RegisterRows {
  const users = csvOf(files, 'users.csv');
  const students = users ? null : csvOf(files, 'student.csv');
  if (!users && !students) throw new AppError('validation', MSG.registerZipUnknown);
  const v2 = users !== null;
  const people = (users ?? students)!;
  const classes = csvOf(files, v2 ? 'classes.csv' : 'section.csv');
  const enrollments = csvOf(files, v2 ? 'enrollments.csv' : 'studentenrollment.csv');
  const roles = v2 ? csvOf(files, 'roles.csv') : null;
  const demographics = v2 ? csvOf(files, 'demographics.csv') : null;

  const titleOf = new Map((classes?.rows ?? []).map((row) => [row.sourcedid ?? row.sisid ?? '', row.title ?? row.sectionname ?? '']));
  const sectionsOf = new Map<string, string[]>();
  for (const row of enrollments?.rows ?? []) {
    if (v2 && row.role && row.role.toLowerCase() !== 'student') continue;
    const user = (v2 ? row.usersourcedid : row.sisid) ?? '';
    const title = titleOf.get((v2 ? row.classsourcedid : row.sectionsisid) ?? '');
    if (title) sectionsOf.set(user, [...(sectionsOf.get(user) ?? []), title]);
  }
  const studentIds = roles
    ? new Set(roles.rows.filter((row) => (row.role ?? '').toLowerCase() === 'student').map((row) => row.usersourcedid ?? ''))
    : null;
  const born = new Map((demographics?.rows ?? []).map((row) => [row.usersourcedid ?? '', row]));

  const table = [REGISTER_HEADER];
  for (const person of people.rows) {
    const id = (v2 ? person.sourcedid : person.sisid) ?? '';
    // Teachers and others keep their lines as empty rows, so a refused pupil's line is the file's.
    const isStudent = studentIds ? studentIds.has(id) : v2 ? sectionsOf.has(id) : true;
    if (!isStudent) {
      table.push([]);
      continue;
    }
    const facts = born.get(id);
    const stateId = person.stateid ?? '';
    table.push([
      (v2 ? person.familyname : person.lastname) ?? '',
      (v2 ? person.givenname : person.firstname) ?? '',
      person.middlename ?? '',
      pupilClass(sectionsOf.get(id) ?? []),
      (v2 ? facts?.birthdate : person.birthdate) ?? '',
      (v2 ? facts?.sex : person.gender) ?? '',
      /^\d{11}$/.test(stateId) ? stateId : '',
    ]);
  }
  const read = registerRows(table);
  const used = v2
    ? ['users.csv: givenName, familyName, middleName', 'classes.csv: title', ...(demographics ? ['demographics.csv: birthDate, sex'] : [])]
    : ['Student.csv: First Name, Last Name, Middle Name', 'Section.csv: Section Name'];
  const usedKeys = new Set(['sourcedid', 'givenname', 'familyname', 'middlename', 'sisid', 'firstname', 'lastname', 'birthdate', 'stateid', 'gender']);
  const ignored = people.columns.filter((column) => !usedKeys.has(key(column)));
  const has = (column: string) => people.columns.some((name) => key(name) === column);
  // 'State ID' is a PESEL only where it has 11 digits: a file of the vendor's own ids carries none.
  const carried = { pesel: table.some((row) => /^\d{11}$/.test(row[6] ?? '')), birthDate: v2 ? demographics !== null : has('birthdate'), sex: v2 ? demographics !== null : has('gender') };
  const fields = read.fields.filter((field) => !(field in carried) || carried[field as keyof typeof carried]);
  return { ...read, columns: { used, ignored }, fields };
}
