import * as z from 'zod/mini';
import { MSG } from '../messages';
import { isValidPhone } from '../phone';
import { coachCheckDateRefusal, insuranceDatesRefusal, isValidNip, isValidRegistration, nipDigits, normaliseRegistration, TRANSPORT_LIMITS, type TripDates } from '../transport';
import { dateSchema, emptyAsNull, isValidIsoDate, optionalChecked, optionalHour, optionalText, requiredText } from './fields';

// 'Przewóz' and 'Ubezpieczenie' (issue 54): what the dialog checks is what the server checks.

/** 'kr 12345' is stored as 'KR 12345'; a number that is no Polish plate is refused. */
const registrationSchema = z
  .string({ error: MSG.registrationInvalid })
  .check(z.overwrite(normaliseRegistration), z.refine(isValidRegistration, MSG.registrationInvalid));

/** One number per coach, none twice; empty while the carrier has not said which coaches come. */
const registrationsSchema = z
  .array(registrationSchema, { error: MSG.invalidRequest })
  .check(
    z.maxLength(TRANSPORT_LIMITS.registrationsMax, MSG.tooManyRegistrations),
    z.refine((list: string[]) => new Set(list.map((number) => number.replace(/ /g, ''))).size === list.length, MSG.registrationRepeated),
  );

/** The form types them in one field, separated by commas (or one per line). */
const registrationsText = z.pipe(
  z.pipe(
    z.string({ error: MSG.invalidRequest }),
    z.transform((text: string) => text.split(/[,;\n]/).map((number) => number.trim()).filter((number) => number !== '')),
  ),
  registrationsSchema,
);

const coachFields = {
  carrier: requiredText(MSG.carrierRequired, TRANSPORT_LIMITS.carrierMax, MSG.carrierTooLong),
  /** Stored as its 10 digits; empty: not known yet. */
  nip: z.pipe(
    optionalChecked(MSG.nipInvalid, isValidNip),
    z.transform((nip: string | null) => (nip === null ? null : nipDigits(nip))),
  ),
  seats: z
    .number({ error: MSG.seatsInvalid })
    .check(
      z.refine((v: number) => Number.isSafeInteger(v), MSG.seatsInvalid),
      z.gte(TRANSPORT_LIMITS.seatsMin, MSG.seatsInvalid),
      z.lte(TRANSPORT_LIMITS.seatsMax, MSG.seatsInvalid),
    ),
  driverPhone: optionalChecked(MSG.driverPhoneInvalid, isValidPhone),
  /** Empty: the trip's meeting point, its first day, the first departure of the program. */
  checkPlace: optionalText(TRANSPORT_LIMITS.checkPlaceMax, MSG.checkPlaceTooLong),
  checkDate: emptyAsNull(z.string({ error: MSG.dateInvalid }).check(z.trim(), z.refine((v: string) => v === '' || isValidIsoDate(v), MSG.dateInvalid))),
  checkTime: optionalHour,
};

/** PUT /api/trips/:tripId/transport/coach. The service checks the check's day against the trip's (coachCheckDateRefusal). */
export const coachSchema = z.object({ ...coachFields, registrations: z._default(registrationsSchema, []) });
export type CoachInput = z.input<typeof coachSchema>;

/** The dialog's 'Przewóz': the registration numbers typed in one field. */
export const coachFormSchema = z.object({ ...coachFields, registrations: registrationsText });
export type CoachFormInput = z.input<typeof coachFormSchema>;

/** The dialog's 'Przewóz' on its trip (issue 62): the check's day as the server takes it, said before sending. */
export function tripCoachFormSchema(trip: Pick<TripDates, 'startDate'>) {
  return coachFormSchema.check(
    z.superRefine((coach: { checkDate: string | null }, ctx) => {
      const refusal = coachCheckDateRefusal(coach.checkDate, trip.startDate);
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal, path: ['checkDate'] });
    }),
  );
}

type PolicyDates = { validFrom: string; validUntil: string };

/** PUT /api/trips/:tripId/transport/insurance. The service checks the dates against the trip's (insuranceDatesRefusal). */
export const insuranceSchema = z
  .object({
    insurer: requiredText(MSG.insurerRequired, TRANSPORT_LIMITS.insurerMax, MSG.insurerTooLong),
    policyNumber: requiredText(MSG.policyNumberRequired, TRANSPORT_LIMITS.policyNumberMax, MSG.policyNumberTooLong),
    validFrom: dateSchema(MSG.insuranceFromRequired),
    validUntil: dateSchema(MSG.insuranceUntilRequired),
    /** The insurer's assistance line, often abroad: '+48 22 575 90 00'. */
    emergencyPhone: z.string({ error: MSG.insurancePhoneInvalid }).check(z.trim(), z.refine(isValidPhone, MSG.insurancePhoneInvalid)),
    nnw: z.boolean({ error: MSG.invalidRequest }),
    medical: z.boolean({ error: MSG.invalidRequest }),
  })
  .check(z.refine((policy: PolicyDates) => !policy.validFrom || !policy.validUntil || policy.validUntil >= policy.validFrom, { error: MSG.insuranceUntilBeforeFrom, path: ['validUntil'] }));
export type InsuranceInput = z.input<typeof insuranceSchema>;

/** The dialog's 'Ubezpieczenie' on its trip (issue 62): the policy's dates as the server takes them, said before sending. */
export function tripInsuranceSchema(trip: TripDates) {
  return insuranceSchema.check(
    z.superRefine((policy: PolicyDates, ctx) => {
      const refusal = insuranceDatesRefusal(policy, trip);
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal.message, path: [refusal.field] });
    }),
  );
}
