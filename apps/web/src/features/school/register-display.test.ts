import type { RegisterClass, RegisterPupil } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { bringsNoChanges, changeText, countsText, defaultLastLevel, erasedOn, filterClasses, newYearOutcome, pupilDetails, refusedText, registerLine } from './register-display';

const pupil = (id: string, surname: string, firstNames: string, more: Partial<RegisterPupil> = {}): RegisterPupil => ({
  id,
  surname,
  firstNames,
  className: null,
  registerNo: null,
  birthDate: null,
  sex: null,
  pesel: null,
  parentPhone: null,
  parentEmail: null,
  leftAt: null,
  leftFrom: null,
  ...more,
});
const cls = (className: string, count: number): RegisterClass => ({
  className,
  pupils: Array.from({ length: count }, (_, i) => pupil(`${className}-${i}`, `Nazwisko${i}`, 'Jan', { className })),
});

describe('the register as a teacher reads it', () => {
  it('numbers a pupil by the class register, else by the place on the list, surname first', () => {
    expect(registerLine(pupil('1', 'Żółć', 'Łukasz Jan', { registerNo: 3 }), 0)).toBe('3. Żółć Łukasz Jan');
    expect(registerLine(pupil('1', 'Nowak', 'Ewa'), 4)).toBe('5. Nowak Ewa');
  });

  it("gives the head the pupil's details, dates as dd.MM.yyyy and the sex as K/M, leaving out what is missing", () => {
    expect(pupilDetails(pupil('1', 'Nowak', 'Ewa', { birthDate: '2015-03-21', sex: 'F', pesel: '15232101234', parentPhone: '600100200' }))).toEqual([
      'ur. 21.03.2015',
      'Płeć: K',
      'PESEL 15232101234',
      'tel. 600100200',
    ]);
    expect(pupilDetails(pupil('1', 'Nowak', 'Ewa'))).toEqual([]);
  });

  it('finds pupils by any words of the name or the class, without Polish marks or case, keeping the classes in order', () => {
    const classes = [
      { className: '4a', pupils: [pupil('1', 'Żółć', 'Łukasz'), pupil('2', 'Nowak', 'Ewa')] },
      { className: '4b', pupils: [pupil('3', 'Zolc', 'Anna')] },
    ];
    expect(filterClasses(classes, 'zolc').map((c) => [c.className, c.pupils.map((p) => p.id)])).toEqual([
      ['4a', ['1']],
      ['4b', ['3']],
    ]);
    expect(filterClasses(classes, 'łukasz ŻÓŁĆ').map((c) => c.className)).toEqual(['4a']);
    expect(filterClasses(classes, '4b').flatMap((c) => c.pupils.map((p) => p.id))).toEqual(['3']);
    expect(filterClasses(classes, 'kowalski')).toEqual([]);
    expect(filterClasses(classes, '  ')).toEqual(classes);
  });
});

describe("'Nowy rok szkolny'", () => {
  it("reads a class's level as the server promotes it, roman numerals of a liceum too", () => {
    expect(defaultLastLevel([cls('Ia', 1), cls('IVb', 1), cls('IIc', 1)])).toBe(4);
    expect(newYearOutcome([cls('IIIa', 2), cls('IVa', 3), cls('zerówka', 1)], 4)).toEqual({ promoted: 2, graduated: 3, graduatingClasses: ['IVa'] });
  });

  it('starts at the highest level in the register, 8 when none has a level, and never above the limit', () => {
    expect(defaultLastLevel([cls('1a', 1), cls('8c', 1), cls('3b', 1)])).toBe(8);
    expect(defaultLastLevel([cls('1a', 1), cls('4a', 1)])).toBe(4);
    expect(defaultLastLevel([])).toBe(8);
    expect(defaultLastLevel([cls('zerówka', 1), cls('0a', 1)])).toBe(8);
    expect(defaultLastLevel([cls('20a', 1)])).toBe(13);
  });

  it('counts who moves up and who leaves, from which classes; a class without a level is neither', () => {
    const classes = [cls('1a', 20), cls('7b', 22), cls('8a', 25), cls('8b', 27), cls('zerówka', 15)];
    expect(newYearOutcome(classes, 8)).toEqual({ promoted: 42, graduated: 52, graduatingClasses: ['8a', '8b'] });
    expect(newYearOutcome(classes, 7)).toEqual({ promoted: 20, graduated: 74, graduatingClasses: ['7b', '8a', '8b'] });
  });
});

describe('the preview of an import', () => {
  it('says the counts exactly so', () => {
    expect(countsText({ added: 12, changed: 3, unchanged: 410, missing: 8 })).toBe('Nowi: 12, Zmienieni: 3, Bez zmian: 410, Nie ma w pliku: 8');
  });

  it('brings no changes when nothing is new, changed or missing', () => {
    expect(bringsNoChanges({ added: 0, changed: 0, unchanged: 410, missing: 0 })).toBe(true);
    expect(bringsNoChanges({ added: 0, changed: 0, unchanged: 410, missing: 1 })).toBe(false);
    expect(bringsNoChanges({ added: 1, changed: 0, unchanged: 0, missing: 0 })).toBe(false);
  });

  it('names a refused row by the name the row gives, and by its line alone where it gives none (issue 63)', () => {
    expect(refusedText({ line: 12, name: 'Kowalska Anna', reason: 'PESEL ma błędną cyfrę kontrolną' })).toBe('Wiersz 12 (Kowalska Anna): PESEL ma błędną cyfrę kontrolną');
    expect(refusedText({ line: 1, name: null, reason: 'Brak nazwiska' })).toBe('Wiersz 1: Brak nazwiska');
  });

  it('writes a change field by field: its label, — for nothing, K/M and dd.MM.yyyy', () => {
    expect(changeText({ field: 'className', from: '4b', to: '5b' })).toBe('Klasa: 4b → 5b');
    expect(changeText({ field: 'parentPhone', from: null, to: '600100200' })).toBe('Telefon rodzica: — → 600100200');
    expect(changeText({ field: 'sex', from: 'M', to: 'F' })).toBe('Płeć: M → K');
    expect(changeText({ field: 'birthDate', from: '2015-03-21', to: '' })).toBe('Data urodzenia: 21.03.2015 → —');
  });
});

describe("'Absolwenci / odeszli'", () => {
  it("erases a pupil's data the school's period after leaving", () => {
    const day = erasedOn('2026-06-26T10:00:00', 30);
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2026, 7, 26]);
  });
});
