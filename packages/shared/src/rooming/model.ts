import type { RoomingSex } from './types';

// The solver's working form: pupils and rooms by index, the assignment in typed arrays.

export type Model = {
  n: number;
  roomCount: number;
  sex: (RoomingSex | null)[];
  wishes: number[][];
  /** wishedBy[j]: pupils who wish j. */
  wishedBy: number[][];
  mutual: boolean[][];
  apartOf: Set<number>[];
  care: boolean[];
  pinned: number[];
  capacity: number[];
  mixed: boolean[];
  eligible: boolean[];
  /** The sex the feasible split gave an empty single-sex room: the first assignment keeps to it. */
  designated: (RoomingSex | null)[];
  previous: number[];
};

/** The assignment and what each room holds: pupils, girls, boys, pupils without a sex, pupils with care. */
export type State = { room: Int32Array; count: Int32Array; girls: Int32Array; boys: Int32Array; nones: Int32Array; cares: Int32Array };

export function emptyState(model: Model): State {
  const rooms = model.roomCount;
  return { room: new Int32Array(model.n).fill(-1), count: new Int32Array(rooms), girls: new Int32Array(rooms), boys: new Int32Array(rooms), nones: new Int32Array(rooms), cares: new Int32Array(rooms) };
}

export function fits(model: Model, state: State, pupil: number, room: number, leaving = -1): boolean {
  if (!model.eligible[room]) return false;
  const sex = model.sex[pupil];
  if (!model.mixed[room]) {
    if (sex === null) return false;
    const leavingSex = leaving >= 0 ? model.sex[leaving] : undefined;
    const girls = state.girls[room]! - (leavingSex === 'F' ? 1 : 0);
    const boys = state.boys[room]! - (leavingSex === 'M' ? 1 : 0);
    if ((sex === 'F' && boys > 0) || (sex === 'M' && girls > 0)) return false;
  }
  for (const other of model.apartOf[pupil]!) if (other !== leaving && state.room[other] === room) return false;
  return true;
}

export function place(model: Model, state: State, pupil: number, room: number): void {
  const old = state.room[pupil]!;
  if (old >= 0) {
    state.count[old]! -= 1;
    if (model.sex[pupil] === 'F') state.girls[old]! -= 1;
    else if (model.sex[pupil] === 'M') state.boys[old]! -= 1;
    else state.nones[old]! -= 1;
    if (model.care[pupil]) state.cares[old]! -= 1;
  }
  state.room[pupil] = room;
  state.count[room]! += 1;
  if (model.sex[pupil] === 'F') state.girls[room]! += 1;
  else if (model.sex[pupil] === 'M') state.boys[room]! += 1;
  else state.nones[room]! += 1;
  if (model.care[pupil]) state.cares[room]! += 1;
}

/**
 * A first legal assignment: the pinned, then the previous rooms kept where still legal, then friends'
 * groups (mutual wishes first) into the rooms with the most beds of their sex, the rest one by one.
 * Pupils that do not fit are placed by moving others (a few tries), else null.
 */
export function construct(model: Model, useSplit = true): State | null {
  const { n, roomCount } = model;
  const state = emptyState(model);
  for (let i = 0; i < n; i += 1) if (model.pinned[i]! >= 0) place(model, state, i, model.pinned[i]!);
  for (let i = 0; i < n; i += 1) {
    const room = model.previous[i]!;
    if (state.room[i]! < 0 && room >= 0 && state.count[room]! < model.capacity[room]! && fits(model, state, i, room)) place(model, state, i, room);
  }
  // Rooms for the rest: the single-sex rooms split as the feasibility check found possible, by
  // filling the largest first with the sex that needs more beds.
  const order: number[] = [];
  const seen = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    if (seen[i] || state.room[i]! >= 0) continue;
    const stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const p = stack.pop()!;
      order.push(p);
      for (const q of [...model.wishes[p]!, ...model.wishedBy[p]!]) {
        if (!seen[q] && state.room[q]! < 0 && model.sex[q] === model.sex[p]) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
  }
  // Pupils without a sex first (only mixed rooms take them), then the sex with fewer beds to spare.
  order.sort((a, b) => (model.sex[a] === null ? 0 : 1) - (model.sex[b] === null ? 0 : 1));
  const roomsBySize = [...Array(roomCount).keys()].sort((a, b) => model.capacity[b]! - model.capacity[a]! || a - b);
  const unplaced: number[] = [];
  for (const pupil of order) {
    let best = -1;
    let bestScore = -1;
    for (const room of roomsBySize) {
      if (state.count[room]! >= model.capacity[room]! || !fits(model, state, pupil, room)) continue;
      // The split that fits everyone: an empty girls' room takes girls, a boys' room boys (unless told not to).
      const designated = useSplit ? model.designated[room] : null;
      if (designated && state.count[room] === 0 && designated !== model.sex[pupil]) continue;
      let friends = 0;
      for (const q of model.wishes[pupil]!) if (state.room[q] === room) friends += 2;
      for (const q of model.wishedBy[pupil]!) if (state.room[q] === room) friends += 1;
      // A started room of the same sex before an empty one: the empty stays free for the other sex.
      const started = state.count[room]! > 0 ? 1 : 0;
      const score = friends * 100 + started * 10 + (model.mixed[room] ? 0 : 1);
      if (score > bestScore) {
        bestScore = score;
        best = room;
      }
    }
    if (best >= 0) place(model, state, pupil, best);
    else unplaced.push(pupil);
  }
  for (const pupil of unplaced) if (!makeRoomFor(model, state, pupil)) return null;
  return state;
}

/** Places a pupil who found no bed by moving one or two others (pinned never), or says it cannot. */
function makeRoomFor(model: Model, state: State, pupil: number): boolean {
  for (let room = 0; room < model.roomCount; room += 1) {
    if (!model.eligible[room]) continue;
    for (let other = 0; other < model.n; other += 1) {
      if (state.room[other] !== room || model.pinned[other]! >= 0) continue;
      if (!fits(model, state, pupil, room, other)) continue;
      for (let target = 0; target < model.roomCount; target += 1) {
        if (target === room || state.count[target]! >= model.capacity[target]! || !fits(model, state, other, target)) continue;
        place(model, state, other, target);
        if (state.count[room]! < model.capacity[room]! && fits(model, state, pupil, room)) {
          place(model, state, pupil, room);
          return true;
        }
        place(model, state, other, room);
      }
    }
  }
  // Empty a whole single-sex room of the other sex into that sex's free beds, then try again.
  for (let room = 0; room < model.roomCount; room += 1) {
    if (!model.eligible[room] || model.mixed[room] || state.count[room]! === 0 || state.count[room]! > 3) continue;
    const inside = [...Array(model.n).keys()].filter((p) => state.room[p] === room);
    if (inside.some((p) => model.pinned[p]! >= 0)) continue;
    const moves: [number, number][] = [];
    for (const p of inside) {
      const target = [...Array(model.roomCount).keys()].find((t) => t !== room && state.count[t]! < model.capacity[t]! && fits(model, state, p, t));
      if (target === undefined) break;
      place(model, state, p, target);
      moves.push([p, room]);
    }
    if (moves.length === inside.length && fits(model, state, pupil, room)) {
      place(model, state, pupil, room);
      return true;
    }
    for (const [p, back] of moves.reverse()) place(model, state, p, back);
  }
  return false;
}
