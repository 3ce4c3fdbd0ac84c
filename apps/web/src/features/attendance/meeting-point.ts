import { MEETING_ALARM_AFTER_MINUTES, type AttendanceCheckSummary, type AttendanceRecord } from '@wycieczki/shared';
import { bySurname } from './roll-call-order';

// 'Zbiórka' (issue 54): when the roll call's screen offers the alarm, and for whom.

/** The meeting's time on this device's clock: its day and hour as the phone reads them. */
export function meetingMoment(check: Pick<AttendanceCheckSummary, 'date' | 'time'>): number {
  return new Date(`${check.date}T${check.time}:00`).getTime();
}

/** When 'Ogłoś zaginięcie' is offered: five minutes after the meeting's time. */
export function alarmOfferedFrom(check: Pick<AttendanceCheckSummary, 'date' | 'time'>): number {
  return meetingMoment(check) + MEETING_ALARM_AFTER_MINUTES * 60_000;
}

/** The children not ticked at the meeting point, by surname: never one a parent took (they are not expected). */
export function notArrived(records: readonly AttendanceRecord[]): AttendanceRecord[] {
  return bySurname(records.filter((r) => r.status !== 'present' && !r.collectedBy));
}
