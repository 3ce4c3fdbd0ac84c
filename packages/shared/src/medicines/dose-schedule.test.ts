import { describe, expect, it } from 'vitest';
import type { MedicineDose, StudentMedicine } from '../types/care';
import { firstIssueMessage } from '../schemas/fields';
import { doseMarkSchema, medicineSchema, medicineWithinTrip } from '../schemas/medicines';
import { MSG } from '../messages';
import {
  asNeededGivenOn,
  dosesAround,
  dosesDueFrom,
  isDoseDue,
  isMedicineDay,
  isOverdue,
  marksByDose,
  shiftDay,
  studentsWithDosesDue,
  warsawDay,
  warsawHourMinute,
  warsawTime,
  type DoseScheduleInput,
} from './dose-schedule';

const TRIP = { startDate: '2027-05-10', endDate: '2027-05-14' };

function medicine(overrides: Partial<StudentMedicine> = {}): StudentMedicine {
  return {
    id: 'm-inhaler',
    studentId: 's-zofia',
    studentName: 'Zofia Kowalska',
    name: 'Ventolin',
    dose: '2 wdechy',
    times: ['08:00', '20:00'],
    asNeeded: false,
    maxPerDay: null,
    givenBy: 'guardian',
    fromDate: null,
    untilDate: null,
    notes: null,
    byParent: false,
    createdAt: '2027-04-01T10:00:00.000Z',
    hoursSetAt: '2027-04-01T10:00:00.000Z',
    ...overrides,
  };
}

function mark(overrides: Partial<MedicineDose> = {}): MedicineDose {
  return {
    id: 'd-1',
    medicineId: 'm-inhaler',
    studentId: 's-zofia',
    doseDay: '2027-05-11',
    scheduledTime: '20:00',
    status: 'given',
    markedAt: '2027-05-11T18:05:00.000Z',
    markedByName: 'Piotr Zieliński',
    ...overrides,
  };
}

/** An instant given as Warsaw's wall clock in May (CEST, UTC+2). */
const may = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);

function around(now: Date, overrides: Partial<DoseScheduleInput> = {}) {
  return dosesAround({ trip: TRIP, medicines: [medicine()], marks: [], groupOf: () => 'g-anna', now, ...overrides });
}

