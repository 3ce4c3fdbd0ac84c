import * as z from 'zod/mini';
import { MSG } from '../messages';
import { isStorableDateTime, optionalText } from './fields';

// Issue 28: 'Zaginięcie ucznia' and 'Odnaleziony'.

/** Raised on the phone: its own id (a resend from the outbox makes it once) and when. */
export const raiseAlarmSchema = z.object({
  id: z.uuid({ error: MSG.invalidRequest }),
  studentId: z.uuid({ error: MSG.alarmStudentNotFound }),
  raisedAt: z.optional(z.string({ error: MSG.invalidRequest }).check(z.refine((v: string) => isStorableDateTime(v), MSG.invalidRequest))),
});
export type RaiseAlarmInput = z.input<typeof raiseAlarmSchema>;

/** 'Odnaleziony', with a short note (where, how). */
export const resolveAlarmSchema = z.object({
  note: optionalText(300, MSG.alarmNoteTooLong),
});
export type ResolveAlarmInput = z.input<typeof resolveAlarmSchema>;
