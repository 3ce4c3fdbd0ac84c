import { describe, expect, it } from 'vitest';
import { isoDate, personKey, sameMeaning, yearBehind } from './register-meaning';

describe("the register compares meaning, not typing (issue 63)", () => {
  it('reads a birth date however the file writes the day', () => {
    for (const typed of ['2014-03-05', '2014.03.05', '2014/3/5', '05.03.2014', '5.3.2014', '05-03-2014', '5/3/2014', '05.03.2014 r.', '2014-03-05 00:00:00', '2014-03-05T00:00:00.000Z', ' 5.3.2014 ']) {
      expect(isoDate(typed), typed).toBe('2014-03-05');
    }
    expect(isoDate('')).toBeNull();
    expect(isoDate('   ')).toBeNull();
    for (const unreadable of ['31.02.2015', '2015-13-01', '5 marca 2014', '03/05/14', '2014-03', 'jutro']) expect(isoDate(unreadable), unreadable).toBeUndefined();
  });

  it('compares names after NFC, with spaces collapsed and none at a hyphen, the letters’ case left out', () => {
    expect(personKey('Żółć')).toBe(personKey('Żółć'.normalize('NFD')));
    expect(personKey(' Anna   Maria ')).toBe(personKey('Anna Maria'));
    expect(personKey('Nowak - Jeziorańska')).toBe(personKey('Nowak-Jeziorańska'));
    expect(personKey('NOWAK')).toBe(personKey('Nowak'));
    expect(personKey('ŁUCZAK')).toBe(personKey('Łuczak'));
    // Letters are letters: a mark or a letter more is another name.
    expect(personKey('Zolc')).not.toBe(personKey('Żółć'));
    expect(personKey('Anna Maria')).not.toBe(personKey('Anna'));
    expect(personKey('Annamaria')).not.toBe(personKey('Anna Maria'));
  });

  it('tells a change of meaning from one of typing, field by field', () => {
    expect(sameMeaning('parentPhone', '626766149', '626 766 149')).toBe(true);
    expect(sameMeaning('parentPhone', '626766149', '+48 626-766-149')).toBe(true);
    expect(sameMeaning('parentPhone', '661346192', '609 111 222')).toBe(false);
    expect(sameMeaning('className', '4a', '4 A')).toBe(true);
    expect(sameMeaning('className', '4b', '4a')).toBe(false);
    expect(sameMeaning('surname', 'Wiśniewska', 'WIŚNIEWSKA')).toBe(true);
    expect(sameMeaning('firstNames', 'Jan Paweł', 'Jan  Paweł')).toBe(true);
    expect(sameMeaning('parentEmail', 'k.bak@example.pl', 'K.Bak@Example.pl')).toBe(true);
    expect(sameMeaning('birthDate', '2014-03-05', '2014-03-05')).toBe(true);
    expect(sameMeaning('registerNo', 3, 3)).toBe(true);
    expect(sameMeaning('registerNo', 3, 4)).toBe(false);
    // A PESEL and a sex have one spelling: any difference is one.
    expect(sameMeaning('sex', 'F', 'M')).toBe(false);
    // Nothing and something differ; a graduate (no class) given one comes back.
    expect(sameMeaning('parentPhone', null, '600 100 200')).toBe(false);
    expect(sameMeaning('className', null, '8a')).toBe(false);
    expect(sameMeaning('parentPhone', null, null)).toBe(true);
  });
});

describe('a file a school year behind the register (issue 63)', () => {
  const pairs = (count: number, file: string, register: string) => Array.from({ length: count }, () => ({ file, register }));

  it("is told when most matched pupils are a class lower, with the counts and the most common example", () => {
    expect(yearBehind([...pairs(11, '4b', '5b'), ...pairs(10, '4a', '5a'), ...pairs(2, '5a', '5a')])).toEqual({ behind: 21, of: 23, example: { file: '4b', register: '5b' } });
    expect(yearBehind(pairs(4, 'IIa', 'IIIa'))).toEqual({ behind: 4, of: 4, example: { file: 'IIa', register: 'IIIa' } });
    expect(yearBehind(pairs(3, '4 a', '5a'))).toMatchObject({ behind: 3, of: 3 });
  });

  it('is not told for a file of this year with pupils repeating a year, nor for a few pupils, nor a file a year ahead', () => {
    // After 'Nowy rok szkolny' two pupils stay in 4a: a class lower than the register's promotion, rightly.
    expect(yearBehind([...pairs(2, '4a', '5a'), ...pairs(23, '4a', '4a')])).toBeNull();
    expect(yearBehind(pairs(2, '4a', '5a'))).toBeNull();
    // Half is not most.
    expect(yearBehind([...pairs(5, '4a', '5a'), ...pairs(5, '5a', '5a')])).toBeNull();
    // The register not promoted yet and this year's file: a year ahead, as 'Nowy rok szkolny' would do.
    expect(yearBehind(pairs(25, '5a', '4a'))).toBeNull();
    // Two levels lower, a roman class against an arabic one, or a class with no level: no year's step.
    expect(yearBehind(pairs(25, '3a', '5a'))).toBeNull();
    expect(yearBehind(pairs(25, 'IVa', '5a'))).toBeNull();
    expect(yearBehind([...pairs(25, 'zerówka', 'zerówka'), ...pairs(3, '4a', '5a')])).toMatchObject({ behind: 3, of: 3 });
  });
});
