import {
  newRoomingBreaches,
  sortBySurname,
  unmetReasonText,
  type PupilOutcome,
  type RoomingApplyResult,
  type RoomingBreach,
  type RoomingInput,
  type RoomingSetup,
  type RoomingSummary,
  type UnmetReason,
} from '@wycieczki/shared';
import { toSolverInput } from './rooming-draft';

// 'Ułóż pokoje' (issue 52): the proposal as the solver made it and as the teacher moves pupils by
// hand. No solver here: this module is pure bookkeeping over an assignment.

/** 'Ułóż pokoje' from scratch, or 'Popraw przydział' from the rooms the pupils are in. */
export type ProposalMode = 'full' | 'improve';

export type Proposal = {
  mode: ProposalMode;
  /** The setup it was made from (`setupKey`): a proposal of another setup is not applied. */
  basis: string;
  /** The solver's assignment and explanations, kept for the reasons of wishes it left unmet. */
  solved: { assignment: Readonly<Record<string, string>>; outcomes: readonly PupilOutcome[] };
  /** The solver's assignment with the hand moves made since. */
  assignment: Readonly<Record<string, string>>;
};

/** A wish unmet by a hand move rather than by the solver. */
export type ShownReason = UnmetReason | { kind: 'teacher' };

export type ShownOutcome = { met: string[]; unmet: { pupilId: string; reason: ShownReason }[] };

/** What a proposal depends on: the solver's input, the rooms the pupils are in now with it. */
export const setupKey = (setup: RoomingSetup): string => JSON.stringify(toSolverInput(setup, true));

export function shownReasonText(reason: ShownReason): string {
  return reason.kind === 'teacher' ? 'inna decyzja nauczyciela' : unmetReasonText(reason);
}

export type MoveResult = { ok: true; assignment: Record<string, string> } | { ok: false; breach: RoomingBreach };

/**
 * 'Przenieś': the pupil goes to the room unless that breaks a hard rule the assignment keeps now (a
 * rule already broken, by a stale pin say, is not the move's fault). The first new breach is told.
 */
export function movePupil(input: RoomingInput, assignment: Readonly<Record<string, string>>, pupilId: string, roomId: string): MoveResult {
  const next = { ...assignment, [pupilId]: roomId };
  const [breach] = newRoomingBreaches(input, assignment, next);
  return breach ? { ok: false, breach } : { ok: true, assignment: next };
}

/**
 * Each pupil's met and unmet wishes in `proposal.assignment`, and the summary, counted as the solver
 * counts them (the same numbers while nothing was moved). An unmet wish keeps the solver's reason if
 * the solver left it unmet too; one a hand move parted is 'inna decyzja nauczyciela'.
 */
export function describeProposal(input: RoomingInput, proposal: Proposal): { outcomes: Map<string, ShownOutcome>; summary: RoomingSummary } {
  const { assignment } = proposal;
  const onTrip = new Set(input.pupils.map((pupil) => pupil.id));
  const wishesOf = new Map(input.pupils.map((pupil) => [pupil.id, [...new Set(pupil.wishes)].filter((id) => id !== pupil.id)]));
  const solverUnmet = new Map(proposal.solved.outcomes.map((outcome) => [outcome.pupilId, new Map(outcome.unmet.map((u) => [u.pupilId, u.reason]))]));
  const outcomes = new Map<string, ShownOutcome>();
  const summary: RoomingSummary = { pupils: input.pupils.length, withFriend: 0, withWishes: 0, wishes: 0, wishesMet: 0, mutualMet: 0, moved: [] };
  let mutual = 0;
  for (const pupil of input.pupils) {
    const own = wishesOf.get(pupil.id) ?? [];
    const room = assignment[pupil.id];
    const shown: ShownOutcome = { met: [], unmet: [] };
    for (const id of own) {
      if (!onTrip.has(id)) shown.unmet.push({ pupilId: id, reason: { kind: 'notOnTrip' } });
      else if (room !== undefined && assignment[id] === room) {
        shown.met.push(id);
        if (wishesOf.get(id)?.includes(pupil.id)) mutual += 1;
      } else shown.unmet.push({ pupilId: id, reason: solverUnmet.get(pupil.id)?.get(id) ?? { kind: 'teacher' } });
    }
    if (own.length > 0) summary.withWishes += 1;
    if (shown.met.length > 0) summary.withFriend += 1;
    summary.wishes += own.length;
    summary.wishesMet += shown.met.length;
    outcomes.set(pupil.id, shown);
  }
  summary.mutualMet = mutual / 2;
  if (proposal.mode === 'improve') summary.moved = movedPupils(input, assignment).map((move) => move.pupilId);
  return { outcomes, summary };
}

export type PupilMove = { pupilId: string; name: string; from: string; to: string };

/** Offline, a save would wait unseen: the screen says so instead. */
export const OFFLINE_SAVE = 'Brak połączenia z internetem: zapisz, gdy wróci. Propozycję można układać także bez internetu.';

/** 'Popraw przydział': who changes rooms (from `input.previous`), in surname order, with the rooms' numbers. */
export function movedPupils(input: RoomingInput, assignment: Readonly<Record<string, string>>): PupilMove[] {
  const numbers = new Map(input.rooms.map((room) => [room.id, room.number]));
  const moves: PupilMove[] = [];
  for (const pupil of input.pupils) {
    if (!input.previous) continue;
    const from = input.previous[pupil.id];
    const to = assignment[pupil.id];
    if (to === undefined || from === to) continue;
    // A pupil new to the rooms (no room before): 'nowy → 12'.
    moves.push({ pupilId: pupil.id, name: pupil.name, from: from === undefined ? 'nowy' : (numbers.get(from) ?? '?'), to: numbers.get(to) ?? '?' });
  }
  return sortBySurname(moves, (move) => move.name);
}

/** 'Przenoszeni: Jan Nowak (101 → 102), Ola Lis (103 → 101)'. */
export function movesText(moves: readonly PupilMove[]): string {
  return moves.length === 0 ? 'Nikt nie zmienia pokoju.' : `Przenoszeni: ${moves.map((move) => `${move.name} (${move.from} → ${move.to})`).join(', ')}`;
}

/** 'Zatwierdź przydział': every pupil on the trip, null for one the proposal has no room for. */
export function applyAssignment(input: RoomingInput, assignment: Readonly<Record<string, string>>): Record<string, string | null> {
  return Object.fromEntries(input.pupils.map((pupil) => [pupil.id, assignment[pupil.id] ?? null]));
}

/**
 * The success toast: 'Zapisano przydział pokoi: przeniesiono 12 uczniów', and how many are left
 * without a room when any are (`placed` counts every pupil with a room, moved or not).
 */
export function appliedText({ moved, unplaced }: RoomingApplyResult): string {
  const text = `Zapisano przydział pokoi: przeniesiono ${moved} ${moved === 1 ? 'ucznia' : 'uczniów'}`;
  return unplaced > 0 ? `${text}, bez pokoju: ${unplaced}` : text;
}
