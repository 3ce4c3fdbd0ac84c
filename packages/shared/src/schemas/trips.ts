import * as z from 'zod/mini';
import { LIMITS, studentLimit, studentLimitMessage } from '../limits';
import { MSG } from '../messages';
import { requiredText, optionalText, emailField, isValidIsoDate, dateSchema, optionalHour, consentKeepYearsField, storableText } from './fields';
import { tripCostFormSchema, tripCostSchema } from './payments';
import { roomSchema } from './rooms';
import { studentSchema } from './students';

// Trips: the wizard, the edit dialog, guardians and the program.

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
  /** 'Archiwum zgód' (issue 31): a trip without a school only; a school's trip keeps the school's years. */
  consentKeepYears: consentKeepYearsField,
};

/** 'Dodatkowy numer' on the karta alarmowa (issue 31): whose number, and the number to dial. */
export const extraNumberSchema = z.object({
  name: requiredText(MSG.extraNumberNameRequired, LIMITS.extraNumberNameMax, MSG.extraNumberNameTooLong),
  phone: z
    .string({ error: MSG.extraNumberPhoneInvalid })
    .check(z.trim(), z.regex(/^(?=(?:\D*\d){3})\+?[0-9 ()-]{3,20}$/, MSG.extraNumberPhoneInvalid)),
});
export type ExtraNumberInput = z.input<typeof extraNumberSchema>;

/** The karta alarmowa's numbers to dial besides 112 (issue 31): GOPR/TOPR in the mountains, WOPR by the water, the leader's own. */
const emergencyNumberFields = {
  inMountains: z.boolean({ error: MSG.invalidRequest }),
  nearWater: z.boolean({ error: MSG.invalidRequest }),
  extraNumbers: z.array(extraNumberSchema, { error: MSG.invalidRequest }).check(z.maxLength(LIMITS.extraNumbersMax, MSG.tooManyExtraNumbers)),
};

/** 'Dodatkowe zgody' (issue 48): up to five statements of the consent, each answered apart by the parent. */
const consentStatementsSchema = z
  .array(requiredText(MSG.consentStatementEmpty, LIMITS.consentStatementMax, MSG.consentStatementTooLong), { error: MSG.invalidRequest })
  .check(
    z.maxLength(LIMITS.consentStatementsMax, MSG.tooManyConsentStatements),
    z.refine((list: string[]) => new Set(list.map((text) => text.trim().toLowerCase())).size === list.length, MSG.consentStatementsRepeated),
  );
const consentStatementFields = { consentStatements: consentStatementsSchema };
/** The edit dialog types them one per line; empty lines are no statements. */
const consentStatementsText = z.pipe(
  z.pipe(
    z.string({ error: MSG.invalidRequest }),
    z.transform((text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '')),
  ),
  consentStatementsSchema,
);

type TripDates = { startDate?: string; endDate?: string };

export const tripSchema = z.object(tripFields).check(
  z.refine((t: TripDates) => t.endDate! > t.startDate!, { error: MSG.endBeforeStart, path: ['endDate'] }),
);
export type TripInput = z.input<typeof tripSchema>;

/** A trip update sends only the fields that are set; the service checks the dates against the stored ones. */
export const tripUpdateSchema = z.partial(z.object({ ...tripFields, ...tripDetailFields, ...emergencyNumberFields, ...consentStatementFields, cost: z.nullable(tripCostSchema) })).check(
  z.refine((t: TripDates) => !t.startDate || !t.endDate || t.endDate > t.startDate, { error: MSG.endBeforeStart, path: ['endDate'] }),
);
export type TripUpdateInput = z.input<typeof tripUpdateSchema>;

/** The edit dialog's form: the trip, what the karta wycieczki prints about it, and its cost (issue 26). */
export const tripEditSchema = z.object({ ...tripFields, ...tripDetailFields, ...emergencyNumberFields, consentStatements: consentStatementsText, cost: tripCostFormSchema }).check(
  z.refine((t: TripDates) => t.endDate! > t.startDate!, { error: MSG.endBeforeStart, path: ['endDate'] }),
);
export type TripEditInput = z.input<typeof tripEditSchema>;

export const guardianEmailSchema = z
  .string({ error: MSG.guardianEmailEmpty })
  .check(
    z.trim(),
    storableText(MSG.emailBadCharacter),
    z.minLength(1, MSG.guardianEmailEmpty),
    z.maxLength(LIMITS.emailMax, MSG.emailTooLong),
    z.refine((v: string) => v === '' || v.includes('@'), MSG.guardianEmailInvalid),
    z.toLowerCase(),
  );


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


/**
 * The new-trip wizard, submitted as one request: the trip, its leader (by email), extra guardians
 * (by email), and the students and rooms collected on the way. Rules of docs/product.md §5 'Wizard'.
 */
/**
 * A student of the wizard. 'Z listy szkoły' (issue 51) sends the school register's pupil: the server
 * takes the name, class, PESEL and parent's phone from the register, so a teacher never sends what she
 * may not see, and the student keeps the link.
 */
const wizardStudentSchema = z.extend(studentSchema, {
  registerPupilId: z.optional(z.uuid({ error: MSG.registerPupilsNotInSchool })),
});

export const tripCreateSchema = z
  .object({
    ...tripFields,
    tripLeaderEmail: emailField(MSG.leaderRequired),
    guardianEmails: z._default(
      z.array(guardianEmailSchema, { error: MSG.invalidRequest }).check(z.maxLength(LIMITS.wizardGuardiansMax, MSG.tooManyGuardians)),
      [],
    ),
    students: z._default(z.array(wizardStudentSchema, { error: MSG.invalidRequest }), []),
    rooms: z._default(z.array(roomSchema, { error: MSG.invalidRequest }).check(z.maxLength(LIMITS.wizardRoomsMax, MSG.tooManyRooms)), []),
    studentsPerGuardian: z._default(studentsPerGuardianField, LIMITS.studentsPerGuardian),
    /**
     * 'Utwórz podobną' (issue 31): the trip this one is made from. Its karta's details, emergency
     * numbers, cost and program (the days moved with the new start) come along; the wizard sends
     * the rest (guardians, rooms, the students' names and classes when asked).
     */
    copyFrom: z.optional(z.uuid({ error: MSG.tripNotFound })),
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

/** 'Wyślij zaproszenie' (issue 30): the colleague's address, a whole one (a message goes to it). */
export const tripInvitationSchema = z.object({ email: emailField(MSG.guardianEmailEmpty) });

/** The invitation link's secret, to preview or accept it. */
export const tripInvitationSecretSchema = z.object({
  secret: z
    .string({ error: MSG.tripInvitationExpired })
    .check(z.trim(), storableText(MSG.tripInvitationExpired), z.minLength(1, MSG.tripInvitationExpired), z.maxLength(100, MSG.tripInvitationExpired)),
});
export type TripInvitationSecretInput = z.input<typeof tripInvitationSecretSchema>;
