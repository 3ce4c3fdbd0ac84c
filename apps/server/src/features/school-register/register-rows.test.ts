import { describe, expect, it } from 'vitest';
import { LIMITS, MSG } from '@wycieczki/shared';
import { readTable } from '../students/import/read-table';
import { validPesel as pesel } from '../../test/valid-pesel';
import { peselsCrowdOneDay, registerRows } from './register-rows';

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
    // Each with the row's own name (issue 63), as much of it as the row gives.
    expect(read.refused).toEqual([
      { line: 2, name: 'Kowalski Jan', reason: MSG.registerPeselInvalid },
      { line: 3, name: 'Kowalski Jan', reason: MSG.registerPeselBirthDate },
      { line: 4, name: 'Kowalska Ola', reason: MSG.registerPeselSex },
      { line: 5, name: 'Lis Ewa', reason: MSG.registerNoClass },
      { line: 6, name: 'Lis Ewa', reason: MSG.registerBirthDateInvalid },
      { line: 7, name: 'Lis Ewa', reason: MSG.registerSexInvalid },
      { line: 8, name: 'Ewa', reason: MSG.registerNoSurname },
    ]);
    expect(read.rows.map((row) => row.line)).toEqual([9]);
  });

  it("refuses a birth date outside a pupil's age (2 to 80 on the day), given or in the PESEL, with its line (issue 62)", () => {
    const today = '2026-09-01';
    const read = registerRows(
      [
        ['Nazwisko', 'Imię', 'Klasa', 'Data urodzenia', 'PESEL'],
        ['Najmłodsza', 'Ida', '0a', '2024-09-01', ''],
        ['Za', 'Młoda', '0a', '2024-09-02', ''],
        ['Najstarszy', 'Jan', 'IIp', '02.09.1945', ''],
        ['Za', 'Stary', 'IIp', '1945-09-01', ''],
        ['Rok', 'Pierwszy', '4a', '0001-01-01', ''],
        ['Rok', 'Ostatni', '4a', '31.12.9999', ''],
        ['Rok', 'Zastępczy', '4a', '1900-01-01', ''],
        ['Pesel', 'Stary', '4a', '', pesel('1930-06-01', 'M')],
        ['Pesel', 'Dobry', '4a', '', LUKASZ],
      ],
      undefined,
      today,
    );
    expect(read.refused).toEqual([
      { line: 3, name: 'Za Młoda', reason: MSG.registerBirthDateImplausible },
      { line: 5, name: 'Za Stary', reason: MSG.registerBirthDateImplausible },
      { line: 6, name: 'Rok Pierwszy', reason: MSG.registerBirthDateImplausible },
      { line: 7, name: 'Rok Ostatni', reason: MSG.registerBirthDateImplausible },
      { line: 8, name: 'Rok Zastępczy', reason: MSG.registerBirthDateImplausible },
      { line: 9, name: 'Pesel Stary', reason: MSG.registerPeselBirthDateImplausible },
    ]);
    expect(read.rows.map((row) => [row.line, row.birthDate])).toEqual([[2, '2024-09-01'], [4, '1945-09-02'], [10, null]]);
  });

  it('tells a file with more PESELs of one birth date and sex than a school has pupils born that day (issue 62)', () => {
    const rows = (count: number, sex: 'F' | 'M' = 'F') =>
      registerRows([['Nazwisko', 'Imię', 'Klasa', 'PESEL'], ...Array.from({ length: count }, (_, i) => ['Nowak', `Ala${i}`, '4a', pesel('2015-03-21', sex, String(100 + i))])]).rows;
    expect(peselsCrowdOneDay(rows(20))).toBe(false);
    expect(peselsCrowdOneDay([...rows(20), ...rows(20, 'M')])).toBe(false);
    expect(peselsCrowdOneDay(rows(21))).toBe(true);
    expect(MSG.registerPeselsOfOneDay).toContain(`więcej niż ${LIMITS.registerPeselsPerBirthDay} numerów`);
  });

  it('says what a file without names or classes lacks', () => {
    expect(registerRows([['Kolumna A', 'Kolumna B'], ['1', '2']]).refused).toEqual([{ line: 1, name: null, reason: MSG.registerNoColumns }]);
  });

  it("reads a secretariat's CSV in Windows-1250 with ';', as it is exported", async () => {
    const CP1250: Record<string, number> = { Ł: 0xa3, Ż: 0xaf, ó: 0xf3, ł: 0xb3, ć: 0xe6, ę: 0xea, ż: 0xbf };
    const text = `Nazwisko;Imię;Klasa;Płeć;PESEL\r\nŻółć;Łukasz;4b;M;${LUKASZ}\r\n`;
    const bytes = Uint8Array.from([...text].map((char) => CP1250[char] ?? char.charCodeAt(0)));
    const read = registerRows(await readTable(bytes));
    expect(read.rows).toMatchObject([{ surname: 'Żółć', firstNames: 'Łukasz', className: '4b', sex: 'M', pesel: LUKASZ }]);
  });
});
