import { describe, expect, it } from 'vitest';
import { compareBySurname, groupName, sortBySurname, surnameFirst } from './names';

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

describe('groupName', () => {
  it.each([
    ['Anna Nowak', 'Grupa Anny Nowak'],
    ['Ewa Kowalska', 'Grupa Ewy Kowalskiej'],
    ['Maria Konstancja Wiśniewska-Brzęczyszczykiewicz', 'Grupa Marii Konstancji Wiśniewskiej-Brzęczyszczykiewicz'],
    ['Kinga Zaręba', 'Grupa: Kinga Zaręba'],
    ['Kinga Sęk', 'Grupa Kingi Sęk'],
    ['Antoni Zaręba', 'Grupa Antoniego Zaręby'],
    ['Ola Lis', 'Grupa Oli Lis'],
    ['Maja Kot', 'Grupa Mai Kot'],
    ['Alicja Dostępna', 'Grupa: Alicja Dostępna'],
    ['Alicja Mazur', 'Grupa Alicji Mazur'],
    ['Urszula Nowicka', 'Grupa Urszuli Nowickiej'],
    ['Piotr Zieliński', 'Grupa Piotra Zielińskiego'],
    ['Tomasz Nauczyciel', 'Grupa: Tomasz Nauczyciel'],
    ['Marek Nowak', 'Grupa Marka Nowaka'],
    ['Paweł Kowalczyk', 'Grupa Pawła Kowalczyka'],
    ['Jerzy Biały', 'Grupa Jerzego Białego'],
    ['Kuba Sęk', 'Grupa Kuby Sęka'],
    ['Jan Wróbel', 'Grupa: Jan Wróbel'],
    ['Jean Dupont', 'Grupa Jeana Duponta'],
    ['Madonna', 'Grupa: Madonna'],
    ['Nicole Kowalska', 'Grupa Nicole Kowalskiej'],
  ])('%s → %s', (name, expected) => {
    expect(groupName(name)).toBe(expected);
  });

  it("declines by the guardian's gender when it is given (their choice in 'Profil')", () => {
    expect(groupName('Sasza Nowak', 'F')).toBe('Grupa Saszy Nowak');
    expect(groupName('Sasza Nowak')).toBe('Grupa Saszy Nowaka');
  });
});
