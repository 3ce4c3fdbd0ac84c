import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MSG } from '../messages';

// Issue 28: 'Grupy', each guardian's own group of students.

/** Moves the chosen students to a guardian's group (null: out of every group). */
export const groupAssignSchema = z.object({
  studentIds: z
    .array(z.uuid({ error: MSG.invalidRequest }), { error: MSG.invalidRequest })
    .check(z.minLength(1, MSG.invalidRequest), z.maxLength(LIMITS.importMaxRows, MSG.invalidRequest)),
  guardianId: z.nullable(z.uuid({ error: MSG.groupGuardianNotMember })),
});
export type GroupAssignInput = z.input<typeof groupAssignSchema>;
