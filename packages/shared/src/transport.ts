import { HOME_COUNTRY } from './limits';
import { polishDay } from './messages/built';
import {
  abroadInsuranceMessage,
  checkDateAfterStartMessage,
  checkDateTooEarlyMessage,
  coachShortfallMessage,
  insuranceFromTooEarlyMessage,
  insuranceUntilTooLateMessage,
} from './messages/transport';

export { checkDateTooEarlyMessage, insuranceFromTooEarlyMessage, insuranceUntilTooLateMessage };
import type { TripCoach, TripInsurance } from './types/transport';

// 'Przewóz' and 'Ubezpieczenie' (issue 54): the rules the server enforces and the web shows before
// the server is asked, in one place.

export const TRANSPORT_LIMITS = {
  carrierMax: 200,
  /** One registration number per coach: a school rarely hires more than a few. */
  registrationsMax: 5,
  seatsMin: 1,
  seatsMax: 200,
  checkPlaceMax: 300,
  insurerMax: 200,
  policyNumberMax: 60,
} as const;

/**
 * The police check a school coach on a request sent 5–7 days ahead: from this many days before the
 * departure the leader is reminded (e-mail, the trip's card) until the check is recorded.
 */
export const COACH_CHECK_DAYS_BEFORE = 7;

/**
 * The police check the coach at the departure or a few days before it (issue 62): a check more than
 * this many days ahead is a wrong year or a typo, not a plan. The check is never after the first day.
 */
export const COACH_CHECK_EARLIEST_DAYS = 30;

/**
 * How far a policy's dates may lie from the trip's (issue 62): it starts at most this many years
 * before the first day and ends at most this many after the last. A school's yearly NNW bought in
 * September, or a policy of a few years, fits; 0001 or 9999 is a typo the karta would print.
 */
export const INSURANCE_YEARS_AROUND_TRIP = 3;

/** A trip's first and last day, yyyy-MM-dd. */
export type TripDates = { startDate: string; endDate: string };

/** The day `days` and `years` after a day, as a calendar counts (29 February a year on is 1 March). */
function shiftDay(day: string, { days = 0, years = 0 }: { days?: number; years?: number }): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Why the police's check cannot be on `checkDate` (empty: not known yet), or null: from COACH_CHECK_EARLIEST_DAYS before the departure to its day. */
export function coachCheckDateRefusal(checkDate: string | null, startDate: string): string | null {
  if (!checkDate) return null;
  if (checkDate > startDate) return checkDateAfterStartMessage(startDate);
  const earliest = shiftDay(startDate, { days: -COACH_CHECK_EARLIEST_DAYS });
  return checkDate < earliest ? checkDateTooEarlyMessage(earliest, COACH_CHECK_EARLIEST_DAYS) : null;
}

/**
 * Why a policy's dates do not fit the trip (INSURANCE_YEARS_AROUND_TRIP), with the field to show it
 * on, or null. That its end is not before its start the schema says (insuranceUntilBeforeFrom).
 */
