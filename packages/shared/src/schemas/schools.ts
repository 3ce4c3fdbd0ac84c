import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { consentKeepYearsField, optionalText, requiredText, storableText } from './fields';
import { emailSchema } from './accounts';

// Issue 27: the school ('Szkoła'), its head teacher and its teachers.

const schoolFields = {
  name: requiredText(MSG.schoolNameRequired, LIMITS.schoolMax, MSG.schoolNameTooLong),
  address: optionalText(LIMITS.schoolAddressMax, MSG.schoolAddressTooLong),
};

/** 'Utwórz szkołę': the one who creates it becomes its 'Dyrektor'. */
export const schoolSchema = z.object(schoolFields);
export type SchoolInput = z.input<typeof schoolSchema>;

/** The head's changes to the school: its name, address, the erasure period its trips start with and the years its consent records are kept. */
export const schoolUpdateSchema = z.partial(
  z.object({
    ...schoolFields,
    eraseAfterDays: z
      .number({ error: MSG.eraseAfterDaysInvalid })
      .check(
        z.refine((v: number) => Number.isSafeInteger(v), MSG.eraseAfterDaysInvalid),
        z.gte(LIMITS.eraseAfterDaysMin, MSG.eraseAfterDaysInvalid),
        z.lte(LIMITS.eraseAfterDaysMax, MSG.eraseAfterDaysInvalid),
      ),
    /** 'Archiwum zgód: przechowuj (lata)' (issue 31): also moves the end of the school's records already kept. */
    consentKeepYears: consentKeepYearsField,
  }),
);
export type SchoolUpdateInput = z.input<typeof schoolUpdateSchema>;

/** 'Dołącz do szkoły': the invitation link's secret. */
export const schoolJoinSchema = z.object({
  secret: z.string({ error: MSG.invitationExpired }).check(z.trim(), storableText(MSG.invitationExpired), z.minLength(1, MSG.invitationExpired), z.maxLength(100, MSG.invitationExpired)),
});
export type SchoolJoinInput = z.input<typeof schoolJoinSchema>;

/** 'Wyślij e-mailem' (issue 30): the teacher's address for the school's invitation. */
export const schoolInvitationMailSchema = z.object({ email: emailSchema });
export type SchoolInvitationMailInput = z.input<typeof schoolInvitationMailSchema>;
