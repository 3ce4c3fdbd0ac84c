import * as z from 'zod/mini';
import { pl } from 'zod/locales';
import { CONSENT_STATUSES, LIMITS, MASKED, studentLimit, studentLimitMessage } from './limits';
import { MSG } from './messages';
import { isValidPesel, peselBirthDate } from './pesel';
import { isValidPhone } from './phone';

// zod/mini: the same engine as zod with functions instead of methods, so a bundle holds only what the
// schemas use (the sign-in screen loads these; npm run bench measures its weight).

// Any zod message that a schema does not set itself (e.g. a body that is not an object) is Polish too.
z.config(pl());

// Each field's messages are set explicitly, including the "missing" case, so no English zod
// default can reach a user. Field order in an object is the order its first error is reported in.

/** A required trimmed string: missing, wrong type and empty all say `required`. */
function requiredText(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
}

/** '' (after trimming) or an absent value means "nothing", stored as null. */
function emptyAsNull(schema: z.ZodMiniString<string>) {
  return z.pipe(
    z.nullish(schema),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );
}

/** An optional free text; '' means "nothing" and is stored as null. */
function optionalText(max: number, tooLong: string) {
  return emptyAsNull(z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, tooLong)));
}

/** An optional text that, when given, must pass `isValid` (the masked placeholder is sent back by guardians' forms). */
function optionalChecked(message: string, isValid: (v: string) => boolean) {
  return emptyAsNull(z.string({ error: message }).check(z.trim(), z.refine((v: string) => v === '' || isValid(v), message)));
}

/** A required email: trimmed, lower case, one address. */
function emailField(required: string) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(LIMITS.emailMax, MSG.emailTooLong), z.regex(z.regexes.email, MSG.emailInvalid), z.toLowerCase());
}

export const emailSchema = emailField(MSG.emailRequired);

export const passwordSchema = z
  .string({ error: MSG.passwordTooShort })
  .check(
    z.minLength(LIMITS.passwordMin, MSG.passwordTooShort),
    z.maxLength(LIMITS.passwordMax, MSG.passwordTooLong),
    z.regex(/[a-z]/, MSG.passwordWeak),
    z.regex(/[A-Z]/, MSG.passwordWeak),
    z.regex(/\d/, MSG.passwordWeak),
  );

export const personNameSchema = requiredText(MSG.personNameRequired, LIMITS.personNameMax, MSG.personNameTooLong);

export const phoneSchema = optionalChecked(MSG.phoneInvalid, isValidPhone);

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

export const signUpSchema = z.object({
  fullName: z.optional(z.string({ error: MSG.personNameTooLong }).check(z.trim(), z.maxLength(LIMITS.personNameMax, MSG.personNameTooLong))),
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
  refreshToken: z.string({ error: MSG.sessionExpired }).check(z.minLength(1, MSG.sessionExpired), z.maxLength(200, MSG.sessionExpired)),
});

export const profileUpdateSchema = z
  .object({
    firstName: requiredText(MSG.firstNameRequired, LIMITS.personNameMax, MSG.firstNameTooLong),
    lastName: requiredText(MSG.lastNameRequired, LIMITS.personNameMax, MSG.lastNameTooLong),
    phone: phoneSchema,
    school: optionalText(LIMITS.schoolMax, MSG.schoolTooLong),
    schoolAddress: optionalText(LIMITS.schoolAddressMax, MSG.schoolAddressTooLong),
  })
  .check(
    z.refine((p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.length <= LIMITS.personNameMax, {
      error: MSG.personNameTooLong,
      path: ['lastName'],
    }),
  );
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

const consentField = z.enum(CONSENT_STATUSES, { error: MSG.consentInvalid });
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

export const roomSchema = z.object({
  number: requiredText(MSG.roomNumberRequired, LIMITS.roomNumberMax, MSG.roomNumberTooLong),
  capacity: z
    .number({ error: MSG.roomCapacityNotInteger })
    .check(
      z.refine((v: number) => Number.isSafeInteger(v), MSG.roomCapacityNotInteger),
      z.gt(0, MSG.roomCapacityNotPositive),
      z.lte(LIMITS.roomCapacityMax, MSG.roomCapacityTooLarge),
    ),
});
export type RoomInput = z.input<typeof roomSchema>;

export const roomUpdateSchema = z.partial(roomSchema);

/** A capacity as a form's text field holds it: at least 1, then a number for roomSchema (the forms' own message). */
export function capacityText(message: string) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.refine((v: string) => v !== '' && Number(v) >= LIMITS.roomCapacityMin, message),
    ),
    z.transform((v: string) => Number(v)),
  );
}