export function insuranceDatesRefusal(policy: { validFrom: string; validUntil: string }, trip: TripDates): { field: 'validFrom' | 'validUntil'; message: string } | null {
  const earliest = shiftDay(trip.startDate, { years: -INSURANCE_YEARS_AROUND_TRIP });
  if (policy.validFrom && policy.validFrom < earliest) return { field: 'validFrom', message: insuranceFromTooEarlyMessage(earliest, INSURANCE_YEARS_AROUND_TRIP) };
  const latest = shiftDay(trip.endDate, { years: INSURANCE_YEARS_AROUND_TRIP });
  if (policy.validUntil && policy.validUntil > latest) return { field: 'validUntil', message: insuranceUntilTooLateMessage(latest, INSURANCE_YEARS_AROUND_TRIP) };
  return null;
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A NIP as typed ('PL 123-456-32-18', '123 456 32 18') reduced to its digits. */
export function nipDigits(value: string): string {
  return value.replace(/^\s*PL/i, '').replace(/[\s-]/g, '');
}

/** A NIP: 10 digits whose weighted sum of the first nine, mod 11, is the tenth (10 is never valid). */
export function isValidNip(value: string): boolean {
  const digits = nipDigits(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 11 === Number(digits[9]);
}

/** '1234563218' → '123-456-32-18', as invoices print it. */
export function formatNip(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}` : digits;
}

/** 'kr-12345 ' → 'KR 12345': upper case, one space where the teacher put any. */
export function normaliseRegistration(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]+/g, ' ');
}

/**
 * A Polish registration number, normalised: the district's one to three letters, then three to five
 * letters and digits ('KR 12345', 'WPI 1A23', an individual 'W0 ABCDE'), at least one digit, 4 to 8
 * characters without the space.
 */
export function isValidRegistration(value: string): boolean {
  const plain = value.replace(/ /g, '');
  return /^[A-Z]{1,3}[A-Z0-9]{2,6}$/.test(plain) && plain.length >= 4 && plain.length <= 8 && /\d/.test(plain) && /^[A-Z0-9]+( [A-Z0-9]+)?$/.test(value);
}

/** A trip whose country is given and is not Polska goes abroad (the karta names the country). */
export function isAbroad(country: string | null | undefined): boolean {
  return Boolean(country?.trim()) && country!.trim().toLocaleLowerCase('pl') !== HOME_COUNTRY.toLocaleLowerCase('pl');
}

/** What the coach carries: the students and every member of the trip, the leader included; the drivers have seats of their own. */
export type CoachPassengers = { students: number; guardians: number };

/** Seats short of the passengers; 0 when they fit or there is no coach. */
export function coachShortfall(coach: Pick<TripCoach, 'seats'> | null, passengers: CoachPassengers): number {
  return coach ? Math.max(0, passengers.students + passengers.guardians - coach.seats) : 0;
}

/**
 * What the insurance of a trip abroad lacks, each in the genitive after 'Brakuje:': a policy at all,
 * NNW, medical costs (KL), and days of the trip it does not cover. Empty: it is enough.
 */
export function insuranceGaps(insurance: TripInsurance | null, trip: { startDate: string; endDate: string }): string[] {
  if (!insurance) return ['ubezpieczenia NNW i kosztów leczenia (KL) w „Ubezpieczenie”'];
  const gaps: string[] = [];
  if (!insurance.nnw) gaps.push('ubezpieczenia NNW');
  if (!insurance.medical) gaps.push('ubezpieczenia kosztów leczenia (KL)');
  if (insurance.validFrom > trip.startDate || insurance.validUntil < trip.endDate) {
    gaps.push(`ochrony na cały wyjazd (polisa: ${polishDay(insurance.validFrom)} – ${polishDay(insurance.validUntil)}, wycieczka: ${polishDay(trip.startDate)} – ${polishDay(trip.endDate)})`);
  }
  return gaps;
}

export type TransportFacts = {
  country: string | null;
  startDate: string;
  endDate: string;
  coach: TripCoach | null;
  insurance: TripInsurance | null;
  passengers: CoachPassengers;
};

/**
 * What keeps a karta from going to the head beyond its missing lines (issue 54), each a whole
 * sentence: too few seats in the coach, and a trip abroad without NNW and medical-cost insurance
 * for all its days.
 */
export function transportBlockers(trip: TransportFacts): string[] {
  const blockers: string[] = [];
  const short = coachShortfall(trip.coach, trip.passengers);
  if (short > 0 && trip.coach) blockers.push(coachShortfallMessage(trip.coach.seats, trip.passengers.students + trip.passengers.guardians));
  if (isAbroad(trip.country)) {
    const gaps = insuranceGaps(trip.insurance, trip);
    if (gaps.length > 0) blockers.push(abroadInsuranceMessage(trip.country!.trim(), gaps));
  }
  return blockers;
}

/**
 * Whether the leader should have the coach checked now: a coach is given, its check is not recorded,
 * and the departure is at most COACH_CHECK_DAYS_BEFORE days away (the departure day too: the police
 * check at the coach door).
 */
export function coachCheckDue(trip: { startDate: string; hasCoach: boolean; coachCheckedAt: string | null }, today: string): boolean {
  if (!trip.hasCoach || trip.coachCheckedAt !== null || today > trip.startDate) return false;
  const from = new Date(`${trip.startDate}T12:00:00Z`);
  from.setUTCDate(from.getUTCDate() - COACH_CHECK_DAYS_BEFORE);
  return today >= from.toISOString().slice(0, 10);
}

/** The policy in one line, as the karta and the karta alarmowa print it. */
export function insuranceLine(insurance: TripInsurance): string {
  const kinds = [insurance.nnw ? 'NNW' : null, insurance.medical ? 'KL' : null].filter(Boolean).join(', ');
  return `${insurance.insurer}, polisa nr ${insurance.policyNumber}, ${polishDay(insurance.validFrom)} – ${polishDay(insurance.validUntil)}${kinds ? ` (${kinds})` : ''}; telefon alarmowy ubezpieczyciela: ${insurance.emergencyPhone}`;
}
