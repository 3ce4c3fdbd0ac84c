import { LIMITS } from './limits';

const PHONE_PATTERN = /^\+?[\d\s()-]+$/;

/** A phone number: 9-20 characters of digits, spaces, dashes and brackets, optional leading +, at least 9 digits. */
export function isValidPhone(value: string): boolean {
  if (value.length < LIMITS.phoneMin || value.length > LIMITS.phoneMax) return false;
  if (!PHONE_PATTERN.test(value)) return false;
  return (value.match(/\d/g) ?? []).length >= LIMITS.phoneMin;
}
