import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { requiredText, HOUR, isValidIsoDate, isStorableDateTime, optionalText } from './fields';
import { MEETING_PLACE_MAX } from '../handovers';

// Attendance lists and marks (docs/decisions/017).

const coordinate = (max: number) =>
  z.nullable(
    z
      .number({ error: MSG.meetingPointInvalid })
      .check(z.refine((v: number) => Number.isFinite(v), MSG.meetingPointInvalid), z.gte(-max, MSG.meetingPointInvalid), z.lte(max, MSG.meetingPointInvalid)),
  );

const attendanceCheckFields = z.object({
  name: requiredText(MSG.attendanceNameRequired, LIMITS.attendanceNameMax, MSG.attendanceNameTooLong),
  date: z.string({ error: MSG.dateInvalid }).check(z.refine((v: string) => isValidIsoDate(v), MSG.dateInvalid)),
  time: z.string({ error: MSG.timeInvalid }).check(z.regex(HOUR, MSG.timeInvalid)),
  /**
   * 'Zbiórka' (issue 54): a list that is a meeting point, with its place ('przy fontannie') and
   * optionally a point on the map; absent or empty: an ordinary roll call.
   */
  meetingPlace: z.optional(optionalText(MEETING_PLACE_MAX, MSG.meetingPlaceTooLong)),
  meetingLat: z.optional(coordinate(90)),
  meetingLng: z.optional(coordinate(180)),
});

type MeetingFields = { meetingPlace?: string | null | undefined; meetingLat?: number | null | undefined; meetingLng?: number | null | undefined };

/** A point is both coordinates or neither; on a new list it needs the place it marks. */
const pointWhole = z.refine<MeetingFields>((v) => ((v.meetingLat ?? null) === null) === ((v.meetingLng ?? null) === null), {
  message: MSG.meetingPointInvalid,
  path: ['meetingLat'],
});
const pointHasPlace = z.refine<MeetingFields>((v) => (v.meetingLat ?? null) === null || Boolean(v.meetingPlace), {
  message: MSG.meetingPointWithoutPlace,
  path: ['meetingPlace'],
});

export const attendanceCheckSchema = attendanceCheckFields.check(pointWhole, pointHasPlace);
export type AttendanceCheckInput = z.input<typeof attendanceCheckSchema>;

/** A change of a list: what is absent stays; the server checks a point against the place the list keeps. */
export const attendanceCheckUpdateSchema = z.partial(attendanceCheckFields).check(pointWhole);

/**
 * A new list may bring the id its device gave it (a list made offline, sent again after a lost answer):
 * the server then makes it at most once (docs/decisions/017).
 */
export const attendanceCheckCreateSchema = z
  .extend(attendanceCheckFields, {
    id: z.optional(z.uuid({ error: MSG.invalidRequest })),
  })
  .check(pointWhole, pointHasPlace);
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
