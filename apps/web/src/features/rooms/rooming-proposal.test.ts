import { roomingBreachMessage, solveRooms, type RoomingSetup, type RoomingSetupPupil } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { changePupil, EMPTY_DRAFT, toSolverInput, withDraft } from './rooming-draft';
import { appliedText, applyAssignment, describeProposal, movedPupils, movePupil, movesText, setupKey, shownReasonText, type Proposal } from './rooming-proposal';

const pupil = (id: string, name: string, sex: 'F' | 'M', wishes: string[], roomId: string | null = null): RoomingSetupPupil => ({
  id,
  name,
  className: '4b',
  sex,
  roomId,
  pinned: false,
  care: false,
  wishes,
  wishesByParent: false,
});

// Three girls who want one another, two boys who want each other, and Adam who wants Jan: 'Nie razem'.
const SETUP: RoomingSetup = withDraft(
  {
    pupils: [
      pupil('anna', 'Anna Nowak', 'F', ['ola'], 'r101'),
      pupil('ola', 'Ola Lis', 'F', ['anna'], 'r101'),
      pupil('ewa', 'Ewa Wójcik', 'F', ['anna'], 'r101'),
      pupil('jan', 'Jan Kowalski', 'M', ['piotr'], 'r102'),
      pupil('piotr', 'Piotr Zając', 'M', ['jan'], 'r102'),
      pupil('adam', 'Adam Mazur', 'M', ['jan'], 'r103'),
    ],
    rooms: [
      { id: 'g100', number: '100', capacity: 2, floor: 1, mixed: false, forGuardians: true },
      { id: 'r101', number: '101', capacity: 3, floor: 1, mixed: false, forGuardians: false },
      { id: 'r102', number: '102', capacity: 3, floor: 1, mixed: false, forGuardians: false },
      { id: 'r103', number: '103', capacity: 2, floor: 1, mixed: true, forGuardians: false },
    ],
    apart: [['adam', 'jan']],
    wishesUntil: null,
  },
  EMPTY_DRAFT,
);
const INPUT = toSolverInput(SETUP);
const NOW = { anna: 'r101', ola: 'r101', ewa: 'r101', jan: 'r102', piotr: 'r102', adam: 'r103' };

/** A proposal as if the solver had made `assignment`: Adam's wish for Jan unmet for 'Nie razem'. */
const handMade = (assignment: Record<string, string>, mode: Proposal['mode'] = 'full'): Proposal => ({
  mode,
  basis: setupKey(SETUP),
  solved: {
    assignment: NOW,
    outcomes: Object.keys(NOW).map((id) => ({ pupilId: id, roomId: NOW[id as keyof typeof NOW], met: [], unmet: id === 'adam' ? [{ pupilId: 'jan', reason: { kind: 'apart' as const } }] : [] })),
  },
  assignment,
});

describe("'Ułóż pokoje': the proposal and the moves by hand", () => {
  it("counts and explains a proposal untouched exactly as the solver does", () => {
    const result = solveRooms(INPUT);
    if (!result.ok) throw new Error('no proposal');
    const shown = describeProposal(INPUT, { mode: 'full', basis: setupKey(SETUP), solved: result, assignment: result.assignment });
    expect(shown.summary).toEqual(result.summary);
    for (const outcome of result.outcomes) expect(shown.outcomes.get(outcome.pupilId)).toEqual({ met: outcome.met, unmet: outcome.unmet });
  });

  it("refuses a move that puts a 'Nie razem' pair together, in the shared Polish sentence, and keeps the pupil where it was", () => {
    const refused = movePupil(INPUT, NOW, 'adam', 'r102');
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(roomingBreachMessage(refused.breach)).toBe('Adam Mazur i Jan Kowalski mają być „Nie razem”, a byliby w pokoju 102.');
    expect(movePupil(INPUT, NOW, 'ola', 'r102').ok).toBe(false);
    expect(movePupil(INPUT, NOW, 'anna', 'g100').ok).toBe(false);
    expect(NOW.adam).toBe('r103');
  });

  it('allows a legal move, keeps a pinned pupil, and does not blame a move for a rule broken before it', () => {
    expect(movePupil(INPUT, NOW, 'ewa', 'r103')).toEqual({ ok: true, assignment: { ...NOW, ewa: 'r103' } });
    const pinned = toSolverInput(withDraft(SETUP, changePupil(EMPTY_DRAFT, 'anna', { pinned: true })));
    const kept = movePupil(pinned, NOW, 'anna', 'r103');
    expect(kept.ok ? null : roomingBreachMessage(kept.breach)).toBe('Anna Nowak jest przypięty do pokoju 101.');
    // Anna pinned to 102 is out of her room already: moving Ewa does not make that worse.
    const stale = toSolverInput(withDraft({ ...SETUP, pupils: SETUP.pupils.map((p) => (p.id === 'anna' ? { ...p, roomId: 'r102', pinned: true } : p)) }, EMPTY_DRAFT));
    expect(movePupil(stale, NOW, 'ewa', 'r103').ok).toBe(true);
  });

  it("after a move by hand, a wish it parted is 'inna decyzja nauczyciela', the solver's reasons stay, and the summary is counted again", () => {
    const { outcomes, summary } = describeProposal(INPUT, handMade({ ...NOW, ola: 'r103' }));
    expect(outcomes.get('anna')?.unmet.map((u) => shownReasonText(u.reason))).toEqual(['inna decyzja nauczyciela']);
    expect(outcomes.get('adam')?.unmet.map((u) => shownReasonText(u.reason))).toEqual(['Nie razem']);
    expect(outcomes.get('ewa')).toEqual({ met: ['anna'], unmet: [] });
    expect(summary).toEqual({ pupils: 6, withFriend: 3, withWishes: 6, wishes: 6, wishesMet: 3, mutualMet: 1, moved: [] });
  });

  it("'Popraw przydział' names who moves, from which room to which, in surname order", () => {
    const improve = toSolverInput(SETUP, true);
    const after = { ...NOW, ola: 'r103', ewa: 'r103', adam: 'r101' };
    expect(movesText(movedPupils(improve, after))).toBe('Przenoszeni: Ola Lis (101 → 103), Adam Mazur (103 → 101), Ewa Wójcik (101 → 103)');
    expect(movesText(movedPupils(improve, NOW))).toBe('Nikt nie zmienia pokoju.');
    expect(describeProposal(improve, handMade(after, 'improve')).summary.moved).toEqual(['ola', 'adam', 'ewa']);
  });

  it('sends every pupil, one without a room as null', () => {
    const { adam: _adam, ...rest } = NOW;
    expect(applyAssignment(INPUT, rest)).toEqual({ ...rest, adam: null });
  });

  it('a proposal belongs to the setup it was made from', () => {
    expect(setupKey(withDraft(SETUP, changePupil(EMPTY_DRAFT, 'adam', { sex: 'F' })))).not.toBe(setupKey(SETUP));
    expect(setupKey({ ...SETUP, wishesUntil: '2027-05-31' })).toBe(setupKey(SETUP));
  });

  it('says what the saved assignment did, in Polish plurals', () => {
    expect(appliedText({ moved: 12, placed: 60, unplaced: 0 })).toBe('Zapisano przydział pokoi: przeniesiono 12 uczniów');
    expect(appliedText({ moved: 1, placed: 60, unplaced: 0 })).toBe('Zapisano przydział pokoi: przeniesiono 1 ucznia');
    expect(appliedText({ moved: 3, placed: 58, unplaced: 2 })).toBe('Zapisano przydział pokoi: przeniesiono 3 uczniów, bez pokoju: 2');
  });
});
