import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { requiredText, storableText } from './fields';

// Issue 27: the head teacher's decision on a karta wycieczki.

/** 'Zatwierdzam': the karta the head read (SchoolTripReview.kartaVersion). */
export const approveTripSchema = z.object({
  kartaVersion: z.string({ error: MSG.kartaChangedWhileReading }).check(storableText(MSG.kartaChangedWhileReading), z.minLength(1, MSG.kartaChangedWhileReading), z.maxLength(100, MSG.kartaChangedWhileReading)),
});
export type ApproveTripInput = z.input<typeof approveTripSchema>;

/** 'Zwróć do poprawy': the comment is required, so the teacher knows what to fix. */
export const returnTripSchema = z.object({
  comment: requiredText(MSG.returnCommentRequired, LIMITS.approvalCommentMax, MSG.returnCommentTooLong),
});
export type ReturnTripInput = z.input<typeof returnTripSchema>;
