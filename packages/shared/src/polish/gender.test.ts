import { describe, expect, it } from 'vitest';
import { guessGender, pupilGender, userGender } from './gender';

describe('the gender guessed from a first name', () => {
  it.each([
    ['Anna Nowak', 'F'],
    ['Iga Świątek', 'F'],
    ['Oksana Żółć', 'F'],
    ['  Ola   Nowak ', 'F'],
    ['ŁUCJA KOT', 'F'],
    ['Anna-Maria Kowalska', 'F'],
    ['Nicole Wrona', 'F'],
    ['Miriam Lis', 'F'],
    ['Jan Kot', 'M'],
    ['Łukasz Żółć', 'M'],
    ['Kuba Mazur', 'M'],
    ['Barnaba Kot', 'M'],
    ['Nikita Szewczenko', 'M'],
    ['Ilja Bondarenko', 'M'],
    ['Jean Dupont', 'M'],
  ] as const)('%s: %s', (name, gender) => {
    expect(guessGender(name)).toBe(gender);
  });

  it('reads no name, and an e-mail address in place of a name, as masculine', () => {
    expect(guessGender('')).toBe('M');
    expect(guessGender('   ')).toBe('M');
    expect(guessGender('anna@szkola.test')).toBe('M');
  });
});

describe("a pupil's and a user's gender", () => {
  it("takes a pupil's recorded sex before the name", () => {
    expect(pupilGender({ name: 'Kuba Lis', sex: 'F' })).toBe('F');
    expect(pupilGender({ name: 'Maja Kot', sex: 'M' })).toBe('M');
    expect(pupilGender({ name: 'Maja Kot', sex: null })).toBe('F');
    expect(pupilGender({ name: 'Jan Kot' })).toBe('M');
  });

  it("takes a user's choice in 'Profil' before the name", () => {
    expect(userGender('Sasza Kowalczuk', 'F')).toBe('F');
    expect(userGender('Anna Nowak', 'M')).toBe('M');
    expect(userGender('Anna Nowak', null)).toBe('F');
    expect(userGender('Jan Kot')).toBe('M');
  });
});
