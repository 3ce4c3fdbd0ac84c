// 'Ułóż pokoje' (issue 52): the rooms proposed by the rules a teacher keeps in her head. Pure and
// deterministic (a seeded search, no clock), so the browser runs it offline and the same input always
// gives the same proposal. The parts: feasibility.ts (what cannot fit, in numbers), model.ts (the
// working form and a first legal assignment), search.ts (the two-phase search and the polish).
import { checkFeasible } from './feasibility';
import { construct, type Model } from './model';
import { friendsOf, polish, score, search, SEARCH, stateOf, TRUE, WISHES } from './search';
import type { PupilOutcome, RoomingInput, RoomingPupil, RoomingResult, RoomingRoom, UnmetReason } from './types';

export type * from './types';

/** A small seeded generator (mulberry32): the same input, the same proposal. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/**
 * Proposes the rooms. Hard rules, never broken: capacity; one sex per room unless it is 'mieszany' (a
 * pupil without a sex only there); 'Nie razem' apart; pinned pupils stay; pupils only on floors with a
 * guardians' room, never in one. Then, in this order: every pupil with a wish met, mutual wishes, as
 * many wishes as possible, pupils with allergies or medicines not together. An input no assignment
 * fits gets its problems (in numbers, for the Polish message) and no proposal.
 */
export function solveRooms(input: RoomingInput, { iterations }: { iterations?: number } = {}): RoomingResult {
  const pupils = [...input.pupils].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const rooms = [...input.rooms].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const indexOf = new Map(pupils.map((p, i) => [p.id, i]));
  const roomIndex = new Map(rooms.map((r, i) => [r.id, i]));
  const { problems, roomSex } = checkFeasible(pupils, rooms, input.apart);
  if (problems.length > 0) return { ok: false, problems };

  const guardedFloors = new Set(rooms.filter((r) => r.forGuardians).map((r) => r.floor));
  const n = pupils.length;
  const model: Model = {
    n,
    roomCount: rooms.length,
    sex: pupils.map((p) => p.sex),
    wishes: pupils.map((p) => [...new Set(p.wishes)].flatMap((id) => (indexOf.has(id) && id !== p.id ? [indexOf.get(id)!] : []))),
    wishedBy: pupils.map(() => []),
    mutual: [],
    apartOf: pupils.map(() => new Set<number>()),
    care: pupils.map((p) => p.care),
    pinned: pupils.map((p) => (p.pinnedRoomId ? (roomIndex.get(p.pinnedRoomId) ?? -1) : -1)),
    capacity: rooms.map((r) => r.capacity),
    mixed: rooms.map((r) => r.mixed),
    eligible: rooms.map((r) => !r.forGuardians && guardedFloors.has(r.floor)),
    designated: rooms.map((r) => roomSex.get(r.id) ?? null),
    previous: pupils.map((p) => (input.previous?.[p.id] !== undefined ? (roomIndex.get(input.previous[p.id]!) ?? -1) : -1)),
  };
  model.wishes.forEach((list, i) => list.forEach((j) => model.wishedBy[j]!.push(i)));
  model.mutual = model.wishes.map((list, i) => list.map((j) => model.wishes[j]!.includes(i)));
  for (const [a, b] of input.apart) {
    const [i, j] = [indexOf.get(a), indexOf.get(b)];
    if (i === undefined || j === undefined || i === j) continue;
    model.apartOf[i]!.add(j);
    model.apartOf[j]!.add(i);
  }

  // The split of rooms between girls and boys first; if a previous assignment stands in its way, without it.
  const start = construct(model) ?? construct(model, false);
  if (!start) {
    const beds = rooms.filter((_, r) => model.eligible[r]).reduce((sum, room) => sum + room.capacity, 0);
    return { ok: false, problems: [input.apart.length > 0 ? { kind: 'apartUnsolvable' } : { kind: 'beds', sex: 'all', needed: n, available: beds }] };
  }
  // Phase one finds friends for as many pupils as it can (a friend worth a few wishes); phase two,
  // never giving one of them up, looks for wishes; each polished under the true order.
  const steps = iterations ?? Math.max(20_000, 1_500 * n);
  const random = seeded(hashOf(pupils.map((p) => p.id).join('|')));
  const first = polish(model, search(model, stateOf(model, start.room), steps, random, { weights: SEARCH, minFriends: 0, slack: 0, hot: 8 }));
  const minFriends = friendsOf(model, first, [...Array(n).keys()]);
  const second = polish(model, search(model, stateOf(model, first), steps, random, { weights: WISHES, minFriends, slack: 3, hot: 3 }));
  const best = score(model, stateOf(model, second), TRUE) > score(model, stateOf(model, first), TRUE) - 1e-9 ? second : first;
  return describe(model, pupils, rooms, best, input);
}

