import { describe, expect, it } from 'vitest';
import { adjective, collectedByLabel, collectedWord, doneByLabel, parentLabel, pastTense, pupilAdjective, pupilLabel, verbOf } from './words';

describe('verbs and adjectives in a gender', () => {
  it('puts the past tense in the feminine, the masculine as it is', () => {
    const verbs = ['zapisał', 'dodał', 'wysłał', 'zatwierdził', 'zwrócił', 'ogłosił', 'oznaczył', 'utworzył', 'zakończył', 'sprawdził', 'odebrał', 'mógł', 'przyniósł'];
    expect(verbs.map((verb) => pastTense(verb, 'F'))).toEqual([
      'zapisała',
      'dodała',
      'wysłała',
      'zatwierdziła',
      'zwróciła',
      'ogłosiła',
      'oznaczyła',
      'utworzyła',
      'zakończyła',
      'sprawdziła',
      'odebrała',
      'mogła',
      'przyniosła',
    ]);
    expect(verbs.map((verb) => pastTense(verb, 'M'))).toEqual(verbs);
  });

  it('puts an adjective in the feminine', () => {
    expect(['Odebrany', 'obecny', 'Nieobecny', 'ostatni', 'polski', 'długi'].map((word) => adjective(word, 'F'))).toEqual([
      'Odebrana',
      'obecna',
      'Nieobecna',
      'ostatnia',
      'polska',
      'długa',
    ]);
    expect(adjective('Obecny', 'M')).toBe('Obecny');
  });
});

describe('words about a person', () => {
  it("conjugates by a user's choice, else by the first name", () => {
    expect(verbOf('zapisał', 'Anna Nowak')).toBe('zapisała');
    expect(verbOf('zapisał', 'Anna Nowak', 'M')).toBe('zapisał');
    expect(verbOf('zapisał', 'Sasza Kowalczuk', 'F')).toBe('zapisała');
    expect(verbOf('sprawdził', '')).toBe('sprawdził');
  });

  it("labels who did it with the name as written, after a colon: 'Zapisała: Anna Nowak'", () => {
    expect(doneByLabel('zapisał', 'Anna Nowak')).toBe('Zapisała: Anna Nowak');
    expect(doneByLabel('zapisał', ' Jan Kot ')).toBe('Zapisał: Jan Kot');
    expect(doneByLabel('zakończył', 'Anna Nowak', 'M')).toBe('Zakończył: Anna Nowak');
  });

  it("names the collector in the nominative, the verb in the collector's gender", () => {
    expect(collectedByLabel('Oksana Żółć')).toBe('Odebrała: Oksana Żółć');
    expect(collectedByLabel('Jan Kot')).toBe('Odebrał: Jan Kot');
    expect(collectedByLabel('Halina Kot')).toBe('Odebrała: Halina Kot');
  });

  it("says 'Odebrany' of a boy and 'Odebrana' of a girl, by the recorded sex first", () => {
    expect(['Kasia Kot', 'Zofia Żak', 'Jan Nowak', 'Kuba Lis', 'Barnaba Kot', ' Ola  Nowak '].map((name) => collectedWord({ name }))).toEqual([
      'Odebrana',
      'Odebrana',
      'Odebrany',
      'Odebrany',
      'Odebrany',
      'Odebrana',
    ]);
    expect(collectedWord({ name: 'Kuba Lis', sex: 'F' })).toBe('Odebrana');
    expect(collectedWord({ name: 'Maja Kot', sex: 'M' })).toBe('Odebrany');
    expect(pupilAdjective('obecny', { name: 'Maja Kot' })).toBe('obecna');
  });

  it("names a parent and a pupil with a label, never 'rodzic ucznia Iga Świątek'", () => {
    expect(parentLabel('Iga Świątek')).toBe('Rodzic: Iga Świątek');
    expect(pupilLabel({ name: 'Iga Świątek' })).toBe('Uczennica: Iga Świątek');
    expect(pupilLabel({ name: 'Jan Kot' })).toBe('Uczeń: Jan Kot');
    expect(pupilLabel({ name: 'Kuba Lis', sex: 'F' })).toBe('Uczennica: Kuba Lis');
  });
});
