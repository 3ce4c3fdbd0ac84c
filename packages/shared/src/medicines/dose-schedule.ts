import type { DueDose, MedicineDose, StudentMedicine } from '../types/care';

// 'Leki' (issue 54): which doses are due when, and which are overdue. One pure function for the
// server (its job that pushes an overdue dose) and the phone (the roll call's 'Leki teraz', with no
// network too), so the two never disagree. The hours of a medicine are Polish wall-clock hours
// (Europe/Warsaw), whatever the zone of the server or the phone, on the two days a year the clock moves.

/** A dose not marked this many whole minutes after its time is overdue: a dose at 20:00 from 20:31. */
export const DOSE_OVERDUE_AFTER_MINUTES = 30;
/** 'Leki teraz' shows a dose from an hour before its time… */
export const DOSE_SHOWN_BEFORE_MINUTES = 60;
/** …and, while nobody marked it, for 12 hours after: a dose missed in the morning still shows at lunch. */
export const DOSE_SHOWN_AFTER_HOURS = 12;

const MINUTE = 60_000;

/** The trip's days (yyyy-MM-dd): a medicine is given within them, and within its own course. */
export type TripDays = { startDate: string; endDate: string };

type Scheduled = Pick<StudentMedicine, 'id' | 'studentId' | 'studentName' | 'name' | 'dose' | 'times' | 'asNeeded' | 'givenBy' | 'fromDate' | 'untilDate'> &
  Partial<Pick<StudentMedicine, 'createdAt' | 'hoursSetAt'>>;

type WhenKnown = Pick<StudentMedicine, 'fromDate' | 'untilDate'> & Partial<Pick<StudentMedicine, 'createdAt' | 'hoursSetAt'>>;

/**
 * The minute a medicine's doses are due from (issue 63): the minute its hours were set. A dose at an
 * earlier time was never due, nobody knew of it: a medicine written at 22:48 with doses at 08:00 and
 * 21:30 has neither of that day overdue, and nothing is pushed; the next morning's 08:00 is due. The
 * minute of the entry counts (an hour has no seconds): 08:00 written at 08:00:40 is due.
 * A medicine later given other hours (or made 'w razie potrzeby', or handed from the child to a
 * guardian) is due by its new hours from that edit (`hoursSetAt`): its old hours are not kept, so no
 * dose before the edit can be told due by them, and calling one at a new hour missed would be false.
 * An edit of its name, dose, days or notes moves nothing. Null when not known (always due).
 */
export function dosesDueFrom(medicine: Partial<Pick<StudentMedicine, 'createdAt' | 'hoursSetAt'>>): Date | null {
  const at = medicine.hoursSetAt ?? medicine.createdAt;
  return at === undefined ? null : new Date(Math.floor(Date.parse(at) / MINUTE) * MINUTE);
}

/**
 * Whether the dose of `day` at `time` is due at all: a day of the medicine (the trip's and its own
 * course's), at a time not before its hours were set. The one rule of every list of doses: the
 * overdue push, 'Leki teraz', the overdue banner and the karta podawania leków.
 */
export function isDoseDue(medicine: WhenKnown, trip: TripDays, day: string, time: string): boolean {
  const from = dosesDueFrom(medicine);
  return isMedicineDay(medicine, trip, day) && (from === null || warsawTime(day, time).getTime() >= from.getTime());
}

const warsawParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Warsaw's wall clock at an instant, as the UTC instant with the same digits. */
function wallClock(at: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of warsawParts.formatToParts(new Date(at))) part[type] = Number(value);
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/** Minutes Warsaw is ahead of UTC at an instant: 60 in winter, 120 in summer. */
function offsetAt(at: number): number {
  return Math.round((wallClock(at) - Math.floor(at / 1000) * 1000) / MINUTE);
}

/** The Polish day of an instant, yyyy-MM-dd. */
export function warsawDay(at: Date): string {
  return new Date(wallClock(at.getTime())).toISOString().slice(0, 10);
}

/** The Polish hour of an instant, hh:mm. */
export function warsawHourMinute(at: Date): string {
  return new Date(wallClock(at.getTime())).toISOString().slice(11, 16);
}

/**
 * The instant of `time` (hh:mm) on the Polish `day`. An hour that happens twice (the last Sunday of
 * October, 02:00–02:59) is its first time; one that never happens (the last Sunday of March, 02:00–02:59)
 * is as late as the clock moved it (02:30 is 03:30).
 */
export function warsawTime(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const before = offsetAt(wall - 12 * 60 * MINUTE);
  const after = offsetAt(wall + 12 * 60 * MINUTE);
  const fitting = [before, after].map((offset) => wall - offset * MINUTE).filter((at) => wallClock(at) === wall);
  return new Date(fitting.length > 0 ? Math.min(...fitting) : wall - before * MINUTE);
}

