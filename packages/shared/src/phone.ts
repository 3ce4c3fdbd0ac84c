import { LIMITS } from './limits';

const PHONE_PATTERN = /^\+?[\d\s()-]+$/;

/** A phone number: 9-20 characters of digits, spaces, dashes and brackets, optional leading +, at least 9 digits. */
export function isValidPhone(value: string): boolean {
  if (value.length < LIMITS.phoneMin || value.length > LIMITS.phoneMax) return false;
  if (!PHONE_PATTERN.test(value)) return false;
  return (value.match(/\d/g) ?? []).length >= LIMITS.phoneMin;
}

/**
 * A phone as compared, not as typed (issue 63): '626 766 149', '626-766-149', '+48 626 766 149',
 * '0048626766149' and '(0-62) 676-61-49' of a number written with the old trunk 0 are one number. A
 * Polish number gives its 9 digits, another country's '+' and its digits.
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const lead = phone.replace(/^[\s(]+/, '');
  const international = lead.startsWith('+') ? digits : lead.startsWith('00') ? digits.slice(2) : null;
  if (international === null) {
    if (digits.length === 11 && digits.startsWith('48')) return digits.slice(2);
    if (digits.length === 10 && /^0[1-9]/.test(digits)) return digits.slice(1);
    return digits;
  }
  return international.startsWith('48') && international.length === 11 ? international.slice(2) : `+${international}`;
}

/** The same phone however it is typed. */
export const samePhone = (a: string, b: string): boolean => phoneKey(a) === phoneKey(b);
