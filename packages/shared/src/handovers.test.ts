import { describe, expect, it } from 'vitest';
import { collectedCountText, handoverBeforeTripMessage, handoverEarliest, handoverTimeRefusal, normalizeHandoverCode } from './handovers';
import { MSG } from './messages';
import { attendanceCheckCreateSchema, attendanceCheckSchema, attendanceCheckUpdateSchema } from './schemas/attendance';
import { handoverCodeSchema, handoverFormSchema, handoverMoment, handoverSchema, pickupPersonSchema, tripHandoverFormSchema } from './schemas/handovers';
import { firstIssueMessage } from './schemas/fields';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe("'Odbiór przez rodzica' words (issue 54)", () => {
  it("counts the children taken the Polish way: '1 odebrany', '2 odebranych', '5 odebranych'", () => {
    expect([1, 2, 4, 5, 12, 22].map(collectedCountText)).toEqual(['1 odebrany', '2 odebranych', '4 odebranych', '5 odebranych', '12 odebranych', '22 odebranych']);
  });

  it('takes a code as it is read aloud', () => {
    expect(normalizeHandoverCode(' 482 913 ')).toBe('482913');
    expect(normalizeHandoverCode('482-913')).toBe('482913');
    expect(handoverCodeSchema.safeParse({ code: '482 913' }).success).toBe(true);
    for (const code of ['48291', '4829134', 'abcdef', '', 42]) expect(firstMessage(handoverCodeSchema.safeParse({ code }))).toBe(MSG.handoverCodeInvalid);
  });
});

describe('the handover schemas', () => {
  it('asks a parent for a name and a named person for a choice, and every handover for a place', () => {
    const place = 'recepcja';
    expect(handoverSchema.safeParse({ collectorKind: 'parent', collectorName: ' Maria Kot ', place }).data).toEqual({ collectorKind: 'parent', collectorName: 'Maria Kot', place });
    expect(firstMessage(handoverSchema.safeParse({ collectorKind: 'parent', collectorName: '', place }))).toBe(MSG.handoverCollectorNameRequired);
    expect(firstMessage(handoverSchema.safeParse({ collectorKind: 'named', place }))).toBe(MSG.handoverPersonRequired);
    expect(firstMessage(handoverSchema.safeParse({ collectorKind: 'named', personId: 'x', place }))).toBe(MSG.handoverPersonRequired);
    expect(firstMessage(handoverSchema.safeParse({ collectorKind: 'parent', collectorName: 'Maria Kot' }))).toBe(MSG.handoverPlaceRequired);
    expect(firstMessage(handoverSchema.safeParse({ collectorKind: 'parent', collectorName: 'Maria Kot', place, collectedAt: '2026-05-11 14:30' }))).toBe(MSG.handoverTimeInvalid);
  });

  it("refuses a time later than the device's now in the leader's form, with the minute being typed allowed", () => {
    const at = (moment: Date) => ({
      collectorKind: 'parent',
      collectorName: 'Maria Kot',
      personId: '',
      date: `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}-${String(moment.getDate()).padStart(2, '0')}`,
      time: `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`,
      place: 'hotel',
    });
    expect(handoverFormSchema.safeParse(at(new Date())).success).toBe(true);
    expect(handoverFormSchema.safeParse(at(new Date(Date.now() - 3600_000))).success).toBe(true);
    expect(firstMessage(handoverFormSchema.safeParse(at(new Date(Date.now() + 3600_000))))).toBe(MSG.handoverTimeInFuture);
    expect(handoverMoment('2026-02-30', '10:00')).toBeNull();
    expect(handoverMoment('2026-05-11', '25:00')).toBeNull();
    expect(handoverMoment('2026-05-11', '14:30')?.getHours()).toBe(14);
  });

  it("refuses a time before the midnight in Poland that began the trip's first day, summer and winter, or later than now (issue 62)", () => {
    expect(handoverEarliest('2026-05-10').toISOString()).toBe('2026-05-09T22:00:00.000Z');
    expect(handoverEarliest('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    const now = Date.parse('2026-05-12T10:00:00Z');
    const refusal = (at: string) => handoverTimeRefusal(new Date(at), '2026-05-10', now);
    expect(refusal('2026-05-09T22:00:00Z')).toBeNull();
    expect(refusal('2026-05-12T10:05:00Z')).toBeNull();
    expect(refusal('2026-05-09T21:59:59Z')).toBe(handoverBeforeTripMessage('2026-05-10'));
    expect(refusal('1970-01-01T00:00:00Z')).toBe('Data odbioru nie może być wcześniejsza niż pierwszy dzień wycieczki (10.05.2026).');
    expect(refusal('2026-05-12T10:05:01Z')).toBe(MSG.handoverTimeInFuture);
    // The leader's form on the trip says it before anything is sent, on the day's field.
    const form = { collectorKind: 'parent', collectorName: 'Maria Kot', personId: '', time: '12:00', place: 'hotel' };
    const parsed = tripHandoverFormSchema('2026-05-10').safeParse({ ...form, date: '1970-01-01' });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['date', handoverBeforeTripMessage('2026-05-10')]]);
    expect(tripHandoverFormSchema('2026-05-10').safeParse({ ...form, date: '2026-05-10' }).success).toBe(true);
    expect(firstMessage(tripHandoverFormSchema('2026-05-10').safeParse({ ...form, date: '2099-05-10' }))).toBe(MSG.handoverTimeInFuture);
  });

  it("checks a person the parent names with the teacher's rules", () => {
    expect(pickupPersonSchema.safeParse({ name: ' Halina Kot ', relation: '', phone: '', document: '' }).data).toEqual({ name: 'Halina Kot', relation: null, phone: null, document: null });
    expect(firstMessage(pickupPersonSchema.safeParse({ name: '' }))).toBe(MSG.pickupPersonNameRequired);
    expect(firstMessage(pickupPersonSchema.safeParse({ name: 'Halina Kot', phone: '123' }))).toBe(MSG.phoneInvalid);
  });
});