/** The day `days` after a Polish day, as a calendar counts. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a medicine is given on `day`: a day of the trip, and of the medicine's own course when it has one. */
export function isMedicineDay(medicine: Pick<StudentMedicine, 'fromDate' | 'untilDate'>, trip: TripDays, day: string): boolean {
  return day >= (medicine.fromDate ?? trip.startDate) && day <= (medicine.untilDate ?? trip.endDate) && day >= trip.startDate && day <= trip.endDate;
}

/** Whether a medicine's doses are marked by a guardian at fixed hours (and so can be overdue). */
export function hasMarkedDoses(medicine: Pick<StudentMedicine, 'asNeeded' | 'givenBy'>): boolean {
  return medicine.givenBy === 'guardian' && !medicine.asNeeded;
}

/**
 * Overdue: not marked, and more than `DOSE_OVERDUE_AFTER_MINUTES` whole minutes past its time (a dose
 * at 20:00 is overdue from 20:31:00, not at 20:30:59).
 */
export function isOverdue(dueAt: Date, now: Date): boolean {
  return Math.floor((now.getTime() - dueAt.getTime()) / MINUTE) > DOSE_OVERDUE_AFTER_MINUTES;
}

const markKey = (medicineId: string, day: string, time: string | null) => `${medicineId}|${day}|${time ?? ''}`;

/** The marks of doses at fixed hours by medicine, day and hour (one each: the later mark won). */
export function marksByDose(marks: readonly MedicineDose[]): Map<string, MedicineDose> {
  const byDose = new Map<string, MedicineDose>();
  for (const mark of marks) {
    if (mark.scheduledTime === null) continue;
    const key = markKey(mark.medicineId, mark.doseDay, mark.scheduledTime);
    const known = byDose.get(key);
    if (!known || known.markedAt <= mark.markedAt) byDose.set(key, mark);
  }
  return byDose;
}

export type DoseScheduleInput = {
  trip: TripDays;
  medicines: readonly Scheduled[];
  marks: readonly MedicineDose[];
  /** The student's group guardian ('Grupy'); null when the student is in no group. */
  groupOf: (studentId: string) => string | null;
  now: Date;
};

/** A dose of 'Leki teraz' with the instant it is due at. */
export type TimedDose = DueDose & { dueAt: Date };

/**
 * 'Leki teraz': every dose a guardian gives at a fixed hour from `DOSE_SHOWN_AFTER_HOURS` before now to
 * `DOSE_SHOWN_BEFORE_MINUTES` after it (across midnight), with its mark, or overdue when unmarked past
 * its time. In the order of their times, then of the students as listed.
 */
export function dosesAround({ trip, medicines, marks, groupOf, now }: DoseScheduleInput): TimedDose[] {
  const from = now.getTime() - DOSE_SHOWN_AFTER_HOURS * 60 * MINUTE;
  const until = now.getTime() + DOSE_SHOWN_BEFORE_MINUTES * MINUTE;
  const days = [...new Set([warsawDay(new Date(from)), warsawDay(now), warsawDay(new Date(until))])];
  const marked = marksByDose(marks);
  const doses: TimedDose[] = [];
  for (const medicine of medicines) {
    if (!hasMarkedDoses(medicine)) continue;
    for (const day of days) {
      for (const time of medicine.times) {
        if (!isDoseDue(medicine, trip, day, time)) continue;
        const dueAt = warsawTime(day, time);
        if (dueAt.getTime() < from || dueAt.getTime() > until) continue;
        const mark = marked.get(markKey(medicine.id, day, time)) ?? null;
        doses.push({
          medicineId: medicine.id,
          studentId: medicine.studentId,
          studentName: medicine.studentName,
          groupGuardianId: groupOf(medicine.studentId),
          medicineName: medicine.name,
          dose: medicine.dose,
          doseDay: day,
          scheduledTime: time,
          mark,
          overdue: mark === null && isOverdue(dueAt, now),
          dueAt,
        });
      }
    }
  }
  return doses.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** 'Leki teraz: 3 uczniów': the students with a dose of `dosesAround` nobody has marked yet. */
export function studentsWithDosesDue(doses: readonly DueDose[]): number {
  return new Set(doses.filter((dose) => dose.mark === null).map((dose) => dose.studentId)).size;
}

/** How many doses of a medicine 'w razie potrzeby' were given on a day (a refusal is no dose). */
export function asNeededGivenOn(medicineId: string, day: string, marks: readonly MedicineDose[]): number {
  return marks.filter((mark) => mark.medicineId === medicineId && mark.doseDay === day && mark.scheduledTime === null && mark.status === 'given').length;
}
