import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { MASKED } from './limits';
import { MSG } from './messages';
import {
  attendanceCheckSchema,
  firstIssueMessage,
  guardianEmailSchema,
  isStorableDateTime,
  isValidIsoDate,
  locationSchema,
  profileUpdateSchema,
  roomSchema,
  signInSchema,
  signUpSchema,
  studentSchema,
  tripSchema,
  tripUpdateSchema,
} from './schemas';

/** The first message a schema gives for a value, or null when the value passes. */
function firstError(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error);
}

const PASSWORD = 'Haslo-123';
const PESEL = '44051401359';

describe('sign-up and sign-in schema', () => {
  const base = { email: 'jan@szkola.pl', password: PASSWORD };

  it.each([
    ['missing email', { password: PASSWORD }, MSG.emailRequired],
    ['empty email', { ...base, email: '' }, MSG.emailRequired],
    ['blank email', { ...base, email: '   ' }, MSG.emailRequired],
    ['email without @', { ...base, email: 'jan.szkola.pl' }, MSG.emailInvalid],
    ['email without domain', { ...base, email: 'jan@' }, MSG.emailInvalid],
    ['email with a space inside', { ...base, email: 'jan kowalski@szkola.pl' }, MSG.emailInvalid],
    ['256-character email', { ...base, email: `${'a'.repeat(246)}@szkola.pl` }, MSG.emailTooLong],
    ['missing password', { email: base.email }, MSG.passwordTooShort],
    ['7-character password', { ...base, password: 'Haslo-1' }, MSG.passwordTooShort],
    ['73-character password', { ...base, password: `Aa1${'x'.repeat(70)}` }, MSG.passwordTooLong],
    ['password without digit', { ...base, password: 'Haslo-abc' }, MSG.passwordWeak],
    ['password without uppercase', { ...base, password: 'haslo-123' }, MSG.passwordWeak],
    ['password without lowercase', { ...base, password: 'HASLO-123' }, MSG.passwordWeak],
  ])('%s gives its Polish message', (_case, value, message) => {
    expect(firstError(signUpSchema, value)).toBe(message);
    expect(firstError(signInSchema, value)).toBe(message);
  });

  it('accepts the limits: 8 and 72 characters, 255-character email', () => {
    expect(firstError(signInSchema, { ...base, password: 'Haslo-12' })).toBeNull();
    expect(firstError(signInSchema, { ...base, password: `Aa1${'x'.repeat(69)}` })).toBeNull();
    expect(firstError(signInSchema, { ...base, email: `${'a'.repeat(245)}@szkola.pl` })).toBeNull();
  });

  it('normalises the email: trimmed and lower case', () => {
    expect(signInSchema.parse({ ...base, email: '  Jan@Szkola.PL ' }).email).toBe('jan@szkola.pl');
  });

  it('reports the first broken field first (email before password)', () => {
    expect(firstError(signUpSchema, { email: 'x', password: 'y' })).toBe(MSG.emailInvalid);
  });

  it('takes an optional full name of at most 100 characters', () => {
    expect(firstError(signUpSchema, { ...base, fullName: 'x'.repeat(100) })).toBeNull();
    expect(firstError(signUpSchema, { ...base, fullName: 'x'.repeat(101) })).toBe(MSG.personNameTooLong);
    expect(firstError(signUpSchema, { ...base, fullName: '' })).toBeNull();
  });

  it('answers a body that is not an object in Polish, with no type names of the validator (issue 24)', () => {
    for (const body of [null, [], 'tekst', 42]) expect(firstError(signInSchema, body)).toBe(MSG.bodyNotObject);
  });
});

describe('profile schema', () => {
  const base = { firstName: 'Ewa', lastName: 'Nowak', phone: '', school: '' };

  it.each([
    ['empty first name', { ...base, firstName: '' }, MSG.firstNameRequired],
    ['blank first name', { ...base, firstName: '  ' }, MSG.firstNameRequired],
    ['missing first name', { lastName: 'Nowak' }, MSG.firstNameRequired],
    ['empty last name', { ...base, lastName: '' }, MSG.lastNameRequired],
    ['101-character first name', { ...base, firstName: 'x'.repeat(101) }, MSG.firstNameTooLong],
    ['full name over 100', { ...base, firstName: 'x'.repeat(50), lastName: 'y'.repeat(50) }, MSG.personNameTooLong],
    ['8-digit phone', { ...base, phone: '60010020' }, MSG.phoneInvalid],
    ['21-character phone', { ...base, phone: '1'.repeat(21) }, MSG.phoneInvalid],
    ['phone with letters', { ...base, phone: '600 abc 200' }, MSG.phoneInvalid],
    ['201-character school', { ...base, school: 's'.repeat(201) }, MSG.schoolTooLong],
  ])('%s gives its Polish message', (_case, value, message) => {
    expect(firstError(profileUpdateSchema, value)).toBe(message);
  });

  it('saves an empty phone and school as null and trims names', () => {
    expect(profileUpdateSchema.parse({ ...base, firstName: ' Ewa ' })).toEqual({
      firstName: 'Ewa',
      lastName: 'Nowak',
      phone: null,
      school: null,
      schoolAddress: null,
    });
  });

  it('accepts a full name of exactly 100 characters and a 20-character phone', () => {
    expect(firstError(profileUpdateSchema, { ...base, firstName: 'x'.repeat(49), lastName: 'y'.repeat(50), phone: '1'.repeat(20) })).toBeNull();
  });
});

