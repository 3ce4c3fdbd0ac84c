import type { RoomingProblem, RoomingPupil, RoomingRoom } from './types';

/**
 * The counted reasons no assignment exists (beds by sex, guardians' rooms by floor, pinned pupils);
 * when there are none, a split of the single-sex rooms between girls and boys that fits everyone, the
 * spare beds shared as evenly as the rooms allow: the first assignment starts from it.
 */
export function checkFeasible(
  pupils: readonly RoomingPupil[],
  rooms: readonly RoomingRoom[],
  apart: readonly (readonly [string, string])[] = [],
): { problems: RoomingProblem[]; roomSex: Map<string, 'F' | 'M'> } {
  const roomSex = new Map<string, 'F' | 'M'>();
  const problems: RoomingProblem[] = [];
  const guarded = new Set(rooms.filter((r) => r.forGuardians).map((r) => r.floor));
  const roomById = new Map(rooms.map((r) => [r.id, r]));
  if (pupils.length > 0 && guarded.size === 0) problems.push({ kind: 'noGuardiansRoom', floor: null });
  for (const floor of new Set(rooms.filter((r) => !r.forGuardians).map((r) => r.floor))) {
    // A floor with pinned pupils and no guardians' room breaks the rule whatever else happens.
    const pinnedThere = pupils.some((p) => p.pinnedRoomId && roomById.get(p.pinnedRoomId)?.floor === floor);
    if (pinnedThere && !guarded.has(floor) && guarded.size > 0) problems.push({ kind: 'noGuardiansRoom', floor });
  }
  for (const pupil of pupils) {
    if (!pupil.pinnedRoomId) continue;
    const room = roomById.get(pupil.pinnedRoomId);
    if (!room || room.forGuardians || (!room.mixed && pupil.sex === null)) problems.push({ kind: 'pinnedInvalid', pupil: pupil.name, room: room?.number ?? '?' });
  }
  // A 'Nie razem' pair pinned to one room: no search may part them.
  const byId = new Map(pupils.map((p) => [p.id, p]));
  for (const [a, b] of apart) {
    const [first, second] = [byId.get(a), byId.get(b)];
    if (first && second && a !== b && first.pinnedRoomId && first.pinnedRoomId === second.pinnedRoomId) {
      problems.push({ kind: 'apartPinned', a: first.name, b: second.name, room: roomById.get(first.pinnedRoomId)?.number ?? '?' });
    }
  }
  if (problems.length > 0) return { problems, roomSex };

  // Beds: the pinned fix their rooms' sex; the other single-sex rooms are split between girls and
  // boys (every sum of their beds reachable, by dynamic programming), the mixed rooms take the rest.
  const usable = rooms.filter((r) => !r.forGuardians && guarded.has(r.floor));
  const pinnedIn = new Map<string, RoomingPupil[]>();
  for (const p of pupils) if (p.pinnedRoomId) pinnedIn.set(p.pinnedRoomId, [...(pinnedIn.get(p.pinnedRoomId) ?? []), p]);
  let needF = pupils.filter((p) => p.sex === 'F' && !p.pinnedRoomId).length;
  let needM = pupils.filter((p) => p.sex === 'M' && !p.pinnedRoomId).length;
  // What the teacher counts: every girl and boy (the pinned among them, in the beds their rooms give).
  const allF = pupils.filter((p) => p.sex === 'F').length;
  const allM = pupils.filter((p) => p.sex === 'M').length;

  const needNone = pupils.filter((p) => p.sex === null && !p.pinnedRoomId).length;
  let mixedBeds = 0;
  const free: number[] = [];
  const freeRooms: string[] = [];
  for (const room of usable) {
    const inside = pinnedIn.get(room.id) ?? [];
    const left = room.capacity - inside.length;
    if (left < 0) {
      problems.push({ kind: 'beds', sex: inside[0]?.sex ?? null, needed: inside.length, available: room.capacity });
      continue;
    }
    const sexes = new Set(inside.map((p) => p.sex));
    if (room.mixed) mixedBeds += left;
    else if (sexes.size > 1) problems.push({ kind: 'pinnedInvalid', pupil: inside.map((p) => p.name).join(', '), room: room.number });
    else if (sexes.has('F')) needF -= left;
    else if (sexes.has('M')) needM -= left;
    else {
      free.push(left);
      freeRooms.push(room.id);
    }
  }
  if (problems.length > 0) return { problems, roomSex };
  needF = Math.max(0, needF);
  needM = Math.max(0, needM);
  const total = free.reduce((a, b) => a + b, 0);
  // chosenBy[s]: the room whose beds first made the girls' sum s reachable (to rebuild the split).
  const chosenBy = new Int32Array(total + 1).fill(-1);
  const reachable = new Uint8Array(total + 1);
  reachable[0] = 1;
  free.forEach((beds, k) => {
    for (let sum = total; sum >= beds; sum -= 1) {
      if (!reachable[sum] && reachable[sum - beds]) {
        reachable[sum] = 1;
        chosenBy[sum] = k;
      }
    }
  });
  let bestShort = Number.POSITIVE_INFINITY;
  let bestSpread = Number.POSITIVE_INFINITY;
  let bestSplit = 0;
  for (let girls = 0; girls <= total; girls += 1) {
    if (!reachable[girls]) continue;
    const short = Math.max(0, Math.max(0, needF - girls) + Math.max(0, needM - (total - girls)) + needNone - mixedBeds);
    const spread = Math.abs(girls - needF - (total - girls - needM));
    if (short < bestShort || (short === bestShort && spread < bestSpread)) {
      bestShort = short;
      bestSpread = spread;
      bestSplit = girls;
    }
  }
  const girlsRooms = new Set<number>();
  for (let sum = bestSplit; sum > 0; sum -= free[chosenBy[sum]!]!) girlsRooms.add(chosenBy[sum]!);
  freeRooms.forEach((id, k) => roomSex.set(id, girlsRooms.has(k) ? 'F' : 'M'));
  if (bestShort > 0) {
    const overF = Math.max(0, needF - bestSplit);
    const overM = Math.max(0, needM - (total - bestSplit));
    const mixedLeft = Math.max(0, mixedBeds - needNone);
    if (needNone > mixedBeds) {
      const unsexed = pupils.filter((p) => p.sex === null && !p.pinnedRoomId).map((p) => p.name);
      problems.push({ kind: 'beds', sex: null, needed: needNone, available: mixedBeds, pupils: unsexed });
    }
    // Girls and boys: the beds they can have at best, the mixed rooms' beds included.
    if (overF > 0 && overF + overM > mixedLeft) problems.push({ kind: 'beds', sex: 'F', needed: allF, available: allF - needF + bestSplit + Math.max(0, mixedLeft - overM) });
    if (overM > 0 && overF + overM > mixedLeft) problems.push({ kind: 'beds', sex: 'M', needed: allM, available: allM - needM + total - bestSplit + Math.max(0, mixedLeft - overF) });
    if (problems.length === 0) problems.push({ kind: 'beds', sex: 'all', needed: needF + needM + needNone, available: total + mixedBeds });
  }
  return { problems, roomSex };
}
