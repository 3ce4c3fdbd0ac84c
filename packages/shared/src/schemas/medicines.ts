import * as z from 'zod/mini';
import { MSG } from '../messages';
import { HOUR, isStorableDateTime, isValidIsoDate, optionalText, requiredText } from './fields';

// 'Leki' (issue 54): a student's medicine, from the teacher or the parent page, and a dose marked by
// a guardian ('Podano' / 'Odmowa' / 'Nieobecny'), offline as the roll call is.

export const MEDICINE_LIMITS = {
  nameMax: 100,
  doseMax: 100,
  notesMax: 500,
  /** Hours a day at fixed times ('08:00, 14:00, 20:00'). */
  timesMax: 12,
  /** 'W razie potrzeby, najwyżej … razy dziennie'. */
  maxPerDayMax: 24,
  /** Medicines of one student. */
  perStudentMax: 20,
} as const;

export const MEDICINE_GIVEN_BY = ['guardian', 'self'] as const;
export const DOSE_STATUSES = ['given', 'refused', 'absent'] as const;

/** How the screens and the karta name them. */
export const MEDICINE_GIVEN_BY_LABELS = { guardian: 'podaje opiekun', self: 'przyjmuje sam' } as const;
export const DOSE_STATUS_LABELS = { given: 'podano', refused: 'odmowa', absent: 'nieobecność' } as const;

/** When a medicine is given, as the screens and the karta say it: '08:00, 20:00' or 'w razie potrzeby, najwyżej 3 × dziennie'. */
export function medicineScheduleText(medicine: { times: readonly string[]; asNeeded: boolean; maxPerDay: number | null }): string {
  return medicine.asNeeded ? `w razie potrzeby, najwyżej ${medicine.maxPerDay ?? 1} × dziennie` : medicine.times.join(', ');
}

const optionalDay = z.pipe(
  z.nullish(z.string({ error: MSG.dateInvalid }).check(z.trim(), z.refine((v: string) => v === '' || isValidIsoDate(v), MSG.dateInvalid))),
  z.transform((v: string | null | undefined) => (v ? v : null)),
);

const timesField = z._default(
  z.array(z.string({ error: MSG.medicineTimeInvalid }).check(z.trim(), z.regex(HOUR, MSG.medicineTimeInvalid)), { error: MSG.medicineTimeInvalid }),
  [],
);

type MedicineShape = { times: string[]; asNeeded: boolean; maxPerDay: number | null; fromDate: string | null; untilDate: string | null };

/** The rules between the fields, each said in Polish on the field the form shows it under. */
function checkSchedule(medicine: MedicineShape, ctx: z.core.$RefinementCtx<MedicineShape>) {
  const { times, asNeeded, maxPerDay, fromDate, untilDate } = medicine;
  if (asNeeded) {
    if (times.length > 0) ctx.addIssue({ code: 'custom', message: MSG.medicineAsNeededWithTimes, path: ['times'] });
    else if (maxPerDay === null) ctx.addIssue({ code: 'custom', message: MSG.medicineMaxPerDayInvalid, path: ['maxPerDay'] });
  } else if (times.length === 0) {
    ctx.addIssue({ code: 'custom', message: MSG.medicineTimesRequired, path: ['times'] });
  } else if (times.length > MEDICINE_LIMITS.timesMax) {
    ctx.addIssue({ code: 'custom', message: MSG.medicineTimesTooMany, path: ['times'] });
  } else if (new Set(times).size !== times.length) {
    ctx.addIssue({ code: 'custom', message: MSG.medicineTimesRepeated, path: ['times'] });
  }
  if (fromDate && untilDate && untilDate < fromDate) ctx.addIssue({ code: 'custom', message: MSG.medicineDatesOrder, path: ['untilDate'] });
}