describe('student schema', () => {
  const base = { name: 'Kasia Nowak' };

  it.each([
    ['missing name', {}, MSG.personNameRequired],
    ['blank name', { name: '   ' }, MSG.personNameRequired],
    ['101-character name', { name: 'x'.repeat(101) }, MSG.personNameTooLong],
    ['PESEL with a wrong check digit', { ...base, pesel: '44051401358' }, MSG.peselInvalid],
    ['10-digit PESEL', { ...base, pesel: '4405140135' }, MSG.peselInvalid],
    ['PESEL with letters', { ...base, pesel: '4405140135X' }, MSG.peselInvalid],
    ['8-digit parent phone', { ...base, parentPhone: '60010020' }, MSG.phoneInvalid],
    ['parent phone with letters', { ...base, parentPhone: 'zadzwoń do mamy' }, MSG.phoneInvalid],
    ['501-character allergies', { ...base, allergies: 'a'.repeat(501) }, MSG.allergiesTooLong],
    ['501-character diet', { ...base, diet: 'd'.repeat(501) }, MSG.dietTooLong],
    ['room id that is not a uuid', { ...base, roomId: '201' }, MSG.roomIdInvalid],
  ])('%s gives its Polish message', (_case, value, message) => {
    expect(firstError(studentSchema, value)).toBe(message);
  });

  it('accepts every field at its limit', () => {
    expect(
      firstError(studentSchema, {
        name: 'x'.repeat(100),
        pesel: PESEL,
        parentPhone: '1'.repeat(20),
        allergies: 'a'.repeat(500),
        diet: 'd'.repeat(500),
        roomId: '5b1f0a8e-4a57-4c59-9a38-3f8f1c2f9d11',
      }),
    ).toBeNull();
  });

  it('treats empty optional fields as absent (null)', () => {
    expect(studentSchema.parse({ name: 'Ola', pesel: '', parentPhone: '', allergies: '', diet: '', medicines: '  ', roomId: null, className: ' ' })).toEqual({
      name: 'Ola',
      pesel: null,
      parentPhone: null,
      allergies: null,
      diet: null,
      medicines: null,
      roomId: null,
      className: null,
    });
  });

  it('lets the masked placeholder through, for the service to ignore', () => {
    expect(firstError(studentSchema, { ...base, pesel: MASKED, parentPhone: MASKED })).toBeNull();
    expect(studentSchema.parse({ ...base, pesel: MASKED, parentPhone: MASKED })).toMatchObject({ pesel: MASKED, parentPhone: MASKED });
  });
});

describe('room schema', () => {
  it.each([
    ['missing number', { capacity: 4 }, MSG.roomNumberRequired],
    ['blank number', { number: ' ', capacity: 4 }, MSG.roomNumberRequired],
    ['21-character number', { number: '1'.repeat(21), capacity: 4 }, MSG.roomNumberTooLong],
    ['capacity 2.5', { number: '201', capacity: 2.5 }, MSG.roomCapacityNotInteger],
    ['capacity as text', { number: '201', capacity: '4' }, MSG.roomCapacityNotInteger],
    ['missing capacity', { number: '201' }, MSG.roomCapacityNotInteger],
    ['capacity 0', { number: '201', capacity: 0 }, MSG.roomCapacityNotPositive],
    ['capacity -1', { number: '201', capacity: -1 }, MSG.roomCapacityNotPositive],
    ['capacity 21', { number: '201', capacity: 21 }, MSG.roomCapacityTooLarge],
  ])('%s gives its Polish message', (_case, value, message) => {
    expect(firstError(roomSchema, value)).toBe(message);
  });

  it('accepts capacity 1 and 20 and a 20-character number', () => {
    expect(firstError(roomSchema, { number: '1', capacity: 1 })).toBeNull();
    expect(firstError(roomSchema, { number: 'x'.repeat(20), capacity: 20 })).toBeNull();
  });
});