/** The room's whole new set of students: chosen ones move here, the others leave it. */
export const roomAssignmentSchema = z.object({
  studentIds: z
    .array(z.uuid({ error: MSG.invalidRequest }), { error: MSG.invalidRequest })
    .check(z.maxLength(LIMITS.importMaxRows, MSG.roomOverCapacity)),
});

/** 'Zgoda rodzica' set for many students at once, from the students screen. */
export const consentBulkSchema = z.object({
  studentIds: z
    .array(z.uuid({ error: MSG.invalidRequest }), { error: MSG.invalidRequest })
    .check(z.minLength(1, MSG.consentStudentsEmpty), z.maxLength(LIMITS.importMaxRows, MSG.invalidRequest)),
  consent: consentField,
  consentDate: consentDateField,
});
export type ConsentBulkInput = z.input<typeof consentBulkSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A calendar date as YYYY-MM-DD that exists (no 31 February) and both databases store: years 1 to
 * 9999 (PostgreSQL has no year 0; issue 24: year 0 answered 500).
 */
export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const OFFSET = /(?:Z|([+-])(\d{2}):?(\d{2}))$/;

/**
 * A moment as ISO 8601 with its offset (z.iso.datetime checks the form) that PostgreSQL's timestamptz
 * takes: a year of 1 to 9999 as written and in UTC, and an offset within ±15:59 (issue 24: year 0 and
 * +16:00 answered 500, and a phone's outbox would send such a mark again for ever).
 */
