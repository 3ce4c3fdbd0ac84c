import { emptyState, fits, place, type Model, type State } from './model';

// The search: seeded simulated annealing over legal moves and swaps, then a lexicographic polish.

// The score's weights. TRUE is lexicographic in the order: a pupil with a friend outweighs
// every mutual wish, a mutual wish every one-way wish, a wish every spread of care; a moved pupil
// ('Popraw przydział') outweighs all of them, so pupils move only when a rule forces it. The search
// walks a smoother landscape (SEARCH: a friend worth a few wishes) and the result is then polished
// under TRUE until no single move or swap improves it.
export type Weights = { friend: number; mutual: number; wish: number; care: number; moved: number };
/** Phase two: friends are kept by a floor, mutual wishes count a little more than one-way ones. */
export const WISHES: Weights = { friend: 0, mutual: 2, wish: 1, care: 0.05, moved: 100_000_000 };
export const TRUE: Weights = { friend: 1_000_000, mutual: 1_000, wish: 1, care: 0.001, moved: 100_000_000 };
export const SEARCH: Weights = { friend: 10, mutual: 3, wish: 1, care: 0.05, moved: 100_000_000 };

export function score(model: Model, state: State, w: Weights): number {
  let total = 0;
  for (let i = 0; i < model.n; i += 1) total += pupilScore(model, state.room, i, w);
  return total + careScore(model, state, w);
}

/** One pupil's part of the score: a friend, mutual wishes (counted half from each side), wishes, not moved. */
function pupilScore(model: Model, room: Int32Array, i: number, w: Weights): number {
  const wishes = model.wishes[i]!;
  let met = 0;
  let mutual = 0;
  for (let k = 0; k < wishes.length; k += 1) {
    if (room[wishes[k]!] === room[i]) {
      met += 1;
      if (model.mutual[i]![k]) mutual += 1;
    }
  }
  const moved = model.previous[i]! >= 0 && room[i] !== model.previous[i] ? 1 : 0;
  return (met > 0 ? w.friend : 0) + mutual * (w.mutual / 2) + met * w.wish - moved * w.moved;
}

function careScore(model: Model, state: State, w: Weights): number {
  let pairs = 0;
  for (const c of state.cares) pairs += (c * (c - 1)) / 2;
  return -pairs * w.care;
}

/** The pupils whose score a change of `changed` can touch: themselves, whom they wish, who wish them. */
function touched(model: Model, changed: readonly number[]): number[] {
  const set = new Set<number>();
  for (const p of changed) {
    set.add(p);
    for (const q of model.wishes[p]!) set.add(q);
    for (const q of model.wishedBy[p]!) set.add(q);
  }
  return [...set];
}

function localScore(model: Model, room: Int32Array, pupils: readonly number[], w: Weights): number {
  let total = 0;
  for (const p of pupils) total += pupilScore(model, room, p, w);
  return total;
}

function careDelta(model: Model, state: State, moves: readonly [number, number][], w: Weights): number {
  // Pairs of care pupils in the rooms the moves touch, before and after (the counts kept per room).
  let change = 0;
  const pairs = (c: number) => (c * (c - 1)) / 2;
  for (const [p, to] of moves) {
    if (!model.care[p]) continue;
    const from = state.room[p]!;
    if (from === to) continue;
    // Another care pupil swapped the other way cancels out: only net counts matter.
    const intoFrom = moves.some(([q, r]) => q !== p && model.care[q] && r === from && state.room[q] === to) ? 1 : 0;
    if (intoFrom) continue;
    change += pairs(state.cares[from]! - 1) - pairs(state.cares[from]!) + pairs(state.cares[to]! + 1) - pairs(state.cares[to]!);
  }
  return -change * w.care;
}

/**
 * e^x for x ≤ 0 with only +, * and / (each exact to IEEE 754 in every engine), so that a proposal made
 * on a phone is the proposal made on a laptop: Math.exp may differ in its last bit between engines.
 */
export function steadyExp(x: number): number {
  if (x < -50) return 0;
  const k = Math.round(x / Math.LN2);
  const r = x - k * Math.LN2;
  let term = 1;
  let sum = 1;
  for (let i = 1; i <= 14; i += 1) {
    term = (term * r) / i;
    sum += term;
  }
  for (let i = 0; i < -k; i += 1) sum *= 0.5;
  for (let i = 0; i < k; i += 1) sum *= 2;
  return sum;
}

/**
 * Simulated annealing over legal moves and swaps only (a hard rule is never broken on the way),
 * seeded, a fixed number of steps; the best assignment seen is kept.
 */
export function friendsOf(model: Model, room: Int32Array, pupils: readonly number[]): number {
  let friends = 0;
  for (const p of pupils) if (model.wishes[p]!.some((q) => room[q] === room[p])) friends += 1;
  return friends;
}

/** ln(0.05 / hot) for the walks' starting temperatures, written out (Math.log, too, may differ by engine). */
const LN_COOLING: Record<number, number> = { 8: -5.075173815233827, 3: -4.0943445622221, 0.5: -2.302585092994046 };

type Walk = {
  weights: Weights;
  /** Kept only with at least this many pupils with a friend (phase two keeps what phase one found)… */
  minFriends: number;
  /** …while the walk itself may go this many below. */
  slack: number;
  hot: 8 | 3;
};

/**
 * Simulated annealing over legal moves and swaps only (a hard rule is never broken on the way),
 * seeded, a fixed number of steps; the best assignment seen is kept.
 */
