// 'Ułóż pokoje' (issue 52): the solver as the browser runs it, on this machine's Node: the issue's
// fixture (60 pupils, 18 rooms, 180 wishes) and a class of 120 made the same way, each solved five
// times (the first includes the JIT's warm-up), with what the proposal met.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './processes.mjs';

const { solveRooms } = await import(path.join(repoRoot, 'packages/shared/src/rooming/solver.ts'));

/** Twice the fixture: the same friendships and rooms, a second copy of every pupil and room. */
function doubled(input) {
  const suffix = (id) => `${id}b`;
  return {
    pupils: [...input.pupils, ...input.pupils.map((p) => ({ ...p, id: suffix(p.id), wishes: p.wishes.map(suffix), pinnedRoomId: p.pinnedRoomId && suffix(p.pinnedRoomId) }))],
    rooms: [...input.rooms, ...input.rooms.map((r) => ({ ...r, id: suffix(r.id), number: `${r.number}b` }))],
    apart: [...input.apart, ...input.apart.map(([a, b]) => [suffix(a), suffix(b)])],
  };
}

function measure(label, input) {
  const times = [];
  let result = null;
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    result = solveRooms(input);
    times.push(performance.now() - started);
  }
  const summary = result.ok ? result.summary : null;
  return {
    label,
    pupils: input.pupils.length,
    firstMs: Math.round(times[0]),
    medianMs: Math.round([...times].sort((a, b) => a - b)[2]),
    withFriend: summary?.withFriend ?? null,
    withWishes: summary?.withWishes ?? null,
    wishesMet: summary?.wishesMet ?? null,
    wishes: summary?.wishes ?? null,
  };
}

export function measureRooming() {
  const fixture = JSON.parse(fs.readFileSync(path.join(repoRoot, 'packages/shared/src/rooming/class-60.json'), 'utf8'));
  return [measure('class of 60 (fixture)', fixture), measure('class of 120', doubled(fixture))];
}
