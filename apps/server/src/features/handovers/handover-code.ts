import { randomInt, timingSafeEqual } from 'node:crypto';
import { HANDOVER_CODE_LENGTH, normalizeHandoverCode } from '@wycieczki/shared';

/**
 * The one-time code of 'Odbiór przez rodzica' (issue 54): six random digits (a million to guess from,
 * and the guesses are throttled: handovers.service.ts), made by the operating system's generator.
 */
export function newHandoverCode(): string {
  return String(randomInt(0, 10 ** HANDOVER_CODE_LENGTH)).padStart(HANDOVER_CODE_LENGTH, '0');
}

const DIGITS = new RegExp(`^\\d{${HANDOVER_CODE_LENGTH}}$`);
/** What a code that is no code is compared as: never equal to a stored one (digits only). */
const NO_CODE = '-'.repeat(HANDOVER_CODE_LENGTH);

/** Whether the typed code is the stored one, compared in constant time (how long it takes tells nothing). */
export function sameHandoverCode(typed: string, stored: string | null): boolean {
  const given = normalizeHandoverCode(typed);
  const valid = DIGITS.test(given) && stored !== null && DIGITS.test(stored);
  // Compared whole even when either is no code: the answer comes in the same time.
  const equal = timingSafeEqual(Buffer.from(DIGITS.test(given) ? given : NO_CODE), Buffer.from(stored !== null && DIGITS.test(stored) ? stored : NO_CODE));
  return valid && equal;
}
