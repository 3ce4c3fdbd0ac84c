import * as z from 'zod/mini';
import {
  HANDOVER_CLOCK_SLACK_MS,
  HANDOVER_CODE_LENGTH,
  HANDOVER_PLACE_MAX,
  handoverBeforeTripMessage,
  handoverEarliest,
  normalizeHandoverCode,
  PICKUP_DOCUMENT_MAX,
  PICKUP_RELATION_MAX,
} from '../handovers';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { phoneSchema } from './accounts';
import { HOUR, isStorableDateTime, isValidIsoDate, optionalText, requiredText, storableText } from './fields';

// Issue 54: 'Odbiór przez rodzica': the handover the leader records, the people a parent names for it
// on the parent page, and the one-time code the parent gives the teacher.

const collectorKind = z.enum(['parent', 'named'], { error: MSG.handoverKindInvalid });
const collectorName = z.optional(optionalText(LIMITS.personNameMax, MSG.handoverCollectorNameTooLong));
const place = requiredText(MSG.handoverPlaceRequired, HANDOVER_PLACE_MAX, MSG.handoverPlaceTooLong);

type Collector = { collectorKind: 'parent' | 'named'; collectorName?: string | null | undefined; personId?: string | null | undefined };

/** A parent is named as typed; a person the parent named is chosen from the parent's list. */
const collectorChecks = [
  z.refine<Collector>((v) => v.collectorKind !== 'parent' || Boolean(v.collectorName), { message: MSG.handoverCollectorNameRequired, path: ['collectorName'] }),
  z.refine<Collector>((v) => v.collectorKind !== 'named' || Boolean(v.personId), { message: MSG.handoverPersonRequired, path: ['personId'] }),
] as const;

/**
 * 'Zapisz odbiór': who collected the child (a parent, or a person the parent named), when (absent:
 * now) and where. The server refuses a time later than now or before the trip's first day
 * (handoverTimeRefusal), and a person the child's parent did not name.
 */
export const handoverSchema = z
  .object({
    collectorKind,
    collectorName,
    personId: z.optional(z.nullable(z.uuid({ error: MSG.handoverPersonRequired }))),
    collectedAt: z.optional(z.string({ error: MSG.handoverTimeInvalid }).check(z.refine((v: string) => isStorableDateTime(v), MSG.handoverTimeInvalid))),
    place,
  })
  .check(...collectorChecks);
export type HandoverInput = z.input<typeof handoverSchema>;

/** The moment a form's day and hour mean on this device, or null when they mean none. */
export function handoverMoment(date: string, time: string): Date | null {
  if (!isValidIsoDate(date) || !HOUR.test(time)) return null;
  const moment = new Date(`${date}T${time}:00`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/**
 * The leader's form: the day and the hour as typed (default: now), made into `collectedAt` on the
 * device. The same rules and messages as the server's, and a time later than now is refused here too.
 */
export const handoverFormSchema = z
  .object({
    collectorKind,
    collectorName: z.string({ error: MSG.handoverCollectorNameRequired }).check(z.trim(), storableText(MSG.handoverCollectorNameBadCharacter), z.maxLength(LIMITS.personNameMax, MSG.handoverCollectorNameTooLong)),
    personId: z.string({ error: MSG.handoverPersonRequired }),
    date: z.string({ error: MSG.handoverTimeInvalid }).check(z.refine((v: string) => isValidIsoDate(v), MSG.handoverTimeInvalid)),
    time: z.string({ error: MSG.handoverTimeInvalid }).check(z.regex(HOUR, MSG.handoverTimeInvalid)),
    place,
  })
  .check(
    ...collectorChecks,
    z.refine((v: { date: string; time: string }) => {
      const moment = handoverMoment(v.date, v.time);
      return moment === null || moment.getTime() <= Date.now() + HANDOVER_CLOCK_SLACK_MS;
    }, { message: MSG.handoverTimeInFuture, path: ['time'] }),
  );
export type HandoverFormInput = z.input<typeof handoverFormSchema>;

/** The form on its trip (issue 62): a day before the trip's first is refused too, in the server's words. */
export function tripHandoverFormSchema(tripStartDate: string) {
  return handoverFormSchema.check(
    z.refine((v: { date: string; time: string }) => {
      const moment = handoverMoment(v.date, v.time);
      return moment === null || moment.getTime() >= handoverEarliest(tripStartDate).getTime();
    }, { message: handoverBeforeTripMessage(tripStartDate), path: ['date'] }),
  );
}

/** 'Wpisz kod od rodzica': the six digits the parent page shows ('482 913' is taken as typed aloud). */
export const handoverCodeSchema = z.object({
  code: z
    .string({ error: MSG.handoverCodeInvalid })
    .check(z.refine((v: string) => new RegExp(`^\\d{${HANDOVER_CODE_LENGTH}}$`).test(normalizeHandoverCode(v)), MSG.handoverCodeInvalid)),
});
export type HandoverCodeInput = z.input<typeof handoverCodeSchema>;

/** 'Potwierdzam odbiór' on the parent page: the handover the page showed. */
export const parentHandoverConfirmSchema = z.object({ handoverId: z.uuid({ error: MSG.handoverNoneToConfirm }) });
export type ParentHandoverConfirmInput = z.input<typeof parentHandoverConfirmSchema>;

/** 'Kto może odebrać dziecko': a person the parent names (name, who they are to the child, phone, ID document). */
export const pickupPersonSchema = z.object({
  name: requiredText(MSG.pickupPersonNameRequired, LIMITS.personNameMax, MSG.pickupPersonNameTooLong),
  relation: z.optional(optionalText(PICKUP_RELATION_MAX, MSG.pickupRelationTooLong)),
  phone: z.optional(phoneSchema),
  document: z.optional(optionalText(PICKUP_DOCUMENT_MAX, MSG.pickupDocumentTooLong)),
});
export type PickupPersonInput = z.input<typeof pickupPersonSchema>;
