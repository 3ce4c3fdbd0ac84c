import { describe, expect, it } from 'vitest';
import { coachFormSchema, coachSchema, insuranceSchema, tripCoachFormSchema, tripInsuranceSchema } from './schemas/transport';
import { firstIssueMessage } from './schemas/fields';
import { MSG } from './messages';
import { checkDateAfterStartMessage, checkDateTooEarlyMessage, coachShortfallMessage, insuranceFromTooEarlyMessage, insuranceUntilTooLateMessage } from './messages/transport';
import {
  coachCheckDateRefusal,
  coachCheckDue,
  coachShortfall,
  formatNip,
  insuranceDatesRefusal,
  insuranceGaps,
  isAbroad,
  isValidNip,
  isValidRegistration,
  normaliseRegistration,
  transportBlockers,
  type TransportFacts,
} from './transport';
import type { TripInsurance } from './types/transport';

const POLICY: TripInsurance = { insurer: 'PZU SA', policyNumber: '1', validFrom: '2027-05-10', validUntil: '2027-05-13', emergencyPhone: '+48 22 566 55 55', nnw: true, medical: true };
const TRIP = { startDate: '2027-05-10', endDate: '2027-05-13' };

describe('NIP', () => {
  it('takes 10 digits whose weighted sum mod 11 is the last, however typed', () => {
    for (const nip of ['1234563218', '123-456-32-18', 'PL 123 456 32 18', 'pl1234563218', '5260250274']) expect(isValidNip(nip), nip).toBe(true);
    // A wrong check digit, too few digits, letters, and a sum whose remainder is 10 (never a check digit).
    for (const nip of ['1234563219', '123456321', '12345632181', 'ABCDEFGHIJ', '1234567890', '']) expect(isValidNip(nip), nip).toBe(false);
    expect(formatNip('1234563218')).toBe('123-456-32-18');
  });
});

describe('registration numbers', () => {
  it('are kept upper case with one space, and must look like a Polish plate', () => {
    expect(normaliseRegistration(' kr-12345 ')).toBe('KR 12345');
    expect(normaliseRegistration('wpi  1a23')).toBe('WPI 1A23');
    for (const plate of ['KR 12345', 'KR12345', 'WPI 1A23', 'W0 ABCDE', 'DW 1234A', 'SK 9876']) expect(isValidRegistration(plate), plate).toBe(true);
    for (const plate of ['12345', 'KR', 'KR 1', 'KRAKOW', 'KR 12345 6', 'KR 123456789', 'K-R']) expect(isValidRegistration(normaliseRegistration(plate)), plate).toBe(false);
  });

  it('are refused twice, or more than five', () => {
    const base = { carrier: 'Trans', seats: 10 };
    expect(coachSchema.parse({ ...base, registrations: ['kr 1234a'] }).registrations).toEqual(['KR 1234A']);
    expect(firstIssueMessage(coachSchema.safeParse({ ...base, registrations: ['KR 12345', 'KR12345'] }).error!)).toBe(MSG.registrationRepeated);
    expect(firstIssueMessage(coachSchema.safeParse({ ...base, registrations: Array.from({ length: 6 }, (_, i) => `KR 1234${i}`) }).error!)).toBe(MSG.tooManyRegistrations);
    // The dialog types them in one field.
    expect(coachFormSchema.parse({ ...base, registrations: 'kr 12345, KR 6789A\nSK 1111' }).registrations).toEqual(['KR 12345', 'KR 6789A', 'SK 1111']);
    expect(coachFormSchema.parse({ ...base, registrations: ' , ' }).registrations).toEqual([]);
  });
});

