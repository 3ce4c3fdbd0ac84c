import type { AttendanceRecord } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { alarmOfferedFrom, meetingMoment, notArrived } from './meeting-point';

describe("'Zbiórka' on the roll call (issue 54)", () => {
  it("offers the alarm five minutes after the meeting's time, on the device's clock", () => {
    const check = { date: '2026-05-11', time: '14:30' };
    expect(meetingMoment(check)).toBe(new Date(2026, 4, 11, 14, 30).getTime());
    expect(alarmOfferedFrom(check) - meetingMoment(check)).toBe(5 * 60_000);
  });

  it('offers it for each child not ticked, by surname, never for one a parent took', () => {
    const records: AttendanceRecord[] = [
      { studentId: '1', studentName: 'Zofia Żak', status: 'absent' },
      { studentId: '2', studentName: 'Jan Kot', status: 'present' },
      { studentId: '3', studentName: 'Ola Nowak', status: 'absent', collectedBy: 'Maria Nowak' },
      { studentId: '4', studentName: 'Adam Łukasik', status: 'absent', collectedBy: null },
    ];
    expect(notArrived(records).map((r) => r.studentName)).toEqual(['Adam Łukasik', 'Zofia Żak']);
  });
});
