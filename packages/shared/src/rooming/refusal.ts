import { MSG } from '../messages';
import { roomingBreachMessage, type RoomingBreach } from '../messages/rooming';
import { roomingBreaches } from './check';
import type { RoomingInput } from './types';

// Why a room assignment is refused, as the person who made it may be told (issue 62).

type Checked = Pick<RoomingInput, 'pupils' | 'rooms' | 'apart'>;
type Assignment = Readonly<Record<string, string | null | undefined>>;

const breachKey = (breach: RoomingBreach) => JSON.stringify(breach);

/** The breaches `after` adds to those `before` had: a rule already broken (a stale pin) is not the change's. */
export function newRoomingBreaches(input: Checked, before: Assignment, after: Assignment): RoomingBreach[] {
  const old = new Set(roomingBreaches(input, before).map(breachKey));
  return roomingBreaches(input, after).filter((breach) => !old.has(breachKey(breach)));
}

/**
 * The rooming's input as one who may not read its setup knows it: a guardian reads the rooms'
 * numbers and capacities and who sleeps where (the rooms screen), never the pupils' sexes or pins,
 * the rooms' marks and floors, or the 'Nie razem' pairs, which only 'Ułóż pokoje' shows to the
 * creator and the leader.
 */
export function roomingInputWithoutSetup(input: Checked): Checked {
  return {
    pupils: input.pupils.map((pupil) => ({ ...pupil, sex: null, pinnedRoomId: null })),
    rooms: input.rooms.map((room) => ({ ...room, floor: null, mixed: true, forGuardians: false })),
    apart: [],
  };
}

/**
 * The refusal of a change, or null when it breaks no rule it did not find broken. One who reads the
 * setup is told the first rule broken, with its room and pupils. One who does not is told only what
 * she could work out from what she reads (a rule broken on `roomingInputWithoutSetup` too), else one
 * text for every rule the leader set: a 'Nie razem' pair reads as a pin, a sex or a guardians' room
 * does, so no number of tries names a pair.
 */
export function roomingRefusal(input: Checked, before: Assignment, after: Assignment, readsSetup: boolean): string | null {
  const [breach] = newRoomingBreaches(input, before, after);
  if (!breach) return null;
  if (readsSetup) return roomingBreachMessage(breach);
  const [seen] = newRoomingBreaches(roomingInputWithoutSetup(input), before, after);
  return seen ? roomingBreachMessage(seen) : MSG.roomingRuleBroken;
}
