import { describe, expect, it } from 'vitest';
import { roomingProblemText, roomingSummaryText, unmetReasonText } from './texts';

describe("'Ułóż pokoje' in Polish (issue 52)", () => {
  it('sums up, explains and refuses in the words a teacher uses', () => {
    expect(roomingSummaryText({ pupils: 60, withFriend: 58, withWishes: 60, wishes: 180, wishesMet: 91, mutualMet: 30, moved: [] })).toBe(
      '58 z 60 uczniów z kimś ze swoich życzeń, spełnione życzenia: 91 z 180',
    );
    expect(unmetReasonText({ kind: 'full', room: '12' })).toBe('pokój 12 jest pełny');
    expect(unmetReasonText({ kind: 'apart' })).toBe('Nie razem');
    expect(unmetReasonText({ kind: 'otherSex' })).toBe('inna płeć');
    expect(roomingProblemText({ kind: 'beds', sex: 'F', needed: 7, available: 6 })).toBe('Za mało miejsc dla dziewczynek: potrzeba 7, jest 6 (brakuje 1 miejsce).');
    expect(roomingProblemText({ kind: 'beds', sex: 'M', needed: 14, available: 11 })).toBe('Za mało miejsc dla chłopców: potrzeba 14, jest 11 (brakuje 3 miejsca).');
    expect(roomingProblemText({ kind: 'beds', sex: 'M', needed: 20, available: 5 })).toContain('brakuje 15 miejsc');
    // Who has no sex given is named (audit minor 16), five at most.
    expect(roomingProblemText({ kind: 'beds', sex: null, needed: 1, available: 0, pupils: ['Igor Michalak'] })).toBe(
      'Za mało miejsc dla uczniów bez podanej płci (tylko pokoje mieszane): potrzeba 1, jest 0 (brakuje 1 miejsce). Bez podanej płci: Igor Michalak. Wpisz ją w „Ustawienia”.',
    );
    const seven = ['A A', 'B B', 'C C', 'D D', 'E E', 'F F', 'G G'];
    expect(roomingProblemText({ kind: 'beds', sex: null, needed: 7, available: 2, pupils: seven })).toContain('Bez podanej płci: A A, B B, C C, D D, E E i jeszcze 2.');
  });
});