export function isStorableDateTime(value: string): boolean {
  const offset = OFFSET.exec(value);
  if (!offset || value.startsWith('0000')) return false;
  if (offset[1] && (Number(offset[2]) > 15 || Number(offset[3]) > 59)) return false;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/** The first part of an ISO moment ('2026-05-11T…') written with a year both databases store (1 to 9999). */
export function hasStorableYear(isoMoment: string): boolean {
  return /^\d{4}-/.test(isoMoment) && !isoMoment.startsWith('0000');
}

function dateSchema(required: string) {
  return z.string({ error: required }).check(
    z.minLength(1, required),
    z.refine((v: string) => v === '' || isValidIsoDate(v), MSG.dateInvalid),
  );
}

const tripFields = {
  name: requiredText(MSG.tripNameRequired, LIMITS.tripNameMax, MSG.tripNameTooLong),
  destination: requiredText(MSG.destinationRequired, LIMITS.destinationMax, MSG.destinationTooLong),
  startDate: dateSchema(MSG.startDateRequired),
  endDate: dateSchema(MSG.endDateRequired),
};

/** The trip's own student ratio: one guardian per this many students. */
const studentsPerGuardianField = z
  .number({ error: MSG.studentsPerGuardianInvalid })
  .check(
    z.refine((v: number) => Number.isSafeInteger(v), MSG.studentsPerGuardianInvalid),
    z.gte(LIMITS.studentsPerGuardianMin, MSG.studentsPerGuardianInvalid),
    z.lte(LIMITS.studentsPerGuardianMax, MSG.studentsPerGuardianInvalid),
  );

/** 'Usuń dane wrażliwe po zakończeniu': days after the end date (issue 16). */
const eraseAfterDaysField = z
  .number({ error: MSG.eraseAfterDaysInvalid })
  .check(
    z.refine((v: number) => Number.isSafeInteger(v), MSG.eraseAfterDaysInvalid),
    z.gte(LIMITS.eraseAfterDaysMin, MSG.eraseAfterDaysInvalid),
    z.lte(LIMITS.eraseAfterDaysMax, MSG.eraseAfterDaysInvalid),
  );

/** What the karta wycieczki prints about the trip besides its name and dates; all optional (issue 15). */
const tripDetailFields = {
  aim: optionalText(LIMITS.tripAimMax, MSG.tripAimTooLong),
  route: optionalText(LIMITS.tripRouteMax, MSG.tripRouteTooLong),
  /** Empty: Polska. */
  country: optionalText(LIMITS.countryMax, MSG.countryTooLong),
  transport: optionalText(LIMITS.transportMax, MSG.transportTooLong),
  /** Empty: the school of the leader's profile. */
  schoolName: optionalText(LIMITS.schoolMax, MSG.schoolTooLong),
  schoolAddress: optionalText(LIMITS.schoolAddressMax, MSG.schoolAddressTooLong),
  /** What the parents' consent prints (issue 23). */
  meetingPoint: optionalText(LIMITS.meetingPointMax, MSG.meetingPointTooLong),
  returnPoint: optionalText(LIMITS.meetingPointMax, MSG.returnPointTooLong),
  consentClauses: optionalText(LIMITS.consentClausesMax, MSG.consentClausesTooLong),
  studentsPerGuardian: studentsPerGuardianField,
  eraseAfterDays: eraseAfterDaysField,
};

type TripDates = { startDate?: string; endDate?: string };

export const tripSchema = z.object(tripFields).check(
  z.refine((t: TripDates) => t.endDate! > t.startDate!, { error: MSG.endBeforeStart, path: ['endDate'] }),
);
export type TripInput = z.input<typeof tripSchema>;

/** A trip update sends only the fields that are set; the service checks the dates against the stored ones. */
export const tripUpdateSchema = z.partial(z.object({ ...tripFields, ...tripDetailFields })).check(
  z.refine((t: TripDates) => !t.startDate || !t.endDate || t.endDate > t.startDate, { error: MSG.endBeforeStart, path: ['endDate'] }),
);
export type TripUpdateInput = z.input<typeof tripUpdateSchema>;

/** The edit dialog's form: the trip and what the karta wycieczki prints about it. */
export const tripEditSchema = z.object({ ...tripFields, ...tripDetailFields }).check(
  z.refine((t: TripDates) => t.endDate! > t.startDate!, { error: MSG.endBeforeStart, path: ['endDate'] }),
);
export type TripEditInput = z.input<typeof tripEditSchema>;

export const guardianEmailSchema = z
  .string({ error: MSG.guardianEmailEmpty })
  .check(
    z.trim(),
    z.minLength(1, MSG.guardianEmailEmpty),
    z.maxLength(LIMITS.emailMax, MSG.emailTooLong),
    z.refine((v: string) => v === '' || v.includes('@'), MSG.guardianEmailInvalid),
    z.toLowerCase(),
  );

export const attendanceCheckSchema = z.object({
  name: requiredText(MSG.attendanceNameRequired, LIMITS.attendanceNameMax, MSG.attendanceNameTooLong),
  date: z.string({ error: MSG.dateInvalid }).check(z.refine((v: string) => isValidIsoDate(v), MSG.dateInvalid)),
  time: z.string({ error: MSG.timeInvalid }).check(z.regex(HOUR, MSG.timeInvalid)),
});
export type AttendanceCheckInput = z.input<typeof attendanceCheckSchema>;

export const attendanceCheckUpdateSchema = z.partial(attendanceCheckSchema);

/**
 * A new list may bring the id its device gave it (a list made offline, sent again after a lost answer):
 * the server then makes it at most once (docs/decisions/017).
 */
export const attendanceCheckCreateSchema = z.extend(attendanceCheckSchema, {
  id: z.optional(z.uuid({ error: MSG.invalidRequest })),
});
export type AttendanceCheckCreateInput = z.input<typeof attendanceCheckCreateSchema>;

/**
 * Marking ONE student on ONE list: two guardians marking different students never overwrite each other.
 * `markedAt` is when the mark was made on its device (it may reach the server much later, after a time
 * with no network); of two marks of one student the one made later wins (docs/decisions/017).
 */
export const attendanceMarkSchema = z.object({
  status: z.enum(['present', 'absent'], { error: MSG.invalidRequest }),
  markedAt: z.optional(z.iso.datetime({ offset: true, error: MSG.markedAtInvalid }).check(z.refine(isStorableDateTime, MSG.markedAtInvalid))),
});
export type AttendanceMarkInput = z.input<typeof attendanceMarkSchema>;

/** An optional hour, hh:mm. */
const optionalHour = emptyAsNull(z.string({ error: MSG.timeInvalid }).check(z.trim(), z.refine((v: string) => v === '' || HOUR.test(v), MSG.timeInvalid)));

/**
 * One leg of the trip's program, a row of the karta's 'HARMONOGRAM WYCIECZKI': the day and hour of
 * departure, the hour of arrival, the length in km, where to and back, the detailed program, and the
 * addresses of the lodging, the meals and the stops. The service checks the day against the trip's dates.
 */
export const programItemSchema = z.object({
  day: z.string({ error: MSG.programDayRequired }).check(
    z.minLength(1, MSG.programDayRequired),
    z.refine((v: string) => v === '' || isValidIsoDate(v), MSG.dateInvalid),
  ),
  departureTime: optionalHour,
  arrivalTime: optionalHour,
  distanceKm: z.nullish(
    z
      .number({ error: MSG.programDistanceInvalid })
      .check(
        z.refine((v: number) => Number.isSafeInteger(v), MSG.programDistanceInvalid),
        z.gte(0, MSG.programDistanceInvalid),
        z.lte(LIMITS.programDistanceMax, MSG.programDistanceInvalid),
      ),
  ),
  destination: requiredText(MSG.programDestinationRequired, LIMITS.programDestinationMax, MSG.programDestinationTooLong),
  program: optionalText(LIMITS.programTextMax, MSG.programTextTooLong),
  stops: optionalText(LIMITS.programStopsMax, MSG.programStopsTooLong),
});
export type ProgramItemInput = z.input<typeof programItemSchema>;

export const locationSchema = z.object({
  lat: z.number({ error: MSG.latitudeInvalid }).check(z.gte(-90, MSG.latitudeInvalid), z.lte(90, MSG.latitudeInvalid)),
  lng: z.number({ error: MSG.longitudeInvalid }).check(z.gte(-180, MSG.longitudeInvalid), z.lte(180, MSG.longitudeInvalid)),
});
export type LocationInput = z.input<typeof locationSchema>;

/**
 * The new-trip wizard, submitted as one request: the trip, its leader (by email), extra guardians
 * (by email), and the students and rooms collected on the way. Rules of docs/product.md §5 'Wizard'.
 */
export const tripCreateSchema = z
  .object({
    ...tripFields,
    tripLeaderEmail: emailField(MSG.leaderRequired),
    guardianEmails: z._default(
      z.array(guardianEmailSchema, { error: MSG.invalidRequest }).check(z.maxLength(LIMITS.wizardGuardiansMax, MSG.tooManyGuardians)),
      [],
    ),
    students: z._default(z.array(studentSchema, { error: MSG.invalidRequest }), []),
    rooms: z._default(z.array(roomSchema, { error: MSG.invalidRequest }).check(z.maxLength(LIMITS.wizardRoomsMax, MSG.tooManyRooms)), []),
    studentsPerGuardian: z._default(studentsPerGuardianField, LIMITS.studentsPerGuardian),
  })
  .check(
    z.superRefine((trip, ctx) => {
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
      const limit = studentLimit(1 + trip.guardianEmails.length, trip.studentsPerGuardian);
      if (trip.students.length > limit) {
        ctx.addIssue({ code: 'custom', message: studentLimitMessage(limit, trip.studentsPerGuardian), path: ['students'] });
      }
      const numbers = new Set<string>();
      trip.rooms.forEach((room, index) => {
        if (numbers.has(room.number)) ctx.addIssue({ code: 'custom', message: MSG.roomNumberTaken, path: ['rooms', index, 'number'] });
        numbers.add(room.number);
      });
    }),
  );
export type TripCreateInput = z.input<typeof tripCreateSchema>;

export const addGuardianSchema = z.object({ email: guardianEmailSchema });

export const userSearchSchema = z.object({
  q: z
    .string({ error: MSG.searchTooShort })
    .check(z.trim(), z.minLength(LIMITS.leaderSearchMinChars, MSG.searchTooShort), z.maxLength(LIMITS.searchQueryMax, MSG.emailTooLong)),
});

/** 'Pokaż telefon rodzica': why the guardian needs the number, kept in the access log. */
export const revealPhoneSchema = z.object({
  reason: z
    .string({ error: MSG.revealReasonTooShort })
    .check(z.trim(), z.minLength(LIMITS.revealReasonMin, MSG.revealReasonTooShort), z.maxLength(LIMITS.revealReasonMax, MSG.revealReasonTooLong)),
});
export type RevealPhoneInput = z.input<typeof revealPhoneSchema>;

/** 'Usuń konto': the password typed again. Not checked against the sign-up rules: an old password may predate them. */
export const accountDeleteSchema = z.object({
  password: z.string({ error: MSG.passwordRequired }).check(z.minLength(1, MSG.passwordRequired), z.maxLength(LIMITS.passwordMax, MSG.passwordTooLong)),
});
export type AccountDeleteInput = z.input<typeof accountDeleteSchema>;

const OWN_MESSAGES: ReadonlySet<string> = new Set<string>(Object.values(MSG));

/** The message to show for a failed parse: the first issue, as the forms show the first error. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MSG.invalidRequest;
  if (OWN_MESSAGES.has(issue.message)) return issue.message;
  // zod's own words: its Polish locale still names types in English ('oczekiwano object, otrzymano
  // tablica'), so plain Polish of ours instead (issue 24). A body that is not an object says so.
  return issue.path.length === 0 && issue.code === 'invalid_type' ? MSG.bodyNotObject : MSG.invalidRequest;
}