describe('the coach and its seats', () => {
  it('stores the unknown as null and the NIP as its digits', () => {
    expect(coachSchema.parse({ carrier: ' Trans ', seats: 1, nip: '', driverPhone: ' ', checkPlace: '', checkDate: '', checkTime: '' })).toEqual({
      carrier: 'Trans',
      nip: null,
      registrations: [],
      seats: 1,
      driverPhone: null,
      checkPlace: null,
      checkDate: null,
      checkTime: null,
    });
    expect(coachSchema.parse({ carrier: 'Trans', seats: 200, nip: 'PL 123-456-32-18' }).nip).toBe('1234563218');
    for (const seats of [0, 201, 1.5, Number.NaN, '10']) expect(firstIssueMessage(coachSchema.safeParse({ carrier: 'Trans', seats }).error!), String(seats)).toBe(MSG.seatsInvalid);
  });

  it('counts a shortfall against the students and every member', () => {
    expect(coachShortfall({ seats: 49 }, { students: 48, guardians: 4 })).toBe(3);
    expect(coachShortfall({ seats: 52 }, { students: 48, guardians: 4 })).toBe(0);
    expect(coachShortfall(null, { students: 48, guardians: 4 })).toBe(0);
    expect(coachShortfallMessage(49, 52)).toBe('Za mało miejsc w autokarze: 49 miejsc na 52 osoby (brakuje 3).');
    expect(coachShortfallMessage(1, 2)).toBe('Za mało miejsc w autokarze: 1 miejsce na 2 osoby (brakuje 1).');
    expect(coachShortfallMessage(22, 25)).toBe('Za mało miejsc w autokarze: 22 miejsca na 25 osób (brakuje 3).');
  });
});

describe('the insurance of a trip abroad', () => {
  it('is a trip abroad when a country other than Polska is given', () => {
    expect([null, '', '  ', 'Polska', ' polska ', 'POLSKA'].map(isAbroad)).toEqual([false, false, false, false, false, false]);
    expect(isAbroad('Niemcy')).toBe(true);
  });

  it('needs NNW, medical costs and every day of the trip', () => {
    expect(insuranceGaps(POLICY, TRIP)).toEqual([]);
    expect(insuranceGaps(null, TRIP)).toHaveLength(1);
    expect(insuranceGaps({ ...POLICY, nnw: false, medical: false }, TRIP)).toEqual(['ubezpieczenia NNW', 'ubezpieczenia kosztów leczenia (KL)']);
    expect(insuranceGaps({ ...POLICY, validFrom: '2027-05-11' }, TRIP)).toEqual(['ochrony na cały wyjazd (polisa: 11.05.2027 – 13.05.2027, wycieczka: 10.05.2027 – 13.05.2027)']);
    expect(insuranceGaps({ ...POLICY, validFrom: '2027-05-01', validUntil: '2027-05-31' }, TRIP)).toEqual([]);
  });

  it('blocks only a trip abroad, and a coach too small anywhere', () => {
    const facts: TransportFacts = { country: null, ...TRIP, coach: null, insurance: null, passengers: { students: 10, guardians: 2 } };
    expect(transportBlockers(facts)).toEqual([]);
    expect(transportBlockers({ ...facts, country: 'Czechy' })).toHaveLength(1);
    expect(transportBlockers({ ...facts, country: 'Czechy', insurance: POLICY })).toEqual([]);
    const coach = { carrier: 'T', nip: null, registrations: [], seats: 11, driverPhone: null, checkPlace: null, checkDate: null, checkTime: null };
    expect(transportBlockers({ ...facts, coach })).toEqual(['Za mało miejsc w autokarze: 11 miejsc na 12 osób (brakuje 1).']);
  });

  it("refuses a policy that ends before it begins, and a phone that is no phone", () => {
    expect(insuranceSchema.parse({ ...POLICY, validUntil: POLICY.validFrom }).validUntil).toBe('2027-05-10');
    expect(firstIssueMessage(insuranceSchema.safeParse({ ...POLICY, validUntil: '2027-05-09' }).error!)).toBe(MSG.insuranceUntilBeforeFrom);
    expect(firstIssueMessage(insuranceSchema.safeParse({ ...POLICY, emergencyPhone: '112' }).error!)).toBe(MSG.insurancePhoneInvalid);
  });
});