describe('trip schema', () => {
  const base = { name: 'Zielona szkoła', destination: 'Zakopane', startDate: '2026-05-10', endDate: '2026-05-13' };

  it.each([
    ['missing name', { ...base, name: undefined }, MSG.tripNameRequired],
    ['blank name', { ...base, name: '  ' }, MSG.tripNameRequired],
    ['201-character name', { ...base, name: 'x'.repeat(201) }, MSG.tripNameTooLong],
    ['empty destination', { ...base, destination: '' }, MSG.destinationRequired],
    ['201-character destination', { ...base, destination: 'x'.repeat(201) }, MSG.destinationTooLong],
    ['missing start date', { ...base, startDate: undefined }, MSG.startDateRequired],
    ['empty start date', { ...base, startDate: '' }, MSG.startDateRequired],
    ['missing end date', { ...base, endDate: undefined }, MSG.endDateRequired],
    ['an impossible date', { ...base, startDate: '2026-02-30' }, MSG.dateInvalid],
    ['end equal to start', { ...base, endDate: base.startDate }, MSG.endBeforeStart],
    ['end before start', { ...base, endDate: '2026-05-09' }, MSG.endBeforeStart],
  ])('%s gives its Polish message', (_case, value, message) => {
    expect(firstError(tripSchema, value)).toBe(message);
  });

  it('accepts 200-character name and destination and an end one day later', () => {
    expect(firstError(tripSchema, { ...base, name: 'x'.repeat(200), destination: 'y'.repeat(200), endDate: '2026-05-11' })).toBeNull();
  });

  it('update takes only the fields that are set, and still checks the order of two dates', () => {
    expect(tripUpdateSchema.parse({ name: ' Nowa nazwa ' })).toEqual({ name: 'Nowa nazwa' });
    expect(firstError(tripUpdateSchema, { startDate: '2026-05-10', endDate: '2026-05-01' })).toBe(MSG.endBeforeStart);
    expect(firstError(tripUpdateSchema, { name: '' })).toBe(MSG.tripNameRequired);
  });
});

describe('other schemas', () => {
  it('guardian email: empty, without @, valid', () => {
    expect(firstError(guardianEmailSchema, '')).toBe(MSG.guardianEmailEmpty);
    expect(firstError(guardianEmailSchema, 'opiekun.szkola.pl')).toBe(MSG.guardianEmailInvalid);
    expect(guardianEmailSchema.parse(' Opiekun@Szkola.pl ')).toBe('opiekun@szkola.pl');
  });

  it('attendance list: name required, real date, hh:mm time', () => {
    const base = { name: 'Poranek - dzień 2', date: '2026-05-11', time: '07:30' };
    expect(firstError(attendanceCheckSchema, base)).toBeNull();
    expect(firstError(attendanceCheckSchema, { ...base, name: ' ' })).toBe(MSG.attendanceNameRequired);
    expect(firstError(attendanceCheckSchema, { ...base, date: '2026-13-01' })).toBe(MSG.dateInvalid);
    expect(firstError(attendanceCheckSchema, { ...base, time: '24:00' })).toBe(MSG.timeInvalid);
    expect(firstError(attendanceCheckSchema, { ...base, time: '7:30' })).toBe(MSG.timeInvalid);
  });

  it('location: latitude -90..90, longitude -180..180', () => {
    expect(firstError(locationSchema, { lat: 90, lng: -180 })).toBeNull();
    expect(firstError(locationSchema, { lat: 90.01, lng: 0 })).toBe(MSG.latitudeInvalid);
    expect(firstError(locationSchema, { lat: 0, lng: 180.5 })).toBe(MSG.longitudeInvalid);
    expect(firstError(locationSchema, { lat: '50', lng: 19 })).toBe(MSG.latitudeInvalid);
  });

  it('isValidIsoDate knows leap years', () => {
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('29.02.2028')).toBe(false);
  });
});

describe('dates both databases store (issue 24)', () => {
  it('takes years 1 to 9999 and no year 0', () => {
    expect(isValidIsoDate('0001-01-01')).toBe(true);
    expect(isValidIsoDate('9999-12-31')).toBe(true);
    expect(isValidIsoDate('0000-01-01')).toBe(false);
    expect(isValidIsoDate('10000-01-01')).toBe(false);
  });

  it('takes a moment with an offset within ±15:59 whose year, as written and in UTC, is 1 to 9999', () => {
    for (const good of ['2026-05-11T08:00:00Z', '2026-05-11T08:00:00.123+02:00', '2026-05-11T08:00:00+15:59', '2026-05-11T08:00:00-1559', '0001-01-01T12:00:00Z']) {
      expect(isStorableDateTime(good), good).toBe(true);
    }
    for (const bad of ['0000-01-01T00:00:00Z', '0001-01-01T00:30:00+01:00', '9999-12-31T23:30:00-01:00', '2026-05-11T08:00:00+16:00', '2026-05-11T08:00:00+15:60', '2026-05-11T08:00:00']) {
      expect(isStorableDateTime(bad), bad).toBe(false);
    }
  });
});
