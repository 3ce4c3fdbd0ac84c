import { firstIssueMessage, MSG, medicineSchema, medicineWithinTrip, repeatsMedicine, type MedicineGivenBy, type MedicineInput, type StudentMedicine } from '@wycieczki/shared';

// The medicine's form (issue 54), the same on the teacher's screen and the parent page: what is
// typed, sent as the API takes it, checked as the server checks it.

/** What the medicine's form holds while it is typed: the hours one per field, the maximum as typed. */
export type MedicineFormValues = {
  name: string;
  dose: string;
  /** 'O stałych godzinach' or 'W razie potrzeby'. */
  schedule: 'times' | 'asNeeded';
  times: string[];
  maxPerDay: string;
  givenBy: MedicineGivenBy;
  fromDate: string;
  untilDate: string;
  notes: string;
};

export type MedicineFormField = keyof MedicineFormValues;

/** The fields in the order the form shows them: the first wrong one is said first. */
export const MEDICINE_FORM_ORDER: readonly MedicineFormField[] = ['name', 'dose', 'times', 'maxPerDay', 'givenBy', 'fromDate', 'untilDate', 'notes'];

export function toMedicineFormValues(medicine: StudentMedicine | null): MedicineFormValues {
  return {
    name: medicine?.name ?? '',
    dose: medicine?.dose ?? '',
    schedule: medicine?.asNeeded ? 'asNeeded' : 'times',
    times: medicine && !medicine.asNeeded ? [...medicine.times] : [''],
    maxPerDay: medicine?.maxPerDay ? String(medicine.maxPerDay) : '',
    givenBy: medicine?.givenBy ?? 'guardian',
    fromDate: medicine?.fromDate ?? '',
    untilDate: medicine?.untilDate ?? '',
    notes: medicine?.notes ?? '',
  };
}

/** The form as the API takes it: only the hours or only the maximum, by what is chosen; empty hour fields are no hours. */
export function medicineInputOf(values: MedicineFormValues): MedicineInput {
  const asNeeded = values.schedule === 'asNeeded';
  const typed = values.maxPerDay.trim();
  return {
    name: values.name,
    dose: values.dose,
    asNeeded,
    times: asNeeded ? [] : values.times.map((time) => time.trim()).filter(Boolean),
    maxPerDay: asNeeded ? (/^\d+$/.test(typed) ? Number(typed) : typed === '' ? null : Number.NaN) : null,
    givenBy: values.givenBy,
    fromDate: values.fromDate || null,
    untilDate: values.untilDate || null,
    notes: values.notes,
  };
}

export type MedicineFormCheck = { ok: true; input: MedicineInput } | { ok: false; field: MedicineFormField; message: string };

/**
 * The form checked as the server checks it (the shared schema, the trip's days, then the child's other
 * medicines: the same one twice on a day is refused): the input to send, or the first wrong field with
 * its Polish message.
 */
export function checkMedicineForm(
  values: MedicineFormValues,
  trip: { startDate: string; endDate: string },
  others: readonly Pick<StudentMedicine, 'name' | 'fromDate' | 'untilDate'>[] = [],
): MedicineFormCheck {
  const input = medicineInputOf(values);
  const parsed = medicineSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = MEDICINE_FORM_ORDER.find((name) => name === issue?.path[0]) ?? 'name';
    return { ok: false, field, message: firstIssueMessage(parsed.error) };
  }
  if (!medicineWithinTrip(parsed.data, trip)) {
    const field = parsed.data.fromDate && !medicineWithinTrip({ fromDate: parsed.data.fromDate, untilDate: null }, trip) ? 'fromDate' : 'untilDate';
    return { ok: false, field, message: MSG.medicineDatesOutsideTrip };
  }
  if (repeatsMedicine(parsed.data, others)) return { ok: false, field: 'name', message: MSG.medicineRepeated };
  return { ok: true, input };
}