describe('Warsaw wall-clock hours', () => {
  it('turn a Polish day and hour into the instant, in winter and in summer', () => {
    expect(warsawTime('2027-01-15', '08:00').toISOString()).toBe('2027-01-15T07:00:00.000Z');
    expect(warsawTime('2027-05-11', '20:00').toISOString()).toBe('2027-05-11T18:00:00.000Z');
    expect(warsawTime('2027-12-31', '23:59').toISOString()).toBe('2027-12-31T22:59:00.000Z');
    expect(warsawDay(new Date('2027-05-11T22:30:00Z'))).toBe('2027-05-12');
    expect(warsawHourMinute(new Date('2027-05-11T22:30:00Z'))).toBe('00:30');
  });

  it('hold on the days the clock moves (the last Sundays of March and October)', () => {
    // 28 March 2027: 02:00 CET becomes 03:00 CEST.
    expect(warsawTime('2027-03-28', '01:30').toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(warsawTime('2027-03-28', '08:00').toISOString()).toBe('2027-03-28T06:00:00.000Z');
    expect(warsawTime('2027-03-28', '20:00').toISOString()).toBe('2027-03-28T18:00:00.000Z');
    // 02:30 never happens that night: it is 03:30.
    expect(warsawTime('2027-03-28', '02:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // 31 October 2027: 03:00 CEST becomes 02:00 CET; 02:30 happens twice, the first one counts.
    expect(warsawTime('2027-10-31', '02:30').toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(warsawTime('2027-10-31', '08:00').toISOString()).toBe('2027-10-31T07:00:00.000Z');
    expect(warsawTime('2027-10-30', '20:00').toISOString()).toBe('2027-10-30T18:00:00.000Z');
    expect(warsawTime('2027-10-31', '20:00').toISOString()).toBe('2027-10-31T19:00:00.000Z');
    expect(shiftDay('2027-03-27', 1)).toBe('2027-03-28');
    expect(shiftDay('2027-10-31', 1)).toBe('2027-11-01');
  });

  it('say a dose at 20:00 is overdue at 20:31 and not before, on a clock-change day too', () => {
    for (const day of ['2027-05-11', '2027-03-28', '2027-10-31']) {
      const dueAt = warsawTime(day, '20:00');
      const at = (minutes: number, seconds = 0) => new Date(dueAt.getTime() + (minutes * 60 + seconds) * 1000);
      expect(isOverdue(dueAt, at(0)), day).toBe(false);
      expect(isOverdue(dueAt, at(30)), day).toBe(false);
      expect(isOverdue(dueAt, at(30, 59)), day).toBe(false);
      expect(isOverdue(dueAt, at(31)), day).toBe(true);
      expect(isOverdue(dueAt, at(300)), day).toBe(true);
    }
  });
});

describe("'Leki teraz'", () => {
  it('shows the 20:00 dose from 19:00, overdue from 20:31 until it is marked', () => {
    expect(around(may('2027-05-11', '18:59')).map((d) => d.scheduledTime)).toEqual(['08:00']);
    const at1900 = around(may('2027-05-11', '19:00'));
    expect(at1900.map((d) => `${d.doseDay} ${d.scheduledTime}`)).toEqual(['2027-05-11 08:00', '2027-05-11 20:00']);
    expect(at1900.map((d) => d.overdue)).toEqual([true, false]);
    expect(around(may('2027-05-11', '20:30')).find((d) => d.scheduledTime === '20:00')).toMatchObject({ overdue: false, mark: null, groupGuardianId: 'g-anna' });
    const overdue = around(may('2027-05-11', '20:31')).find((d) => d.scheduledTime === '20:00')!;
    expect(overdue).toMatchObject({ overdue: true, mark: null, studentName: 'Zofia Kowalska', medicineName: 'Ventolin', dose: '2 wdechy' });
    const marked = around(may('2027-05-11', '20:31'), { marks: [mark()] }).find((d) => d.scheduledTime === '20:00')!;
    expect(marked).toMatchObject({ overdue: false, mark: { status: 'given', markedByName: 'Piotr Zieliński' } });
    // 'Odmowa' and 'Nieobecny' are marks too: nobody forgot the dose.
    for (const status of ['refused', 'absent'] as const) {
      expect(around(may('2027-05-11', '21:00'), { marks: [mark({ status })] }).find((d) => d.scheduledTime === '20:00')!.overdue).toBe(false);
    }
  });

  it("crosses midnight, and keeps an unmarked dose 12 hours: the morning's is gone by 20:01", () => {
    const night = around(may('2027-05-12', '00:30'), { medicines: [medicine({ times: ['00:15', '08:00', '20:00', '23:45'] })] });
    expect(night.map((d) => `${d.doseDay} ${d.scheduledTime}`)).toEqual(['2027-05-11 20:00', '2027-05-11 23:45', '2027-05-12 00:15']);
    expect(around(may('2027-05-11', '20:00')).map((d) => d.scheduledTime)).toEqual(['08:00', '20:00']);
    expect(around(may('2027-05-11', '20:01')).map((d) => d.scheduledTime)).toEqual(['20:00']);
  });

  it("gives nothing outside the trip's days or the course, nor for a medicine taken alone or 'w razie potrzeby'", () => {
    expect(around(may('2027-05-09', '20:00'))).toEqual([]);
    expect(around(may('2027-05-15', '20:00'))).toEqual([]);
    expect(around(may('2027-05-14', '20:00'))).toHaveLength(2);
    const course = medicine({ fromDate: '2027-05-11', untilDate: '2027-05-12' });
    expect(around(may('2027-05-10', '20:00'), { medicines: [course] })).toEqual([]);
    expect(around(may('2027-05-12', '20:00'), { medicines: [course] })).toHaveLength(2);
    expect(around(may('2027-05-13', '09:00'), { medicines: [course] })).toEqual([]);
    expect(around(may('2027-05-11', '20:00'), { medicines: [medicine({ givenBy: 'self' })] })).toEqual([]);
    expect(around(may('2027-05-11', '20:00'), { medicines: [medicine({ asNeeded: true, times: [], maxPerDay: 3 })] })).toEqual([]);
    expect(isMedicineDay(course, TRIP, '2027-05-11')).toBe(true);
    expect(isMedicineDay(medicine({ fromDate: '2027-05-01' }), TRIP, '2027-05-09')).toBe(false);
  });

  it('gives no dose before the minute the medicine was written: one written at 22:48 has nothing overdue that day, nor pushed', () => {
    // The audit's case (issue 63): written on the trip's second day at 22:48 with doses at 08:00 and
    // 21:30. Neither of that day was ever due; the next morning's 08:00 is.
    const written = warsawTime('2027-05-11', '22:48').toISOString();
    const late = medicine({ times: ['08:00', '21:30'], createdAt: written, hoursSetAt: written });
    const at = (day: string, time: string) => dosesAround({ trip: TRIP, medicines: [late], marks: [], groupOf: () => null, now: warsawTime(day, time) });
    for (const [day, time] of [['2027-05-11', '22:48'], ['2027-05-11', '23:59'], ['2027-05-12', '07:00']] as const) {
      expect(at(day, time).filter((d) => d.doseDay === '2027-05-11'), `${day} ${time}`).toEqual([]);
    }
    expect(at('2027-05-12', '08:31').map((d) => [d.doseDay, d.scheduledTime, d.overdue])).toEqual([['2027-05-12', '08:00', true]]);
    expect(isDoseDue(late, TRIP, '2027-05-11', '08:00')).toBe(false);
    expect(isDoseDue(late, TRIP, '2027-05-11', '21:30')).toBe(false);
    expect(isDoseDue(late, TRIP, '2027-05-10', '21:30')).toBe(false);
    expect(isDoseDue(late, TRIP, '2027-05-11', '22:48')).toBe(true);
    expect(isDoseDue(late, TRIP, '2027-05-12', '08:00')).toBe(true);
    // A dose at 23:00 that evening is due, and overdue at 23:31.
    const evening = medicine({ times: ['23:00'], createdAt: written, hoursSetAt: written });
    expect(dosesAround({ trip: TRIP, medicines: [evening], marks: [], groupOf: () => null, now: warsawTime('2027-05-11', '23:31') }).map((d) => d.overdue)).toEqual([true]);
  });

  it('counts the minute of the entry: a dose at 21:30 written at 21:30:40 is due, at 21:31:00 it is not', () => {
    const writtenAt = (iso: string) => medicine({ times: ['21:30'], createdAt: iso, hoursSetAt: iso });
    const dose = warsawTime('2027-05-11', '21:30').getTime();
    expect(isDoseDue(writtenAt(new Date(dose + 40_000).toISOString()), TRIP, '2027-05-11', '21:30')).toBe(true);
    expect(isDoseDue(writtenAt(new Date(dose + 60_000).toISOString()), TRIP, '2027-05-11', '21:30')).toBe(false);
    expect(dosesDueFrom(writtenAt(new Date(dose + 40_000).toISOString()))?.toISOString()).toBe(new Date(dose).toISOString());
    expect(dosesDueFrom({})).toBeNull();
  });

  it('is due by new hours from the edit that set them, and never before its first day', () => {
    // Written before the trip; on its second day at 22:48 given 21:30 instead of 20:00.
    const edited = medicine({ times: ['08:00', '21:30'], hoursSetAt: warsawTime('2027-05-11', '22:48').toISOString() });
    expect(isDoseDue(edited, TRIP, '2027-05-11', '21:30')).toBe(false);
    expect(isDoseDue(edited, TRIP, '2027-05-10', '08:00')).toBe(false);
    expect(isDoseDue(edited, TRIP, '2027-05-12', '08:00')).toBe(true);
    expect(dosesAround({ trip: TRIP, medicines: [edited], marks: [], groupOf: () => null, now: warsawTime('2027-05-11', '22:50') })).toEqual([]);
    // Known long before, but its course starts on the third day.
    const course = medicine({ fromDate: '2027-05-12' });
    expect(isDoseDue(course, TRIP, '2027-05-11', '20:00')).toBe(false);
    expect(isDoseDue(course, TRIP, '2027-05-12', '08:00')).toBe(true);
  });

  it('counts the students who still have a dose to be given', () => {
    const jan = medicine({ id: 'm-antibiotic', studentId: 's-jan', studentName: 'Jan Żak', name: 'Amoksiklav', times: ['20:00'] });
    const doses = around(may('2027-05-11', '20:10'), { medicines: [medicine(), jan], marks: [mark({ scheduledTime: '08:00' })] });
    expect(studentsWithDosesDue(doses)).toBe(2);
    expect(studentsWithDosesDue(around(may('2027-05-11', '20:10'), { medicines: [medicine(), jan], marks: [mark({ scheduledTime: '08:00' }), mark({ id: 'd-2' })] }))).toBe(1);
  });

  it('keeps the later of two marks of one dose, whichever came first', () => {
    const earlier = mark({ id: 'a', status: 'refused', markedAt: '2027-05-11T18:01:00.000Z' });
    const later = mark({ id: 'b', status: 'given', markedAt: '2027-05-11T18:02:00.000Z' });
    expect([...marksByDose([earlier, later]).values()].map((m) => m.id)).toEqual(['b']);
    expect([...marksByDose([later, earlier]).values()].map((m) => m.id)).toEqual(['b']);
  });

  it("counts a day's doses 'w razie potrzeby' that were given", () => {
    const marks = [
      mark({ id: 'a', scheduledTime: null }),
      mark({ id: 'b', scheduledTime: null, status: 'refused' }),
      mark({ id: 'c', scheduledTime: null, doseDay: '2027-05-12' }),
      mark({ id: 'd' }),
    ];
    expect(asNeededGivenOn('m-inhaler', '2027-05-11', marks)).toBe(1);
  });
});

describe('the medicine and dose schemas', () => {
  const parse = (input: unknown) => {
    const result = medicineSchema.safeParse(input);
    return result.success ? result.data : firstIssueMessage(result.error);
  };

  it('take hours or "w razie potrzeby" with a maximum, and store the hours in the order of the day', () => {
    expect(parse({ name: ' Ventolin ', dose: '2 wdechy', times: ['20:00', '08:00'] })).toMatchObject({
      name: 'Ventolin',
      times: ['08:00', '20:00'],
      asNeeded: false,
      maxPerDay: null,
      givenBy: 'guardian',
      fromDate: null,
      untilDate: null,
      notes: null,
    });
    expect(parse({ name: 'Nurofen', dose: '1 tabletka', asNeeded: true, maxPerDay: 3, givenBy: 'self', fromDate: '', untilDate: null })).toMatchObject({
      asNeeded: true,
      times: [],
      maxPerDay: 3,
      givenBy: 'self',
    });
    // A maximum sent with fixed hours means nothing.
    expect(parse({ name: 'Ventolin', dose: '2 wdechy', times: ['08:00'], maxPerDay: 4 })).toMatchObject({ maxPerDay: null });
  });

  it('refuse bad input with the Polish message of the field', () => {
    const base = { name: 'Ventolin', dose: '2 wdechy', times: ['08:00'] };
    expect(parse({ ...base, name: '  ' })).toBe(MSG.medicineNameRequired);
    expect(parse({ ...base, name: 'x'.repeat(101) })).toBe(MSG.medicineNameTooLong);
    expect(parse({ ...base, dose: '' })).toBe(MSG.medicineDoseRequired);
    expect(parse({ ...base, dose: 'x'.repeat(101) })).toBe(MSG.medicineDoseTooLong);
    expect(parse({ ...base, times: ['8:00'] })).toBe(MSG.medicineTimeInvalid);
    expect(parse({ ...base, times: ['24:00'] })).toBe(MSG.medicineTimeInvalid);
    expect(parse({ ...base, times: [] })).toBe(MSG.medicineTimesRequired);
    expect(parse({ ...base, times: ['08:00', '08:00'] })).toBe(MSG.medicineTimesRepeated);
    expect(parse({ ...base, times: Array.from({ length: 13 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`) })).toBe(MSG.medicineTimesTooMany);
    expect(parse({ ...base, asNeeded: true })).toBe(MSG.medicineAsNeededWithTimes);
    expect(parse({ ...base, times: [], asNeeded: true })).toBe(MSG.medicineMaxPerDayInvalid);
    for (const maxPerDay of [0, 25, 1.5, '2']) expect(parse({ ...base, times: [], asNeeded: true, maxPerDay }), String(maxPerDay)).toBe(MSG.medicineMaxPerDayInvalid);
    expect(parse({ ...base, givenBy: 'nurse' })).toBe(MSG.medicineGivenByInvalid);
    expect(parse({ ...base, fromDate: '2027-02-30' })).toBe(MSG.dateInvalid);
    expect(parse({ ...base, fromDate: '2027-05-12', untilDate: '2027-05-11' })).toBe(MSG.medicineDatesOrder);
    expect(parse({ ...base, notes: 'x'.repeat(501) })).toBe(MSG.medicineNotesTooLong);
  });

  it("check a course against the trip's days", () => {
    expect(medicineWithinTrip({ fromDate: null, untilDate: null }, TRIP)).toBe(true);
    expect(medicineWithinTrip({ fromDate: '2027-05-10', untilDate: '2027-05-14' }, TRIP)).toBe(true);
    expect(medicineWithinTrip({ fromDate: '2027-05-09', untilDate: null }, TRIP)).toBe(false);
    expect(medicineWithinTrip({ fromDate: null, untilDate: '2027-05-15' }, TRIP)).toBe(false);
  });

  it('take a dose mark with its device id, day, hour and time', () => {
    const valid = { id: '7f4c2a4e-1b2c-4d5e-8f90-0a1b2c3d4e5f', medicineId: '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b', doseDay: '2027-05-11', scheduledTime: '20:00', status: 'given', markedAt: '2027-05-11T18:05:00.000Z' };
    expect(doseMarkSchema.safeParse(valid).success).toBe(true);
    expect(doseMarkSchema.safeParse({ ...valid, scheduledTime: null }).success).toBe(true);
    const message = (input: unknown) => {
      const result = doseMarkSchema.safeParse(input);
      return result.success ? null : firstIssueMessage(result.error);
    };
    expect(message({ ...valid, status: 'lost' })).toBe(MSG.doseStatusInvalid);
    expect(message({ ...valid, scheduledTime: '20' })).toBe(MSG.doseTimeUnknown);
    expect(message({ ...valid, doseDay: '2027-13-01' })).toBe(MSG.dateInvalid);
    expect(message({ ...valid, markedAt: '0000-01-01T00:00:00Z' })).toBe(MSG.doseMarkedAtInvalid);
    expect(message({ ...valid, markedAt: 'wczoraj' })).toBe(MSG.doseMarkedAtInvalid);
  });
});
