import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { RegisterView } from '@wycieczki/shared';
import { useRegisterTest } from './register-test-kit';

// Issue 62: the preview is kept in jsonb, which refuses a NUL and a lone surrogate (500 before): a file
// with one gives the pupil's cell as a table's reader makes it, a space for a NUL, U+FFFD for the half.

const { importFile, view, school } = useRegisterTest();

const utf8 = (text: string) => new TextEncoder().encode(text);
const names = (register: RegisterView) => register.classes.flatMap(({ className, pupils }) => pupils.map((p) => `${className}: ${p.surname} | ${p.firstNames}`)).sort();

/** A workbook of `rows` whose sheet's XML then says '&#0;' for ‹NUL› and '&#xD800;' for ‹HALF›, as a hand-made file may. */
async function workbookWithReferences(rows: string[][]): Promise<Uint8Array> {
  const real = await writeXlsxFile(rows.map((row) => row.map((value) => ({ value })))).toBuffer();
  const files = unzipSync(new Uint8Array(real));
  for (const [name, content] of Object.entries(files)) {
    if (name.endsWith('.xml')) files[name] = strToU8(new TextDecoder().decode(content).replaceAll('‹NUL›', '&#0;').replaceAll('‹HALF›', '&#xD800;'));
  }
  return zipSync(files);
}

describe('a pupil with a character no database stores, in the e-dziennik’s file', () => {
  it('is read from a CSV (past the first 4 KB the binary check reads), an XLSX and an SDS archive, and saved', async () => {
    const { head } = await school();
    const filler = Array.from({ length: 300 }, (_, i) => `Kowalski${String.fromCharCode(65 + (i % 26))}${i};Jan;4a`).join('\r\n');
    await importFile(head, utf8(`Nazwisko;Imię;Klasa\r\n${filler}\r\nNowak\u0000;Ola\u0000Maria;4b\r\n`));
    await importFile(head, await workbookWithReferences([['Nazwisko', 'Imię', 'Klasa'], ['Lis‹HALF›', 'Ala‹NUL›', '5a']]));
    const sds = zipSync({
      'Student.csv': utf8('SIS ID,First Name,Last Name\ns1,Ewa\u0000,Wrona\n'),
      'Section.csv': utf8('SIS ID,Section Name\nc1,6c\n'),
      'StudentEnrollment.csv': utf8('Section SIS ID,SIS ID\nc1,s1\n'),
    });
    await importFile(head, sds);
    expect(names((await view(head)).body).filter((line) => !line.startsWith('4a'))).toEqual(['4b: Nowak | Ola Maria', '5a: Lis\uFFFD | Ala', '6c: Wrona | Ewa']);
  });
});
