import { comparePolish } from '../collation';
import type { RoomingBreach } from '../messages/rooming';
import type { RoomingInput } from './types';

/**
 * The hard rules on an assignment made or changed by hand (issue 52): the screen checks every move
 * live, and the server checks what 'Zatwierdź przydział' sends. `assignment`: pupil id → room id, a
 * pupil missing or null has no room. The breaches, each once, in a stable order.
 */
export function roomingBreaches(input: Pick<RoomingInput, 'pupils' | 'rooms' | 'apart'>, assignment: Readonly<Record<string, string | null | undefined>>): RoomingBreach[] {
  const breaches: RoomingBreach[] = [];
  const rooms = new Map(input.rooms.map((room) => [room.id, room]));
  const names = new Map(input.pupils.map((pupil) => [pupil.id, pupil.name]));
  const inRoom = new Map<string, typeof input.pupils>();
  for (const pupil of input.pupils) {
    const roomId = assignment[pupil.id];
    if (pupil.pinnedRoomId && roomId !== pupil.pinnedRoomId) breaches.push({ kind: 'pinnedMoved', name: pupil.name, room: rooms.get(pupil.pinnedRoomId)?.number ?? '?' });
    if (!roomId || !rooms.has(roomId)) continue;
    inRoom.set(roomId, [...(inRoom.get(roomId) ?? []), pupil]);
  }
  const guardedFloors = new Set(input.rooms.filter((room) => room.forGuardians).map((room) => room.floor));
  const floorsTold = new Set<number | null>();
  for (const room of input.rooms) {
    const pupils = inRoom.get(room.id) ?? [];
    if (pupils.length === 0) continue;
    if (room.forGuardians) breaches.push({ kind: 'guardiansRoom', room: room.number });
    if (pupils.length > room.capacity) breaches.push({ kind: 'overCapacity', room: room.number });
    // Girls and boys apart where both are known. A pupil whose sex is not given is the teacher's to
    // place by hand (the solver puts one only in a mixed room): trips that never gave sexes keep working.
    if (!room.mixed && pupils.some((pupil) => pupil.sex === 'F') && pupils.some((pupil) => pupil.sex === 'M')) breaches.push({ kind: 'mixedSexes', room: room.number });
    // Floors matter only once some room is marked for guardians: a trip that marks none is not held to it.
    if (guardedFloors.size > 0 && !guardedFloors.has(room.floor) && !floorsTold.has(room.floor)) {
      floorsTold.add(room.floor);
      breaches.push({ kind: 'floorWithoutGuardians', floor: room.floor === null ? 'bez numeru' : String(room.floor) });
    }
  }
  for (const [a, b] of input.apart) {
    const room = assignment[a];
    if (a === b || !room || room !== assignment[b]) continue;
    // Named in alphabetical order, whichever way the pair was stored.
    const [first, second] = [names.get(a) ?? '?', names.get(b) ?? '?'].sort(comparePolish);
    breaches.push({ kind: 'apartTogether', room: rooms.get(room)?.number ?? '?', a: first!, b: second! });
  }
  return breaches;
}
