import { CONSENT_STATUSES, isValidIsoDate, MASKED, MSG, studentSchema, type Student, type StudentUpdateInput } from '@wycieczki/shared';
import * as z from 'zod/mini';

const emptyAsNull = (value: string) => (value === '' ? null : value);

/** The shared student rules; the room select says '' for 'Nie przypisany', an empty consent date is none. */
export const studentFormSchema = z.extend(studentSchema, {
  roomId: z.pipe(z.string(), z.transform(emptyAsNull)),
  disability: z.boolean(),
  consent: z.enum(CONSENT_STATUSES, { error: MSG.consentInvalid }),
  consentDate: z.pipe(
    z.string().check(z.refine((v: string) => v === '' || isValidIsoDate(v), MSG.consentDateInvalid)),
    z.transform(emptyAsNull),
  ),
  medicalConsent: z.enum(CONSENT_STATUSES, { error: MSG.medicalConsentInvalid }),
  consentExtra: z.record(z.string(), z.enum(['given', 'refused'], { error: MSG.extraAnswerInvalid })),
});

export type StudentFormValues = z.input<typeof studentFormSchema>;
export type StudentFormOutput = z.output<typeof studentFormSchema>;

export const STUDENT_FIELD_ORDER = ['name', 'className', 'pesel', 'parentPhone', 'allergies', 'diet', 'medicines', 'roomId', 'consent', 'consentDate', 'medicalConsent', 'consentExtra'] as const;

const EMPTY: StudentFormValues = {
  name: '',
  className: '',
  pesel: '',
  parentPhone: '',
  allergies: '',
  diet: '',
  medicines: '',
  roomId: '',
  disability: false,
  consent: 'missing',
  consentDate: '',
  medicalConsent: 'missing',
  consentExtra: {},
};

const sortedEntries = (record: Record<string, string>) => Object.entries(record).sort(([a], [b]) => a.localeCompare(b));

/** A masked value never enters the form, so it can never be sent back. */
function visible(value: string | null): string {
  return value === null || value === MASKED ? '' : value;
}

/** What the phone says, offline, in place of a PESEL it never keeps (lib/offline-cache.ts). */
export const KEPT_ON_SERVER_TEXT = 'zapisany; pokaże się po połączeniu z internetem';

/** A creator's PESEL or phone as 'Dane ucznia' reads it: '—' for none, never the mask itself. */
export function sensitiveText(value: string | null): string {
  if (value === MASKED) return KEPT_ON_SERVER_TEXT;
  return value ? value : '—';
}

export function toStudentFormValues(student: Student | null): StudentFormValues {
  if (!student) return EMPTY;
  return {
    name: student.name,
    pesel: visible(student.pesel),
    parentPhone: visible(student.parentPhone),
    allergies: student.allergies ?? '',
    diet: student.diet ?? '',
    medicines: student.medicines ?? '',
    roomId: student.roomId ?? '',
    className: student.className ?? '',
    disability: student.disability,
    consent: student.consent,
    consentDate: student.consentDate ?? '',
    medicalConsent: student.medicalConsent,
    consentExtra: { ...student.consentExtra },
  };
}

/**
 * What an edit sends: only the fields that differ from the stored student. PESEL and the parent's
 * phone only for the trip's creator, who is the only one allowed to see and write them.
 */
export function changedStudentFields(student: Student, values: StudentFormOutput, canSeeSensitive: boolean): StudentUpdateInput {
  const changes: StudentUpdateInput = {};
  if (values.name !== student.name) changes.name = values.name;
  if (values.allergies !== student.allergies) changes.allergies = values.allergies;
  if (values.diet !== student.diet) changes.diet = values.diet;
  if (values.medicines !== student.medicines) changes.medicines = values.medicines;
  if (values.roomId !== student.roomId) changes.roomId = values.roomId;
  if (values.className !== student.className) changes.className = values.className;
  if (values.disability !== student.disability) changes.disability = values.disability;
  if (values.consent !== student.consent || (values.consent === 'given' && values.consentDate !== student.consentDate)) {
    changes.consent = values.consent;
    changes.consentDate = values.consentDate;
  }
  if (values.medicalConsent !== student.medicalConsent) changes.medicalConsent = values.medicalConsent;
  if (JSON.stringify(sortedEntries(values.consentExtra)) !== JSON.stringify(sortedEntries(student.consentExtra))) changes.consentExtra = values.consentExtra;
  // A masked value is one this device does not know (a copy kept for use offline never holds a PESEL:
  // lib/offline-cache.ts): its empty field is not a wish to erase it.
  if (canSeeSensitive) {
    if (student.pesel !== MASKED && values.pesel !== student.pesel) changes.pesel = values.pesel;
    if (student.parentPhone !== MASKED && values.parentPhone !== student.parentPhone) changes.parentPhone = values.parentPhone;
  }
  return changes;
}

/** A new student: without the sensitive fields when the user may not write them. */
export function newStudentInput(values: StudentFormOutput, canSeeSensitive: boolean) {
  const { pesel, parentPhone, ...rest } = values;
  return canSeeSensitive ? { ...rest, pesel, parentPhone } : rest;
}
