import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MSG } from '../messages';

// 'Uczniowie szkoły' (issue 51): saving a previewed import, the new school year, the 'Sekretariat' role.

const pupilIds = z
  .array(z.uuid({ error: MSG.invalidRequest }), { error: MSG.invalidRequest })
  .check(z.maxLength(LIMITS.registerMaxPupils, MSG.invalidRequest));

/** 'Zapisz': the preview the server keeps, and the pupils missing from the file ticked for 'Absolwenci / odeszli'. */
export const registerImportSchema = z.object({
  previewId: z.uuid({ error: MSG.registerChangedMeanwhile }),
  leaverIds: z._default(pupilIds, []),
});
export type RegisterImportInput = z.input<typeof registerImportSchema>;

/** 'Nowy rok szkolny': every class one level up, the last level's pupils to 'Absolwenci / odeszli'. */
export const registerNewYearSchema = z.object({
  lastLevel: z
    .number({ error: MSG.registerLastLevelInvalid })
    .check(
      z.refine((v: number) => Number.isSafeInteger(v), MSG.registerLastLevelInvalid),
      z.gte(1, MSG.registerLastLevelInvalid),
      z.lte(LIMITS.registerLastLevelMax, MSG.registerLastLevelInvalid),
    ),
  /** The register as the head saw it when confirming: a change since is refused. */
  version: z.number({ error: MSG.registerChangedMeanwhile }).check(z.refine((v: number) => Number.isSafeInteger(v) && v >= 0, MSG.registerChangedMeanwhile)),
});
export type RegisterNewYearInput = z.input<typeof registerNewYearSchema>;

/** Pupils moved by hand to 'Absolwenci / odeszli' (left: true) or back to their class (left: false). */
export const registerLeftSchema = z.object({
  pupilIds: pupilIds.check(z.minLength(1, MSG.invalidRequest)),
  left: z.boolean({ error: MSG.invalidRequest }),
});
export type RegisterLeftInput = z.input<typeof registerLeftSchema>;

/** The head names a teacher 'Sekretariat' (or takes the role back). */
export const registerClerkSchema = z.object({ registerClerk: z.boolean({ error: MSG.invalidRequest }) });
export type RegisterClerkInput = z.input<typeof registerClerkSchema>;
