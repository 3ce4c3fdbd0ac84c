import { describe, expect, it } from 'vitest';
import { MSG, roomingBreachMessage } from '../messages';
import { newRoomingBreaches, roomingRefusal } from './refusal';
import type { RoomingInput, RoomingPupil, RoomingRoom } from './types';

const pupil = (id: string, sex: RoomingPupil['sex'], pinnedRoomId: string | null = null): RoomingPupil => ({ id, name: id, sex, wishes: [], pinnedRoomId, care: false });
const room = (id: string, extra: Partial<RoomingRoom> = {}): RoomingRoom => ({ id, number: id, capacity: 2, floor: 1, mixed: false, forGuardians: false, ...extra });

/** Ala pinned to 1, Ola free; Adam and Bartek 'Nie razem'; room G the guardians', room 3 on a floor without one. */
const INPUT: Pick<RoomingInput, 'pupils' | 'rooms' | 'apart'> = {
  pupils: [pupil('Ala', 'F', '1'), pupil('Ola', 'F'), pupil('Adam', 'M'), pupil('Bartek', 'M')],
  rooms: [room('1'), room('2'), room('3', { floor: 3 }), room('G', { forGuardians: true })],
  apart: [['Adam', 'Bartek']],
};
const BEFORE = { Ala: '1', Ola: null, Adam: null, Bartek: null };

describe("a room assignment's refusal as its reader may be told it (issue 62)", () => {
  const hidden: [string, Record<string, string | null>, string][] = [
    ['Nie razem', { Adam: '2', Bartek: '2' }, roomingBreachMessage({ kind: 'apartTogether', room: '2', a: 'Adam', b: 'Bartek' })],
    ['a sex', { Ola: '2', Adam: '2' }, roomingBreachMessage({ kind: 'mixedSexes', room: '2' })],
    ['a pin', { Ala: '2' }, roomingBreachMessage({ kind: 'pinnedMoved', name: 'Ala', room: '1' })],
    ["the guardians' room", { Ola: 'G' }, roomingBreachMessage({ kind: 'guardiansRoom', room: 'G' })],
    ["a floor without the guardians' room", { Ola: '3' }, roomingBreachMessage({ kind: 'floorWithoutGuardians', floor: '3' })],
  ];

  it.each(hidden)('tells the leader which rule (%s), a guardian the one text for all', (_rule, change, told) => {
    const after = { ...BEFORE, ...change };
    expect(roomingRefusal(INPUT, BEFORE, after, true)).toBe(told);
    expect(roomingRefusal(INPUT, BEFORE, after, false)).toBe(MSG.roomingRuleBroken);
  });

  it("tells a guardian a rule she reads herself (a full room) before any of the leader's", () => {
    const after = { ...BEFORE, Adam: '2', Bartek: '2', Ola: '2' };
    expect(roomingRefusal(INPUT, BEFORE, after, false)).toBe(roomingBreachMessage({ kind: 'overCapacity', room: '2' }));
    expect(roomingRefusal(INPUT, BEFORE, { ...BEFORE, Ola: '2' }, false)).toBeNull();
  });

  it('holds nobody to a rule already broken before the change', () => {
    const stale = { ...BEFORE, Adam: '2', Bartek: '2' };
    expect(newRoomingBreaches(INPUT, stale, { ...stale, Ola: '1' })).toEqual([]);
    expect(roomingRefusal(INPUT, stale, { ...stale, Ola: '1' }, false)).toBeNull();
  });
});
