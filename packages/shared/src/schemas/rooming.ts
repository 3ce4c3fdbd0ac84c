import * as z from 'zod/mini';
import { MSG } from '../messages';
import { isValidIsoDate } from './fields';

// 'Ułóż pokoje' (issue 52): what the solver needs, kept with the trip, and the assignment it saves.

const id = (message: string) => z.uuid({ error: message });

export const roomingPupilSetupSchema = z.object({
  id: id(MSG.roomingStudentUnknown),
  /** 'Płeć': dziewczynka (F) or chłopiec (M); null when not given. */
  sex: z.nullable(z.enum(['F', 'M'], { error: MSG.roomingSexInvalid })),
  /** 'Życzenia': up to three classmates, in order. */
  wishes: z.array(id(MSG.roomingStudentUnknown), { error: MSG.invalidRequest }).check(z.maxLength(3, MSG.roomingWishesTooMany)),
  /** 'Przypięty': stays in the room the pupil is in. */
  pinned: z.boolean({ error: MSG.invalidRequest }),
});

export const roomingRoomSetupSchema = z.object({
  id: id(MSG.roomingRoomUnknown),
  /** 0: parter; null: not given. */
  floor: z.nullable(
    z.number({ error: MSG.roomingFloorInvalid }).check(
      z.refine((v: number) => Number.isSafeInteger(v), MSG.roomingFloorInvalid),
      z.gte(-2, MSG.roomingFloorInvalid),
      z.lte(50, MSG.roomingFloorInvalid),
    ),
  ),
  mixed: z.boolean({ error: MSG.invalidRequest }),
  forGuardians: z.boolean({ error: MSG.invalidRequest }),
});

/** The whole setup in one write: pupils' sex, wishes and pins, the rooms' floors and marks, 'Nie razem'. */
export const roomingSetupSchema = z.object({
  pupils: z.array(roomingPupilSetupSchema, { error: MSG.invalidRequest }).check(z.maxLength(1000, MSG.invalidRequest)),
  rooms: z.array(roomingRoomSetupSchema, { error: MSG.invalidRequest }).check(z.maxLength(500, MSG.invalidRequest)),
  apart: z
    .array(z.tuple([id(MSG.roomingStudentUnknown), id(MSG.roomingStudentUnknown)], { error: MSG.invalidRequest }), { error: MSG.invalidRequest })
    .check(z.maxLength(500, MSG.invalidRequest)),
  /** The last day a parent may give wishes on the parent page; null: parents give none. */
  wishesUntil: z.nullable(z.string({ error: MSG.roomingWishesUntilInvalid }).check(z.refine((v: string) => isValidIsoDate(v), MSG.roomingWishesUntilInvalid))),
});
export type RoomingSetupInput = z.input<typeof roomingSetupSchema>;

/** 'Z kim w pokoju?' on the parent page: up to three classmates, in order. */
export const parentWishesSchema = z.object({
  wishes: z.array(id(MSG.roomingStudentUnknown), { error: MSG.invalidRequest }).check(z.maxLength(3, MSG.roomingWishesTooMany)),
});
export type ParentWishesInput = z.input<typeof parentWishesSchema>;

/** 'Zatwierdź przydział': every pupil's room (null: none), as the proposal and the hand moves left it. */
export const roomingApplySchema = z.object({
  assignment: z.record(id(MSG.roomingStudentUnknown), z.nullable(id(MSG.roomingRoomUnknown)), { error: MSG.invalidRequest }),
});
export type RoomingApplyInput = z.input<typeof roomingApplySchema>;
