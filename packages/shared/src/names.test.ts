import { describe, expect, it } from 'vitest';
import { compareBySurname, sortBySurname, surnameFirst } from './names';

describe('surnameFirst', () => {
  it('puts the last word first, keeps one-word names and trims', () => {
    expect(surnameFirst('Jan Maria Kowalski')).toBe('Kowalski Jan Maria');
    expect(surnameFirst('  Ola   Nowak-Kowalska ')).toBe('Nowak-Kowalska Ola');
    expect(surnameFirst('Kasia')).toBe('Kasia');
  });
});

describe('the class register order', () => {
  const names = ['Ewa Żak', 'Piotr Źrebiec', 'Łucja Lis', 'Adam Łukasik', 'Zofia Adamczyk', 'Jan Śliwa', 'Ola Sowa', 'Anna nowak', 'Bartek Nowak'];

  it('sorts by surname the Polish way: Ł after L, Ś after S, Ź before Ż, case aside, then first names', () => {
    expect(sortBySurname(names, (name) => name)).toEqual([
      'Zofia Adamczyk',
      'Łucja Lis',
      'Adam Łukasik',
      'Anna nowak',
      'Bartek Nowak',
      'Ola Sowa',
      'Jan Śliwa',
      'Piotr Źrebiec',
      'Ewa Żak',
    ]);
  });

  it('compares two names the same way, and never calls two different names equal', () => {
    expect(compareBySurname('Łucja Lis', 'Adam Łukasik')).toBeLessThan(0);
    expect(compareBySurname('Ewa Żak', 'Piotr Źrebiec')).toBeGreaterThan(0);
    expect(compareBySurname('Anna Nowak', 'Anna Nowak')).toBe(0);
    expect(compareBySurname('Anna Nowak', 'anna nowak')).not.toBe(0);
  });
});
