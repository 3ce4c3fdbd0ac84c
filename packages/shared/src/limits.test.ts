import { describe, expect, it } from 'vitest';
import { perGuardianText, studentLimit, studentLimitMessage } from './limits';

describe('the student limit’s words', () => {
  it('keeps SPEC’s message for the usual ratio', () => {
    expect(studentLimitMessage(20, 10)).toBe('Limit uczniów: 20 (1 opiekun na 10 uczniów). Dodaj więcej opiekunów lub usuń uczniów.');
  });

  it('says one student in the singular: never "1 opiekun na 1 uczniów"', () => {
    expect(perGuardianText(1)).toBe('1 opiekun na 1 ucznia');
    for (const n of [2, 4, 5, 12, 15, 22, 30]) expect(perGuardianText(n)).toBe(`1 opiekun na ${n} uczniów`);
    expect(studentLimitMessage(studentLimit(2, 1), 1)).toBe('Limit uczniów: 2 (1 opiekun na 1 ucznia). Dodaj więcej opiekunów lub usuń uczniów.');
  });
});