describe("'Zbiórka' on an attendance list (issue 54)", () => {
  const list = { name: 'Zbiórka', date: '2026-05-11', time: '14:30' };

  it('takes a place, and a point only with it and whole', () => {
    expect(attendanceCheckSchema.safeParse({ ...list, meetingPlace: ' przy fontannie ', meetingLat: 50.06, meetingLng: 19.94 }).data).toMatchObject({ meetingPlace: 'przy fontannie', meetingLat: 50.06, meetingLng: 19.94 });
    expect(attendanceCheckSchema.safeParse({ ...list, meetingPlace: '' }).data).toMatchObject({ meetingPlace: null });
    const refused = (input: Record<string, unknown>) => {
      const parsed = attendanceCheckCreateSchema.safeParse({ ...list, ...input });
      return parsed.success ? null : firstIssueMessage(parsed.error);
    };
    expect(refused({ meetingPlace: 'x'.repeat(201) })).toBe(MSG.meetingPlaceTooLong);
    expect(refused({ meetingPlace: 'Rynek', meetingLat: 50 })).toBe(MSG.meetingPointInvalid);
    expect(refused({ meetingPlace: 'Rynek', meetingLat: Number.NaN, meetingLng: 19 })).toBe(MSG.meetingPointInvalid);
    expect(refused({ meetingPlace: 'Rynek', meetingLat: -91, meetingLng: 19 })).toBe(MSG.meetingPointInvalid);
    expect(refused({ meetingLat: 50, meetingLng: 19 })).toBe(MSG.meetingPointWithoutPlace);
    // A change may move the point alone (the list keeps its place); half a point is not one.
    expect(attendanceCheckUpdateSchema.safeParse({ meetingLat: 50, meetingLng: 19 }).success).toBe(true);
    expect(attendanceCheckUpdateSchema.safeParse({ meetingLng: 19 }).success).toBe(false);
  });
});
