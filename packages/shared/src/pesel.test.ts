import { describe, expect, it } from 'vitest';
import { isValidPesel } from './pesel';

/** Builds a PESEL with a correct check digit from its first ten digits. */
function withCheckDigit(first10: string): string {
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...first10].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  return `${first10}${(10 - (sum % 10)) % 10}`;
}

describe('isValidPesel', () => {
  it.each(['44051401359', '02070803628', withCheckDigit('9001010000'), withCheckDigit('1523120099')])(
    'accepts %s (correct check digit)',
    (pesel) => {
      expect(isValidPesel(pesel)).toBe(true);
    },
  );

  it('accepts a check digit of 0 (sum divisible by 10)', () => {
    // 1*1 + 3*3 = 10 -> check digit (10 - 0) % 10 = 0
    expect(isValidPesel('13000000000')).toBe(true);
  });

  it.each([
    ['a wrong check digit', '44051401358'],
    ['10 digits', '4405140135'],
    ['12 digits', '440514013590'],
    ['letters', '4405140135a'],
    ['spaces', '44051 01359'],
    ['an empty string', ''],
    ['a sign', '-4405140135'],
  ])('refuses %s', (_case, pesel) => {
    expect(isValidPesel(pesel)).toBe(false);
  });

  it('refuses every wrong check digit of a valid number', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      const candidate = `4405140135${digit}`;
      expect(isValidPesel(candidate)).toBe(digit === 9);
    }
  });
});
