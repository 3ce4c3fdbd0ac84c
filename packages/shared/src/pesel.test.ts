import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { isValidPesel, peselBirthDate, peselBirthDay } from './pesel';
import { peselSchema } from './schemas';

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

describe('the birth date a PESEL encodes', () => {
  // [first six digits, the date they mean, or null when no such day exists]: every century, 29 February.
  const TABLE: [string, string | null][] = [
    ['058131', '1805-01-31'],
    ['999231', '1899-12-31'],
    ['048229', '1804-02-29'],
    ['008229', null], // 1800 was not a leap year
    ['440514', '1944-05-14'],
    ['960229', '1996-02-29'],
    ['970229', null],
    ['000229', null], // nor 1900
    ['002229', '2000-02-29'], // 2000 was
    ['122229', '2012-02-29'],
    ['132229', null], // 2013 was not: the issue's example
    ['253231', '2025-12-31'],
    ['254101', '2125-01-01'],
    ['004229', null], // 2100 will not be
    ['044229', '2104-02-29'],
    ['996131', '2299-01-31'],
    ['046229', '2204-02-29'],
    ['006229', null], // nor 2200
    ['990100', null], // day 0
    ['990431', null], // 31 April
    ['991331', null], // month 13
    ['990001', null], // month 0
    ['992001', null], // 20 is no month of any century
    ['997301', null], // nor 73
    ['999301', null], // nor 93
  ];

  it.each(TABLE)('%s -> %s', (first6, expected) => {
    const date = peselBirthDate(`${first6}00000`);
    const shown = date ? `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}` : null;
    expect(shown).toBe(expected);
    expect(peselBirthDay(`${first6}00000`)).toBe(expected);
  });

  it('the shared schema says which rule a number breaks: the checksum first, then the date', () => {
    const message = (pesel: string) => peselSchema.safeParse(pesel).error?.issues[0]?.message;
    const feb29of2013 = withCheckDigit('1322290000');
    expect(isValidPesel(feb29of2013)).toBe(true);
    expect(message(feb29of2013)).toBe(MSG.peselBirthDateInvalid);
    expect(message('44051401358')).toBe(MSG.peselInvalid);
    expect(peselSchema.safeParse(withCheckDigit('1222290000')).success).toBe(true);
    expect(peselSchema.safeParse('').success).toBe(true);
    expect(peselSchema.safeParse('***MASKED***').success).toBe(true);
  });
});