export function search(model: Model, start: State, steps: number, random: () => number, walk: Walk): Int32Array {
  const state = start;
  const w = walk.weights;
  const movable = [...Array(model.n).keys()].filter((p) => model.pinned[p]! < 0);
  const everyone = [...Array(model.n).keys()];
  let current = score(model, state, w);
  let friends = friendsOf(model, state.room, everyone);
  let best = Int32Array.from(state.room);
  let bestScore = current;
  if (movable.length === 0 || model.roomCount < 2) return best;
  // With a previous assignment cold from the start: a move costs far more than any wish. The
  // temperature falls geometrically to 0.05 by repeated multiplication (the same in every engine).
  const previous = model.previous.some((r) => r >= 0);
  const hot = previous ? 0.5 : walk.hot;
  const cooling = steadyExp((previous ? LN_COOLING[0.5]! : LN_COOLING[walk.hot]!) / steps);
  let temperature = hot / cooling;
  const roomOccupants = () => {
    const lists: number[][] = Array.from({ length: model.roomCount }, () => []);
    for (let i = 0; i < model.n; i += 1) lists[state.room[i]!]!.push(i);
    return lists;
  };
  let occupants = roomOccupants();
  for (let step = 0; step < steps; step += 1) {
    temperature *= cooling;
    const pupil = movable[Math.floor(random() * movable.length)]!;
    const from = state.room[pupil]!;
    // Towards a wished friend's room half the time, else anywhere.
    const wishes = model.wishes[pupil]!;
    const to =
      wishes.length > 0 && random() < 0.5 ? state.room[wishes[Math.floor(random() * wishes.length)]!]! : Math.floor(random() * model.roomCount);
    if (to === from || !model.eligible[to]) continue;
    let moves: [number, number][];
    if (state.count[to]! < model.capacity[to]! && fits(model, state, pupil, to)) moves = [[pupil, to]];
    else {
      const others = occupants[to]!.filter((o) => model.pinned[o]! < 0);
      if (others.length === 0) continue;
      const other = others[Math.floor(random() * others.length)]!;
      if (!fits(model, state, pupil, to, other) || !fits(model, state, other, from, pupil)) continue;
      moves = [
        [pupil, to],
        [other, from],
      ];
    }
    const affected = touched(model, moves.map(([p]) => p));
    const before = localScore(model, state.room, affected, w);
    const friendsBefore = friendsOf(model, state.room, affected);
    const care = careDelta(model, state, moves, w);
    const saved = moves.map(([p]) => [p, state.room[p]!] as const);
    for (const [p, r] of moves) state.room[p] = r;
    const after = localScore(model, state.room, affected, w);
    const friendsAfter = friendsOf(model, state.room, affected);
    for (const [p, r] of saved) state.room[p] = r;
    // The walk may lose a friend or two on the way; only an assignment with all of them is kept.
    if (friends + friendsAfter - friendsBefore < walk.minFriends - walk.slack) continue;
    const delta = after - before + care;
    if (delta >= 0 || random() < steadyExp(delta / temperature)) {
      for (const [p, r] of moves) place(model, state, p, r);
      occupants = moves.length === 1 ? moveOccupant(occupants, pupil, from, to) : roomOccupants();
      current += delta;
      friends += friendsAfter - friendsBefore;
      if (current > bestScore + 1e-9 && friends >= walk.minFriends) {
        bestScore = current;
        best = Int32Array.from(state.room);
      }
    }
  }
  return best;
}

/** Rebuilds the counts of an assignment. */
export function stateOf(model: Model, room: Int32Array): State {
  const state = emptyState(model);
  for (let i = 0; i < model.n; i += 1) place(model, state, i, room[i]!);
  return state;
}

/**
 * Lexicographic hill climbing (TRUE weights): every single move to a free bed and every swap, in a
 * fixed order, taken when it improves; until none does (or 50 passes).
 */
export function polish(model: Model, room: Int32Array): Int32Array {
  const state = stateOf(model, room);
  const occupants = (r: number) => {
    const list: number[] = [];
    for (let i = 0; i < model.n; i += 1) if (state.room[i] === r) list.push(i);
    return list;
  };
  const gain = (moves: [number, number][]) => {
    const affected = touched(model, moves.map(([p]) => p));
    const before = localScore(model, state.room, affected, TRUE);
    const care = careDelta(model, state, moves, TRUE);
    const saved = moves.map(([p]) => [p, state.room[p]!] as const);
    for (const [p, r] of moves) state.room[p] = r;
    const after = localScore(model, state.room, affected, TRUE);
    for (const [p, r] of saved) state.room[p] = r;
    return after - before + care;
  };
  for (let pass = 0; pass < 50; pass += 1) {
    let improved = false;
    for (let pupil = 0; pupil < model.n; pupil += 1) {
      if (model.pinned[pupil]! >= 0) continue;
      for (let to = 0; to < model.roomCount; to += 1) {
        const from = state.room[pupil]!;
        if (to === from || !model.eligible[to]) continue;
        if (state.count[to]! < model.capacity[to]! && fits(model, state, pupil, to)) {
          if (gain([[pupil, to]]) > 1e-9) {
            place(model, state, pupil, to);
            improved = true;
            continue;
          }
        }
        for (const other of occupants(to)) {
          if (model.pinned[other]! >= 0 || !fits(model, state, pupil, to, other) || !fits(model, state, other, from, pupil)) continue;
          if (gain([[pupil, to], [other, from]]) > 1e-9) {
            place(model, state, pupil, to);
            place(model, state, other, from);
            improved = true;
            break;
          }
        }
      }
    }
    if (!improved) break;
  }
  return state.room;
}

function moveOccupant(occupants: number[][], pupil: number, from: number, to: number): number[][] {
  occupants[from] = occupants[from]!.filter((p) => p !== pupil);
  occupants[to]!.push(pupil);
  return occupants;
}
