import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { requiredText } from './fields';

// Rooms and who sleeps in them.

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
