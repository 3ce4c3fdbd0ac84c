import { describe, expect, it } from 'vitest';
import { isValidPhone, phoneKey, samePhone } from './phone';

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

describe('phoneKey: a phone as compared, not as typed (issue 63)', () => {
  it.each(['626766149', '626 766 149', '626-766-149', '+48 626 766 149', '+48626766149', '0048 626 766 149', '48626766149', '(+48) 626 766 149', ' 626 766 149 '])(
    'reads %j as the Polish number 626766149',
    (phone) => {
      expect(phoneKey(phone)).toBe('626766149');
    },
  );

  it('reads a landline with the old trunk 0 as the number dialled today', () => {
    expect(phoneKey('(0-12) 345-67-89')).toBe('123456789');
    expect(phoneKey('12 345 67 89')).toBe('123456789');
  });

  it("keeps another country's number apart, with its country code, whether typed with + or 00", () => {
    expect(phoneKey('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneKey('0044 20 7946 0958')).toBe('+442079460958');
    expect(phoneKey('+380 67 123 4567')).not.toBe(phoneKey('67 123 4567'));
  });

  it('tells different numbers apart', () => {
    expect(samePhone('626 766 149', '+48 626766149')).toBe(true);
    expect(samePhone('661346192', '609 111 222')).toBe(false);
    expect(samePhone('626766149', '626766148')).toBe(false);
  });
});