function describe(model: Model, pupils: readonly RoomingPupil[], rooms: readonly RoomingRoom[], room: Int32Array, input: RoomingInput): RoomingResult {
  const assignment: Record<string, string> = {};
  const count = new Int32Array(model.roomCount);
  for (let i = 0; i < model.n; i += 1) {
    assignment[pupils[i]!.id] = rooms[room[i]!]!.id;
    count[room[i]!]! += 1;
  }
  const ids = new Set(pupils.map((p) => p.id));
  const outcomes: PupilOutcome[] = [];
  let withWishes = 0;
  let withFriend = 0;
  let wishes = 0;
  let wishesMet = 0;
  let mutualMet = 0;
  pupils.forEach((pupil, i) => {
    const met: string[] = [];
    const unmet: PupilOutcome['unmet'] = [];
    const own = [...new Set(pupil.wishes)].filter((id) => id !== pupil.id);
    for (const id of own) {
      if (!ids.has(id)) {
        unmet.push({ pupilId: id, reason: { kind: 'notOnTrip' } });
        continue;
      }
      const j = pupils.findIndex((p) => p.id === id);
      if (room[j] === room[i]) {
        met.push(id);
        if (model.wishes[j]!.includes(i)) mutualMet += 1;
      } else unmet.push({ pupilId: id, reason: whyApart(model, room, count, rooms, i, j) });
    }
    if (own.length > 0) withWishes += 1;
    if (met.length > 0) withFriend += 1;
    wishes += own.length;
    wishesMet += met.length;
    outcomes.push({ pupilId: pupil.id, roomId: assignment[pupil.id]!, met, unmet });
  });
  const moved = input.previous ? pupils.filter((p) => input.previous![p.id] !== undefined && input.previous![p.id] !== assignment[p.id]).map((p) => p.id) : [];
  return {
    ok: true,
    assignment,
    outcomes,
    summary: { pupils: pupils.length, withFriend, withWishes, wishes, wishesMet, mutualMet: mutualMet / 2, moved },
  };
}

/** Why a wish was not met, the first reason that holds, as a teacher would say it. */
function whyApart(model: Model, room: Int32Array, count: Int32Array, rooms: readonly RoomingRoom[], i: number, j: number): UnmetReason {
  const friendRoom = room[j]!;
  if (model.apartOf[i]!.has(j)) return { kind: 'apart' };
  const sexI = model.sex[i];
  const sexJ = model.sex[j];
  if (!model.mixed[friendRoom] && (sexI !== sexJ || sexI === null)) return { kind: 'otherSex' };
  if (model.pinned[i]! >= 0) return { kind: 'pinned' };
  for (let k = 0; k < model.n; k += 1) if (room[k] === friendRoom && model.apartOf[i]!.has(k)) return { kind: 'apart' };
  if (count[friendRoom]! >= model.capacity[friendRoom]!) return { kind: 'full', room: rooms[friendRoom]!.number };
  return { kind: 'tradeOff' };
}