describe('the dates of the policy and of the police check, against the trip (issue 62)', () => {
  const trip = { startDate: '2027-05-10', endDate: '2027-05-13' };
  it('takes a policy from 3 years before the first day to 3 years after the last', () => {
    const refusal = (validFrom: string, validUntil: string) => insuranceDatesRefusal({ validFrom, validUntil }, trip);
    expect(refusal('2024-05-10', '2030-05-13')).toBeNull();
    expect(refusal('2024-05-09', '2027-05-13')).toEqual({ field: 'validFrom', message: insuranceFromTooEarlyMessage('2024-05-10', 3) });
    expect(refusal('2027-05-10', '2030-05-14')).toEqual({ field: 'validUntil', message: insuranceUntilTooLateMessage('2030-05-13', 3) });
    expect(refusal('0001-01-01', '9999-12-31')?.field).toBe('validFrom');
    // 29 February three years on is 1 March.
    expect(insuranceDatesRefusal({ validFrom: '2028-02-29', validUntil: '2031-03-01' }, { startDate: '2028-02-29', endDate: '2028-02-29' })).toBeNull();
    expect(insuranceDatesRefusal({ validFrom: '2028-02-29', validUntil: '2031-03-02' }, { startDate: '2028-02-29', endDate: '2028-02-29' })?.field).toBe('validUntil');
  });

  it('takes a police check from 30 days before the departure to its day, across a month and a year', () => {
    expect(coachCheckDateRefusal(null, '2027-05-10')).toBeNull();
    expect(coachCheckDateRefusal('2027-04-10', '2027-05-10')).toBeNull();
    expect(coachCheckDateRefusal('2027-05-10', '2027-05-10')).toBeNull();
    expect(coachCheckDateRefusal('2027-04-09', '2027-05-10')).toBe(checkDateTooEarlyMessage('2027-04-10', 30));
    expect(coachCheckDateRefusal('2027-05-11', '2027-05-10')).toBe(checkDateAfterStartMessage('2027-05-10'));
    expect(coachCheckDateRefusal('2026-12-10', '2027-01-10')).toBe('Kontrola autokaru może odbyć się najwcześniej 30 dni przed wyjazdem (11.12.2026).');
    expect(coachCheckDateRefusal('2026-12-11', '2027-01-10')).toBeNull();
  });

  it("says it in the dialogs before anything is sent, on the field it is about", () => {
    const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues(tripInsuranceSchema(trip).safeParse({ ...POLICY, validUntil: '9999-12-31' }))).toEqual([['validUntil', insuranceUntilTooLateMessage('2030-05-13', 3)]]);
    expect(tripInsuranceSchema(trip).safeParse(POLICY).success).toBe(true);
    const coach = { carrier: 'Trans', nip: '', registrations: '', seats: 50, driverPhone: '', checkPlace: '', checkTime: '' };
    expect(issues(tripCoachFormSchema(trip).safeParse({ ...coach, checkDate: '0001-01-01' }))).toEqual([['checkDate', checkDateTooEarlyMessage('2027-04-10', 30)]]);
    expect(tripCoachFormSchema(trip).safeParse({ ...coach, checkDate: '' }).success).toBe(true);
  });
});

describe("'Zgłoś autokar do kontroli'", () => {
  const trip = { startDate: '2027-05-10', hasCoach: true, coachCheckedAt: null };
  it('is due from seven days before the departure to the departure day, until the check is recorded', () => {
    expect(['2027-05-02', '2027-05-03', '2027-05-09', '2027-05-10', '2027-05-11'].map((today) => coachCheckDue(trip, today))).toEqual([false, true, true, true, false]);
    expect(coachCheckDue({ ...trip, coachCheckedAt: '2027-05-08T10:00:00.000Z' }, '2027-05-09')).toBe(false);
    expect(coachCheckDue({ ...trip, hasCoach: false }, '2027-05-09')).toBe(false);
    // Across a month's end.
    expect(coachCheckDue({ ...trip, startDate: '2027-03-02' }, '2027-02-23')).toBe(true);
    expect(coachCheckDue({ ...trip, startDate: '2027-03-02' }, '2027-02-22')).toBe(false);
  });
});
