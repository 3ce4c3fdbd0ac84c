import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone';

describe('isValidPhone', () => {
  it.each(['600100200', '+48 600 100 200', '(12) 345-67-89', '+48600100200', '1'.repeat(20), '12 345 67 89'])(
    'accepts %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each([
    ['8 characters', '60010020'],
    ['21 characters', '1'.repeat(21)],
    ['letters', '600-ABC-200'],
    ['9 characters but only 7 digits', '600-100-2'],
    ['a plus in the middle', '600+100200'],
    ['an empty string', ''],
  ])('refuses %s', (_case, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});