const medicineFields = z
  .object({
    name: requiredText(MSG.medicineNameRequired, MEDICINE_LIMITS.nameMax, MSG.medicineNameTooLong),
    dose: requiredText(MSG.medicineDoseRequired, MEDICINE_LIMITS.doseMax, MSG.medicineDoseTooLong),
    asNeeded: z._default(z.boolean({ error: MSG.invalidRequest }), false),
    times: timesField,
    maxPerDay: z._default(
      z.nullable(
        z
          .number({ error: MSG.medicineMaxPerDayInvalid })
          .check(
            z.refine((v: number) => Number.isSafeInteger(v), MSG.medicineMaxPerDayInvalid),
            z.gte(1, MSG.medicineMaxPerDayInvalid),
            z.lte(MEDICINE_LIMITS.maxPerDayMax, MSG.medicineMaxPerDayInvalid),
          ),
      ),
      null,
    ),
    givenBy: z._default(z.enum(MEDICINE_GIVEN_BY, { error: MSG.medicineGivenByInvalid }), 'guardian'),
    fromDate: optionalDay,
    untilDate: optionalDay,
    notes: optionalText(MEDICINE_LIMITS.notesMax, MSG.medicineNotesTooLong),
  })
  .check(z.superRefine(checkSchedule));

/**
 * One medicine: name, dose, and either hours (1 to 12, hh:mm, Warsaw time; stored sorted) or 'w razie
 * potrzeby' with at most `maxPerDay` doses a day; who gives it; the days of a course shorter than the
 * trip (empty: the whole trip; the server checks them against the trip's dates). A medicine is saved
 * whole: the same body adds one and replaces one.
 */
export const medicineSchema = z.pipe(
  medicineFields,
  z.transform((medicine: z.output<typeof medicineFields>) => ({
    ...medicine,
    // The hours in the order of the day; a medicine 'w razie potrzeby' has none, one at fixed hours no maximum.
    times: [...medicine.times].sort(),
    maxPerDay: medicine.asNeeded ? medicine.maxPerDay : null,
  })),
);
export type MedicineInput = z.input<typeof medicineSchema>;
export type MedicineValues = z.output<typeof medicineSchema>;

/** Whether a medicine's own days lie within the trip's (the server's check; the form's too, knowing the trip). */
export function medicineWithinTrip(medicine: { fromDate: string | null; untilDate: string | null }, trip: { startDate: string; endDate: string }): boolean {
  const inside = (day: string | null) => day === null || (day >= trip.startDate && day <= trip.endDate);
  return inside(medicine.fromDate) && inside(medicine.untilDate);
}

/**
 * Whether `medicine` repeats one the child already has: the same name (letter case and spaces aside)
 * on days that meet (no days: the whole trip). The same medicine again on other days is a new course.
 */
export function repeatsMedicine(
  medicine: { name: string; fromDate: string | null; untilDate: string | null },
  others: readonly { name: string; fromDate: string | null; untilDate: string | null }[],
): boolean {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');
  const from = medicine.fromDate ?? '0000-01-01';
  const until = medicine.untilDate ?? '9999-12-31';
  return others.some((other) => key(other.name) === key(medicine.name) && (other.fromDate ?? '0000-01-01') <= until && (other.untilDate ?? '9999-12-31') >= from);
}

/**
 * 'Podano', 'Odmowa' or 'Nieobecny' for one dose: the id its device gave the mark (sent twice, stored
 * once), the day and the hour of the dose (null: a dose 'w razie potrzeby'), and when it was marked
 * on the device (of two marks of one dose the later one wins, as on the roll call).
 */
export const doseMarkSchema = z.object({
  id: z.uuid({ error: MSG.invalidRequest }),
  medicineId: z.uuid({ error: MSG.medicineNotFound }),
  doseDay: z.string({ error: MSG.dateInvalid }).check(z.refine((v: string) => isValidIsoDate(v), MSG.dateInvalid)),
  scheduledTime: z.nullable(z.string({ error: MSG.doseTimeUnknown }).check(z.regex(HOUR, MSG.doseTimeUnknown))),
  status: z.enum(DOSE_STATUSES, { error: MSG.doseStatusInvalid }),
  markedAt: z.iso.datetime({ offset: true, error: MSG.doseMarkedAtInvalid }).check(z.refine(isStorableDateTime, MSG.doseMarkedAtInvalid)),
});
export type DoseMarkInput = z.input<typeof doseMarkSchema>;
