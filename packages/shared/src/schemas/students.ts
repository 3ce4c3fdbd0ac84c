import * as z from 'zod/mini';
import { CONSENT_STATUSES, LIMITS, MASKED } from '../limits';
import { MSG } from '../messages';
import { isValidPesel, peselBirthDate } from '../pesel';
import { isValidPhone } from '../phone';
import { personNameSchema } from './accounts';
import { consentAnswersField, emptyAsNull, optionalText, optionalChecked, isValidIsoDate, storableText } from './fields';

// Students: the student, its edit and import, consents, PESEL and the parent's phone, positions,
// and the reveal of a phone on the karta alarmowa.

/** A parent phone: like a phone, or the masked placeholder a guardian's form sends back unchanged. */
export const parentPhoneSchema = optionalChecked(MSG.phoneInvalid, (v) => v === MASKED || isValidPhone(v));

/** The checksum first (SPEC's message), then the birth date it encodes must exist. */
export const peselSchema = emptyAsNull(
  z
    .string({ error: MSG.peselInvalid })
    .check(
      z.trim(),
      z.refine((v: string) => v === '' || v === MASKED || isValidPesel(v), MSG.peselInvalid),
      z.refine((v: string) => v === '' || v === MASKED || !isValidPesel(v) || peselBirthDate(v) !== null, MSG.peselBirthDateInvalid),
    ),
);

const consentField = z.enum(CONSENT_STATUSES, { error: MSG.consentInvalid });
const medicalConsentField = z.enum(CONSENT_STATUSES, { error: MSG.medicalConsentInvalid });
/** The day a consent was delivered; absent or null with 'given' means today (the server's date). */
const consentDateField = z.nullish(z.string({ error: MSG.consentDateInvalid }).check(z.refine((v: string) => isValidIsoDate(v), MSG.consentDateInvalid)));

export const studentSchema = z.object({
  name: personNameSchema,
  pesel: peselSchema,
  parentPhone: parentPhoneSchema,
  allergies: optionalText(LIMITS.allergiesMax, MSG.allergiesTooLong),
  diet: optionalText(LIMITS.dietMax, MSG.dietTooLong),
  /** 'Leki'. */
  medicines: optionalText(LIMITS.medicinesMax, MSG.medicinesTooLong),
  roomId: z.nullish(z.uuid({ error: MSG.roomIdInvalid })),
  /** 'Klasa', e.g. '6b'. */
  className: optionalText(LIMITS.classNameMax, MSG.classNameTooLong),
  /** A student with a disability: the karta wycieczki counts them. */
  disability: z.optional(z.boolean({ error: MSG.invalidRequest })),
  /** 'Zgoda rodzica'; a new student's is missing unless given. */
  consent: z.optional(consentField),
  consentDate: consentDateField,
  /** 'Pomoc medyczna w nagłym wypadku' (issue 48): the consent's second answer, missing unless given. */
  medicalConsent: z.optional(medicalConsentField),
  /** The teacher's added statements (issue 48), by key: the answers the paper carries. */
  consentExtra: z.optional(consentAnswersField),
});
export type StudentInput = z.input<typeof studentSchema>;

/** An edit sends only what changed; `present` is the Obecny/Nieobecny toggle. */
export const studentUpdateSchema = z.partial(
  z.extend(studentSchema, { present: z.boolean({ error: MSG.invalidRequest }) }),
);
export type StudentUpdateInput = z.input<typeof studentUpdateSchema>;

export const studentImportSchema = z.object({
  students: z
    .array(z.omit(studentSchema, { roomId: true }), { error: MSG.invalidRequest })
    .check(z.minLength(1, MSG.importEmpty), z.maxLength(LIMITS.importMaxRows, MSG.importTooMany)),
});
export type StudentImportInput = z.input<typeof studentImportSchema>;

/** 'Zgoda rodzica' set for many students at once, from the students screen. */
export const consentBulkSchema = z.object({
  studentIds: z
    .array(z.uuid({ error: MSG.invalidRequest }), { error: MSG.invalidRequest })
    .check(z.minLength(1, MSG.consentStudentsEmpty), z.maxLength(LIMITS.importMaxRows, MSG.invalidRequest)),
  consent: consentField,
  consentDate: consentDateField,
  /** The medical answer the same papers carry (issue 48); absent leaves each student's as it is. */
  medicalConsent: z.optional(medicalConsentField),
});
export type ConsentBulkInput = z.input<typeof consentBulkSchema>;

export const locationSchema = z.object({
  lat: z.number({ error: MSG.latitudeInvalid }).check(z.gte(-90, MSG.latitudeInvalid), z.lte(90, MSG.latitudeInvalid)),
  lng: z.number({ error: MSG.longitudeInvalid }).check(z.gte(-180, MSG.longitudeInvalid), z.lte(180, MSG.longitudeInvalid)),
});
export type LocationInput = z.input<typeof locationSchema>;
/** 'Pokaż telefon rodzica': why the guardian needs the number, kept in the access log. */
export const revealPhoneSchema = z.object({
  reason: z
    .string({ error: MSG.revealReasonTooShort })
    .check(z.trim(), storableText(MSG.revealReasonBadCharacter), z.minLength(LIMITS.revealReasonMin, MSG.revealReasonTooShort), z.maxLength(LIMITS.revealReasonMax, MSG.revealReasonTooLong)),
});
export type RevealPhoneInput = z.input<typeof revealPhoneSchema>;
