import { describe, expect, it } from 'vitest';
import { MSG } from '@wycieczki/shared';
import { readTable } from '../students/import/read-table';
import { registerRows } from './register-rows';

/** A valid PESEL for a birth date and sex (the serial fixed), as the register's files carry them. */
function pesel(date: string, sex: 'F' | 'M', serial = '123'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const offset = year >= 2000 ? 20 : 0;
  const head = `${String(year % 100).padStart(2, '0')}${String(month + offset).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}${sex === 'M' ? 1 : 2}`;
  const sum = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3].reduce((acc, weight, i) => acc + weight * Number(head[i]), 0);
  return `${head}${(10 - (sum % 10)) % 10}`;
}

const LUKASZ = pesel('2015-03-21', 'M');
const ANNA = pesel('2014-11-02', 'F', '456');

describe("the register's rows (issue 51)", () => {
  it('reads a class list with Polish headers in any order, and says which columns it used', () => {
    const read = registerRows([
      ['Lp.', 'Klasa', 'Nazwisko', 'Imię', 'Drugie imię', 'Płeć', 'Data urodzenia', 'PESEL', 'Telefon rodzica', 'E-mail rodzica', 'Uwagi'],
      ['1', '4 b', 'Żółć', 'Łukasz', '', 'M', '21.03.2015', LUKASZ, '600 100 200', 'Rodzic@Example.com', 'x'],
      ['2', '4b', 'Nowak', 'Anna', 'Maria', 'K', '2014-11-02', ANNA, '', '', ''],
      ['', '', '', '', '', '', '', '', '', '', ''],
    ]);
    expect(read.refused).toEqual([]);
    expect(read.rows).toEqual([
      { line: 2, surname: 'Żółć', firstNames: 'Łukasz', className: '4b', registerNo: null, pesel: LUKASZ, birthDate: '2015-03-21', sex: 'M', parentPhone: '600 100 200', parentEmail: 'rodzic@example.com' },
      { line: 3, surname: 'Nowak', firstNames: 'Anna Maria', className: '4b', registerNo: null, pesel: ANNA, birthDate: '2014-11-02', sex: 'F', parentPhone: null, parentEmail: null },
    ]);
    expect(read.columns).toEqual({
      used: ['Klasa', 'Nazwisko', 'Imię', 'Drugie imię', 'Płeć', 'Data urodzenia', 'PESEL', 'Telefon rodzica', 'E-mail rodzica'],
      ignored: ['Lp.', 'Uwagi'],
    });
  });

  it("reads the SOU field names, the class built from 'poziom' and 'symbol'", () => {
    const read = registerRows([
      ['nazwisko', 'imie', 'imie2', 'plec', 'data_ur', 'pesel', 'poziom', 'symbol'],
      ['Żółć', 'Łukasz', 'Jan', 'M', '2015-03-21', LUKASZ, '4', 'b'],
    ]);
    expect(read.rows).toMatchObject([{ surname: 'Żółć', firstNames: 'Łukasz Jan', className: '4b', sex: 'M', birthDate: '2015-03-21' }]);
  });

  it('refuses a row it cannot trust with its line and reason in Polish, and reads the rest', () => {
    const wrongDigit = `${LUKASZ.slice(0, 10)}${(Number(LUKASZ[10]) + 1) % 10}`;
    const read = registerRows([
      ['Nazwisko', 'Imię', 'Klasa', 'PESEL', 'Data urodzenia', 'Płeć'],
      ['Kowalski', 'Jan', '4b', wrongDigit, '2015-03-21', 'M'],
      ['Kowalski', 'Jan', '4b', LUKASZ, '2015-03-22', 'M'],
      ['Kowalska', 'Ola', '4b', LUKASZ, '2015-03-21', 'K'],
      ['Lis', 'Ewa', '', '', '', ''],
      ['Lis', 'Ewa', '4b', '', '31.02.2015', ''],
      ['Lis', 'Ewa', '4b', '', '', 'X'],
      ['', 'Ewa', '4b', '', '', ''],
      ['Lis', 'Ewa', '4b', '', '', 'K'],
    ]);
    expect(read.refused).toEqual([
      { line: 2, reason: MSG.registerPeselInvalid },
      { line: 3, reason: MSG.registerPeselBirthDate },
      { line: 4, reason: MSG.registerPeselSex },
      { line: 5, reason: MSG.registerNoClass },
      { line: 6, reason: MSG.registerBirthDateInvalid },
      { line: 7, reason: MSG.registerSexInvalid },
      { line: 8, reason: MSG.registerNoSurname },
    ]);
    expect(read.rows.map((row) => row.line)).toEqual([9]);
  });

  it('says what a file without names or classes lacks', () => {
    expect(registerRows([['Kolumna A', 'Kolumna B'], ['1', '2']]).refused).toEqual([{ line: 1, reason: MSG.registerNoColumns }]);
  });

  it("reads a secretariat's CSV in Windows-1250 with ';', as it is exported", async () => {
    const CP1250: Record<string, number> = { Ł: 0xa3, Ż: 0xaf, ó: 0xf3, ł: 0xb3, ć: 0xe6, ę: 0xea, ż: 0xbf };
    const text = `Nazwisko;Imię;Klasa;Płeć;PESEL\r\nŻółć;Łukasz;4b;M;${LUKASZ}\r\n`;
    const bytes = Uint8Array.from([...text].map((char) => CP1250[char] ?? char.charCodeAt(0)));
    const read = registerRows(await readTable(bytes));
    expect(read.rows).toMatchObject([{ surname: 'Żółć', firstNames: 'Łukasz', className: '4b', sex: 'M', pesel: LUKASZ }]);
  });
});
