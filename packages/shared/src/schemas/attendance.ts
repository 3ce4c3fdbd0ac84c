import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { requiredText, HOUR, isValidIsoDate, isStorableDateTime } from './fields';

// Attendance lists and marks (docs/decisions/017).

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
