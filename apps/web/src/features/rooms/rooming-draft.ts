import { roomingSetupSchema, sortBySurname, type RoomingInput, type RoomingSetup, type RoomingSetupInput, type RoomingSetupPupil, type RoomingSetupRoom } from '@wycieczki/shared';

// 'Ułóż pokoje' (issue 52): the setup as the teacher is changing it. Her changes are kept apart from
// the server's answer and laid over it, so a pupil added or removed meanwhile (a refetch) shows as it
// is now while what she typed stays; the proposal is made from the result, saved or not.

export type PupilSettings = Pick<RoomingSetupPupil, 'sex' | 'wishes' | 'pinned'>;
export type RoomSettings = Pick<RoomingSetupRoom, 'floor' | 'mixed' | 'forGuardians'>;
export type ApartPair = [string, string];

export type RoomingDraft = {
  pupils: Readonly<Record<string, Partial<PupilSettings>>>;
  rooms: Readonly<Record<string, Partial<RoomSettings>>>;
  apart?: readonly ApartPair[];
  wishesUntil?: string | null;
};

export const EMPTY_DRAFT: RoomingDraft = { pupils: {}, rooms: {} };

/** 'Życzenia': up to three classmates (the shared schema's limit). */
export const MAX_WISHES = 3;

export function changePupil(draft: RoomingDraft, pupilId: string, changes: Partial<PupilSettings>): RoomingDraft {
  return { ...draft, pupils: { ...draft.pupils, [pupilId]: { ...draft.pupils[pupilId], ...changes } } };
}

export function changeRoom(draft: RoomingDraft, roomId: string, changes: Partial<RoomSettings>): RoomingDraft {
  return { ...draft, rooms: { ...draft.rooms, [roomId]: { ...draft.rooms[roomId], ...changes } } };
}

export const draftChanged = (draft: RoomingDraft): boolean =>
  Object.keys(draft.pupils).length > 0 || Object.keys(draft.rooms).length > 0 || draft.apart !== undefined || draft.wishesUntil !== undefined;

/**
 * The setup with the draft laid over it, pupils in surname order. Wishes and 'Nie razem' pairs naming
 * a pupil no longer on the trip are dropped (the server would refuse them).
 */
export function withDraft(setup: RoomingSetup, draft: RoomingDraft): RoomingSetup {
  const onTrip = new Set(setup.pupils.map((pupil) => pupil.id));
  const pupils = setup.pupils.map((pupil) => {
    const changes = draft.pupils[pupil.id];
    const wishes = (changes?.wishes ?? pupil.wishes).filter((id) => onTrip.has(id) && id !== pupil.id).slice(0, MAX_WISHES);
    // An unchanged pupil stays the same object: its row is not drawn again at every change of another.
    if (!changes && wishes.length === pupil.wishes.length) return pupil;
    return { ...pupil, ...changes, wishes };
  });
  return {
    pupils: sortBySurname(pupils, (pupil) => pupil.name),
    rooms: setup.rooms.map((room) => ({ ...room, ...draft.rooms[room.id] })),
    apart: (draft.apart ?? setup.apart).filter(([a, b]) => a !== b && onTrip.has(a) && onTrip.has(b)),
    wishesUntil: draft.wishesUntil !== undefined ? draft.wishesUntil : setup.wishesUntil,
  };
}

/** Adds a 'Nie razem' pair unless it is one pupil twice or already there (in either order). */
export function addApartPair(apart: readonly ApartPair[], a: string, b: string): ApartPair[] {
  if (a === b || apart.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) return [...apart];
  return [...apart, [a, b]];
}

/** 'Zapisz ustawienia': every pupil and every room. A pin means something only in a room. */
export function toSetupInput(setup: RoomingSetup): RoomingSetupInput {
  return {
    pupils: setup.pupils.map(({ id, sex, wishes, pinned, roomId }) => ({ id, sex, wishes, pinned: pinned && roomId !== null })),
    rooms: setup.rooms.map(({ id, floor, mixed, forGuardians }) => ({ id, floor, mixed, forGuardians })),
    apart: setup.apart,
    wishesUntil: setup.wishesUntil,
  };
}

/** The setup to send, or the shared schema's first message (shown as a toast). */
export function checkedSetupInput(setup: RoomingSetup): { ok: true; input: RoomingSetupInput } | { ok: false; message: string } {
  const input = toSetupInput(setup);
  const checked = roomingSetupSchema.safeParse(input);
  return checked.success ? { ok: true, input } : { ok: false, message: checked.error.issues[0]?.message ?? 'Nieprawidłowe ustawienia.' };
}

/**
 * What the solver takes. A pinned pupil stays in the room it is in; 'Popraw przydział' (`improve`)
 * hands the rooms the pupils are in now as `previous`, so the proposal moves as few as it can.
 */
export function toSolverInput(setup: RoomingSetup, improve = false): RoomingInput {
  const input: RoomingInput = {
    pupils: setup.pupils.map(({ id, name, sex, wishes, pinned, roomId, care }) => ({ id, name, sex, wishes, pinnedRoomId: pinned ? roomId : null, care })),
    rooms: setup.rooms.map(({ id, number, capacity, floor, mixed, forGuardians }) => ({ id, number, capacity, floor, mixed, forGuardians })),
    apart: setup.apart,
  };
  if (!improve) return input;
  const previous: Record<string, string> = {};
  for (const pupil of setup.pupils) if (pupil.roomId) previous[pupil.id] = pupil.roomId;
  return { ...input, previous };
}

/** 'Piętro': empty is not given, 0 parter; anything else as typed (the shared schema says what is wrong). */
export function parseFloor(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}
