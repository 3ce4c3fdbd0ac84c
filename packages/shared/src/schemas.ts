import { z } from 'zod';
import { LIMITS, MASKED, studentLimit, studentLimitMessage } from './limits';
import { MSG } from './messages';
import { isValidPesel } from './pesel';
import { isValidPhone } from './phone';

// Any zod message that a schema does not set itself (e.g. a body that is not an object) is Polish too.
z.config(z.locales.pl());

// Each field's messages are set explicitly, including the "missing" case, so no English zod
// default can reach a user. Field order in an object is the order its first error is reported in.

/** A required trimmed string: missing, wrong type and empty all say `required`. */
function requiredText(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/** An optional free text; '' means "nothing" and is stored as null. */
function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const emailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(LIMITS.emailMax, MSG.emailTooLong)
  .regex(z.regexes.email, MSG.emailInvalid)
  .toLowerCase();

export const passwordSchema = z
  .string({ error: MSG.passwordTooShort })
  .min(LIMITS.passwordMin, MSG.passwordTooShort)
  .max(LIMITS.passwordMax, MSG.passwordTooLong)
  .regex(/[a-z]/, MSG.passwordWeak)
  .regex(/[A-Z]/, MSG.passwordWeak)
  .regex(/\d/, MSG.passwordWeak);

export const personNameSchema = requiredText(MSG.personNameRequired, LIMITS.personNameMax, MSG.personNameTooLong);

export const phoneSchema = z
  .string({ error: MSG.phoneInvalid })
  .trim()
  .refine((v) => v === '' || isValidPhone(v), MSG.phoneInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

/** A parent phone: like a phone, or the masked placeholder a guardian's form sends back unchanged. */
export const parentPhoneSchema = z
  .string({ error: MSG.phoneInvalid })
  .trim()
  .refine((v) => v === '' || v === MASKED || isValidPhone(v), MSG.phoneInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

export const peselSchema = z
  .string({ error: MSG.peselInvalid })
  .trim()
  .refine((v) => v === '' || v === MASKED || isValidPesel(v), MSG.peselInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

export const signUpSchema = z.object({
  fullName: z
    .string({ error: MSG.personNameTooLong })
    .trim()
    .max(LIMITS.personNameMax, MSG.personNameTooLong)
    .optional(),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type SignInInput = z.input<typeof signInSchema>;

export const refreshSchema = z.object({
  refreshToken: z.string({ error: MSG.sessionExpired }).min(1, MSG.sessionExpired).max(200, MSG.sessionExpired),
});

export const profileUpdateSchema = z
  .object({
    firstName: requiredText(MSG.firstNameRequired, LIMITS.personNameMax, MSG.firstNameTooLong),
    lastName: requiredText(MSG.lastNameRequired, LIMITS.personNameMax, MSG.lastNameTooLong),
    phone: phoneSchema,
    school: optionalText(LIMITS.schoolMax, MSG.schoolTooLong),
  })
  .refine((p) => `${p.firstName} ${p.lastName}`.length <= LIMITS.personNameMax, {
    message: MSG.personNameTooLong,
    path: ['lastName'],
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const studentSchema = z.object({
  name: personNameSchema,
  pesel: peselSchema,
  parentPhone: parentPhoneSchema,
  allergies: optionalText(LIMITS.allergiesMax, MSG.allergiesTooLong),
  diet: optionalText(LIMITS.dietMax, MSG.dietTooLong),
  roomId: z.uuid({ error: MSG.roomIdInvalid }).nullish(),
});
export type StudentInput = z.input<typeof studentSchema>;

/** An edit sends only what changed; `present` is the Obecny/Nieobecny toggle. */
export const studentUpdateSchema = studentSchema
  .extend({ present: z.boolean({ error: MSG.invalidRequest }) })
  .partial();
export type StudentUpdateInput = z.input<typeof studentUpdateSchema>;

export const studentImportSchema = z.object({
  students: z
    .array(studentSchema.omit({ roomId: true }), { error: MSG.invalidRequest })
    .min(1, MSG.importEmpty)
    .max(LIMITS.importMaxRows, MSG.importTooMany),
});
export type StudentImportInput = z.input<typeof studentImportSchema>;

export const roomSchema = z.object({
  number: requiredText(MSG.roomNumberRequired, LIMITS.roomNumberMax, MSG.roomNumberTooLong),
  capacity: z
    .number({ error: MSG.roomCapacityNotInteger })
    .int(MSG.roomCapacityNotInteger)
    .gt(0, MSG.roomCapacityNotPositive)
    .max(LIMITS.roomCapacityMax, MSG.roomCapacityTooLarge),
});
export type RoomInput = z.input<typeof roomSchema>;

export const roomUpdateSchema = roomSchema.partial();

/** The room's whole new set of students: chosen ones move here, the others leave it. */
export const roomAssignmentSchema = z.object({
  studentIds: z
    .array(z.uuid({ error: MSG.invalidRequest }), { error: MSG.invalidRequest })
    .max(LIMITS.importMaxRows, MSG.roomOverCapacity),
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as YYYY-MM-DD that exists (no 31 February). */
export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function dateSchema(required: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .refine((v) => v === '' || isValidIsoDate(v), MSG.dateInvalid);
}

const tripFields = {
  name: requiredText(MSG.tripNameRequired, LIMITS.tripNameMax, MSG.tripNameTooLong),
  destination: requiredText(MSG.destinationRequired, LIMITS.destinationMax, MSG.destinationTooLong),
  startDate: dateSchema(MSG.startDateRequired),
  endDate: dateSchema(MSG.endDateRequired),
};

export const tripSchema = z.object(tripFields).refine((t) => t.endDate > t.startDate, {
  message: MSG.endBeforeStart,
  path: ['endDate'],
});
export type TripInput = z.input<typeof tripSchema>;

/** A trip update sends only the fields that are set; the service checks the dates against the stored ones. */
export const tripUpdateSchema = z
  .object(tripFields)
  .partial()
  .refine((t) => !t.startDate || !t.endDate || t.endDate > t.startDate, {
    message: MSG.endBeforeStart,
    path: ['endDate'],
  });
export type TripUpdateInput = z.input<typeof tripUpdateSchema>;

export const guardianEmailSchema = z
  .string({ error: MSG.guardianEmailEmpty })
  .trim()
  .min(1, MSG.guardianEmailEmpty)
  .max(LIMITS.emailMax, MSG.emailTooLong)
  .refine((v) => v === '' || v.includes('@'), MSG.guardianEmailInvalid)
  .toLowerCase();

export const attendanceCheckSchema = z.object({
  name: requiredText(MSG.attendanceNameRequired, LIMITS.attendanceNameMax, MSG.attendanceNameTooLong),
  date: z.string({ error: MSG.dateInvalid }).refine(isValidIsoDate, MSG.dateInvalid),
  time: z.string({ error: MSG.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, MSG.timeInvalid),
});
export type AttendanceCheckInput = z.input<typeof attendanceCheckSchema>;

export const attendanceCheckUpdateSchema = attendanceCheckSchema.partial();

/** Marking ONE student on ONE list: two guardians marking different students never overwrite each other. */
export const attendanceMarkSchema = z.object({
  status: z.enum(['present', 'absent'], { error: MSG.invalidRequest }),
});

export const locationSchema = z.object({
  lat: z.number({ error: MSG.latitudeInvalid }).min(-90, MSG.latitudeInvalid).max(90, MSG.latitudeInvalid),
  lng: z.number({ error: MSG.longitudeInvalid }).min(-180, MSG.longitudeInvalid).max(180, MSG.longitudeInvalid),
});
export type LocationInput = z.input<typeof locationSchema>;

/**
 * The new-trip wizard, submitted as one request: the trip, its leader (by email), extra guardians
 * (by email), and the students and rooms collected on the way. Rules of SPEC.md section 5 'Wizard'.
 */
export const tripCreateSchema = z
  .object({
    ...tripFields,
    tripLeaderEmail: z
      .string({ error: MSG.leaderRequired })
      .trim()
      .min(1, MSG.leaderRequired)
      .max(LIMITS.emailMax, MSG.emailTooLong)
      .regex(z.regexes.email, MSG.emailInvalid)
      .toLowerCase(),
    guardianEmails: z
      .array(guardianEmailSchema, { error: MSG.invalidRequest })
      .max(LIMITS.wizardGuardiansMax, MSG.tooManyGuardians)
      .default([]),
    students: z.array(studentSchema, { error: MSG.invalidRequest }).default([]),
    rooms: z.array(roomSchema, { error: MSG.invalidRequest }).max(LIMITS.wizardRoomsMax, MSG.tooManyRooms).default([]),
  })
  .superRefine((trip, ctx) => {
    if (trip.endDate <= trip.startDate) {
      ctx.addIssue({ code: 'custom', message: MSG.endBeforeStart, path: ['endDate'] });
    }
    const seen = new Set<string>();
    trip.guardianEmails.forEach((email, index) => {
      if (email === trip.tripLeaderEmail) {
        ctx.addIssue({ code: 'custom', message: MSG.leaderIsGuardian, path: ['guardianEmails', index] });
      } else if (seen.has(email)) {
        ctx.addIssue({ code: 'custom', message: MSG.guardianAlreadyAdded, path: ['guardianEmails', index] });
      }
      seen.add(email);
    });
    const limit = studentLimit(1 + trip.guardianEmails.length);
    if (trip.students.length > limit) {
      ctx.addIssue({ code: 'custom', message: studentLimitMessage(limit), path: ['students'] });
    }
    const numbers = new Set<string>();
    trip.rooms.forEach((room, index) => {
      if (numbers.has(room.number)) ctx.addIssue({ code: 'custom', message: MSG.roomNumberTaken, path: ['rooms', index, 'number'] });
      numbers.add(room.number);
    });
  });
export type TripCreateInput = z.input<typeof tripCreateSchema>;

export const addGuardianSchema = z.object({ email: guardianEmailSchema });

export const userSearchSchema = z.object({
  q: z.string({ error: MSG.searchTooShort }).trim().min(LIMITS.leaderSearchMinChars, MSG.searchTooShort).max(LIMITS.searchQueryMax, MSG.emailTooLong),
});

/** The message to show for a failed parse: the first issue, as SPEC.md shows the first error. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? MSG.invalidRequest;
}
