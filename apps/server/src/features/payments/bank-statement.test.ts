import { describe, expect, it } from 'vitest';
import { MSG, statementImportSchema } from '@wycieczki/shared';
import { decodeText } from '../students/import/read-table';
import { readStatement, statementAmount, statementDate } from './bank-statement';
import { proposeStudent } from './payments.service';
import { cp1250, ING, MBANK, PKO } from '../../test/bank-statements';

describe('a bank statement', () => {
  it("reads mBank's export in Windows-1250 after its preamble: incoming transfers only, amounts in grosze", () => {
    const read = readStatement(decodeText(cp1250(MBANK)));
    expect(read.outgoing).toBe(1);
    expect(read.unreadable).toBe(0);
    expect(read.lines.map(({ date, amount, title, sender }) => ({ date, amount, title, sender }))).toEqual([
      { date: '2026-11-02', amount: 35000, title: 'Jan Kowalski kl. 4b Zakopane', sender: 'EWA KOWALSKA UL. LIPOWA 3 KRAKÓW' },
      { date: '2026-11-04', amount: 120000, title: 'wycieczka Nowak', sender: 'PIOTR NOWAK' },
      { date: '2026-11-05', amount: 10000, title: 'darowizna', sender: 'FIRMA XYZ' },
    ]);
    expect(read.lines[0]!.ref).toMatch(/^[0-9a-f]{64}$/);
  });

  it('cuts a long title or sender where it may split an emoji, and keeps no half of it (issue 62)', () => {
    const read = readStatement(`Data;Kwota;Tytuł;Nadawca\r\n02.11.2026;350,00;${'a'.repeat(499)}🚌 wycieczka;${'b'.repeat(299)}👩‍🏫\r\n`);
    const [line] = read.lines;
    expect(line!.title).toBe(`${'a'.repeat(499)}\uFFFD`);
    expect(line!.sender).toBe(`${'b'.repeat(299)}\uFFFD`);
    expect(statementImportSchema.safeParse({ lines: [{ ref: line!.ref, studentId: '00000000-0000-4000-8000-000000000001', amount: line!.amount, paidOn: line!.date, title: line!.title }] }).success).toBe(true);
  });

  it("reads PKO BP's title and sender from its description cells, and ING's columns after its preamble", () => {
    const pko = readStatement(PKO);
    expect(pko.lines).toMatchObject([{ date: '2026-11-02', amount: 35000, title: 'Jan Kowalski kl. 4b Zakopane', sender: 'EWA KOWALSKA' }]);
    expect(pko.outgoing).toBe(1);
    const ing = readStatement(decodeText(cp1250(ING)));
    expect(ing.lines).toMatchObject([{ date: '2026-11-02', amount: 35000, title: 'Jan Kowalski kl. 4b Zakopane', sender: 'EWA KOWALSKA UL. LIPOWA 3' }]);
    // The same transfer in another bank's export is the same line.
    expect(ing.lines[0]!.ref).not.toBe('');
  });

  it('reads a plain CSV of date, amount, title and sender, and tells two identical transfers apart', () => {
    const read = readStatement('Data,Kwota,Tytuł,Nadawca\n02.11.2026,"350,00",Ola Nowak,Jan Nowak\n02.11.2026,"350,00",Ola Nowak,Jan Nowak\nzła data,10,x,y\n');
    expect(read.lines).toHaveLength(2);
    expect(read.lines[0]!.ref).not.toBe(read.lines[1]!.ref);
    expect(read.unreadable).toBe(1);
    // The same file read again gives the same fingerprints: a second import records nothing twice.
    expect(readStatement('Data,Kwota,Tytuł,Nadawca\n02.11.2026,"350,00",Ola Nowak,Jan Nowak\n02.11.2026,"350,00",Ola Nowak,Jan Nowak\n').lines.map((l) => l.ref)).toEqual(
      read.lines.map((l) => l.ref),
    );
  });

  it('refuses a file with no date, amount and title columns, and an empty one', () => {
    expect(() => readStatement('imię;nazwisko\nJan;Kowalski\n')).toThrow(MSG.statementUnreadable);
    expect(() => readStatement('')).toThrow(MSG.statementEmpty);
  });

  it('reads dates and amounts the ways banks write them, never through a float', () => {
    expect(statementDate('2026-11-02')).toBe('2026-11-02');
    expect(statementDate('02.11.2026')).toBe('2026-11-02');
    expect(statementDate('02-11-2026')).toBe('2026-11-02');
    expect(statementDate('31.02.2026')).toBeNull();
    expect(statementAmount('+350.00')).toBe(35000);
    expect(statementAmount('1 350,00')).toBe(135000);
    expect(statementAmount('350,1 PLN')).toBe(35010);
    expect(statementAmount('-45.10')).toBe(-4510);
    expect(statementAmount('0.29')).toBe(29);
    expect(statementAmount('12,345')).toBeNull();
  });
});

describe('a transfer proposed to a student', () => {
  const students = [
    { id: 'jan', name: 'Jan Kowalski', toPay: 35000 },
    { id: 'ola', name: 'Ola Nowak', toPay: 35000 },
    { id: 'adam', name: 'Adam Nowak', toPay: 50000 },
    { id: 'lucja', name: 'Łucja Żak', toPay: 35000 },
  ];

  it('goes to the child named in the title, letters and case aside', () => {
    expect(proposeStudent({ title: 'JAN KOWALSKI 4B ZAKOPANE', amount: 100 }, students)).toEqual({ studentId: 'jan', reason: 'imię i nazwisko w tytule' });
    expect(proposeStudent({ title: 'wycieczka lucja zak', amount: 100 }, students)).toMatchObject({ studentId: 'lucja' });
    expect(proposeStudent({ title: 'Kowalski wycieczka', amount: 100 }, students)).toEqual({ studentId: 'jan', reason: 'nazwisko w tytule' });
  });

  it('of siblings, goes to the one whose next payment is the amount, and otherwise to nobody', () => {
    expect(proposeStudent({ title: 'Ola i Adam Nowak', amount: 85000 }, students)).toEqual({ studentId: null, reason: 'pasuje do kilku uczniów' });
    expect(proposeStudent({ title: 'Nowak', amount: 50000 }, students)).toEqual({ studentId: null, reason: 'pasuje do kilku uczniów' });
    expect(proposeStudent({ title: 'Ola Nowak Adam Nowak', amount: 50000 }, students)).toEqual({ studentId: 'adam', reason: 'imię, nazwisko i kwota' });
    expect(proposeStudent({ title: 'darowizna', amount: 50000 }, students)).toEqual({ studentId: null, reason: 'brak ucznia w tytule' });
  });
});
