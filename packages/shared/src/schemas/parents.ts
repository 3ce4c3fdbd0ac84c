import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { parentPhoneSchema, peselSchema } from './students';
import { consentAnswersField, optionalText, requiredText, storableText } from './fields';

// Issue 25: what a parent sends from the parent page, and the trip's messages to parents.

/**
 * 'Dane dziecka' from the parent page: each field absent stays as it is, an empty one is cleared.
 * The same rules and messages as the teacher's form. Phones and the PESEL are shown to the parent
 * masked, so a field sent back masked (or absent) is left unchanged.
 */
export const parentDataSchema = z.object({
  parentPhone: z.optional(parentPhoneSchema),
  parentPhone2: z.optional(parentPhoneSchema),
  pesel: z.optional(peselSchema),
  allergies: z.optional(optionalText(LIMITS.allergiesMax, MSG.allergiesTooLong)),
  diet: z.optional(optionalText(LIMITS.dietMax, MSG.dietTooLong)),
  medicines: z.optional(optionalText(LIMITS.medicinesMax, MSG.medicinesTooLong)),
});
export type ParentDataInput = z.input<typeof parentDataSchema>;

/**
 * 'Zgoda' from the parent page (issue 48): an answer per statement, and the name the parent typed.
 * `answer` is the participation; `medical` the medical help in an emergency, asked whenever the child
 * goes (a refusal of the trip leaves it unanswered).
 */
export const parentConsentSchema = z
  .object({
    answer: z.enum(['given', 'refused'], { error: MSG.consentAnswerInvalid }),
    medical: z.optional(z.enum(['given', 'refused'], { error: MSG.medicalAnswerRequired })),
    /** The teacher's added statements, by key (consent-statements.ts); the server asks for every one when the child goes. */
    extra: z.optional(consentAnswersField),
    parentName: requiredText(MSG.parentNameRequired, LIMITS.personNameMax, MSG.parentNameTooLong),
    /**
     * The fingerprint of the texts the parent read (issue 53): a consent changed since is asked again.
     * Required (issue 62): an answer without it would be taken whatever the text it answered.
     */
    fingerprint: z
      .string({ error: MSG.consentFingerprintMissing })
      .check(storableText(MSG.invalidRequest), z.minLength(1, MSG.consentFingerprintMissing), z.maxLength(128, MSG.invalidRequest)),
  })
  .check(
    z.refine((v) => v.answer !== 'given' || v.medical !== undefined, { message: MSG.medicalAnswerRequired, path: ['medical'] }),
  );
export type ParentConsentInput = z.input<typeof parentConsentSchema>;

/** 'Komunikaty dla rodziców': 'Treść komunikatu'. */
export const tripMessageSchema = z.object({
  body: requiredText(MSG.messageRequired, LIMITS.messageMax, MSG.messageTooLong),
});
export type TripMessageInput = z.input<typeof tripMessageSchema>;

/** The parent page's language (issue 53), chosen once and kept with the link. */
export const parentLanguageSchema = z.object({ language: z.enum(['pl', 'uk', 'en'], { error: MSG.invalidRequest }) });
export type ParentLanguageInput = z.input<typeof parentLanguageSchema>;
