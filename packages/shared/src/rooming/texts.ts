import type { RoomingProblem, RoomingSummary, UnmetReason } from './solver';

// 'Ułóż pokoje' (issue 52): what the proposal says, in Polish.

/** CLDR's Polish plural of a count: 'one' 1, 'few' 2–4 (not 12–14), 'many' the rest. */
const plural = new Intl.PluralRules('pl');
function counted(count: number, forms: { one: string; few: string; many: string }): string {
  const form = plural.select(count);
  return `${count} ${form === 'one' ? forms.one : form === 'few' ? forms.few : forms.many}`;
}
const BEDS = { one: 'miejsce', few: 'miejsca', many: 'miejsc' };

/** '58 z 60 uczniów z kimś ze swoich życzeń, spełnione życzenia: 91 z 180'. */
export function roomingSummaryText(summary: RoomingSummary): string {
  return `${summary.withFriend} z ${summary.withWishes} uczniów z kimś ze swoich życzeń, spełnione życzenia: ${summary.wishesMet} z ${summary.wishes}`;
}

/** Why one wish was not met: 'pokój 12 jest pełny', 'Nie razem', 'inna płeć'… */
export function unmetReasonText(reason: UnmetReason): string {
  switch (reason.kind) {
    case 'full':
      return `pokój ${reason.room} jest pełny`;
    case 'apart':
      return 'Nie razem';
    case 'otherSex':
      return 'inna płeć';
    case 'notOnTrip':
      return 'nie jedzie na wycieczkę';
    case 'pinned':
      return 'przypięty do innego pokoju';
    case 'notPlaced':
      return 'nie ma jeszcze pokoju';
    case 'tradeOff':
      return 'tak spełnia się więcej życzeń';
  }
}

/** Why nothing can be proposed, with the numbers a teacher can act on. */
export function roomingProblemText(problem: RoomingProblem): string {
  switch (problem.kind) {
    case 'beds': {
      const who = problem.sex === null ? 'uczniów bez podanej płci (tylko pokoje mieszane)' : { F: 'dziewczynek', M: 'chłopców', all: 'uczniów' }[problem.sex];
      const short = `Za mało miejsc dla ${who}: potrzeba ${problem.needed}, jest ${problem.available} (brakuje ${counted(problem.needed - problem.available, BEDS)}).`;
      // Who has no sex given (audit minor 16): a name a teacher can look up, five at most.
      const names = problem.pupils ?? [];
      if (problem.sex !== null || names.length === 0) return short;
      const shown = names.length > 5 ? `${names.slice(0, 5).join(', ')} i jeszcze ${names.length - 5}` : names.join(', ');
      return `${short} Bez podanej płci: ${shown}. Wpisz ją w „Ustawienia”.`;
    }
    case 'noGuardiansRoom':
      return problem.floor === null
        ? 'Żaden pokój nie jest oznaczony „dla opiekunów”. Oznacz pokój opiekunów na każdym piętrze z uczniami.'
        : `Na piętrze ${problem.floor} są uczniowie przypięci do pokoju, a nie ma pokoju „dla opiekunów”.`;
    case 'pinnedInvalid':
      return `Uczeń ${problem.pupil} jest przypięty do pokoju ${problem.room}, w którym nie może spać (pokój opiekunów, inna płeć albo brak płci w pokoju niemieszanym).`;
    case 'apartPinned':
      return `${problem.a} i ${problem.b} mają być „Nie razem”, a oboje są przypięci do pokoju ${problem.room}.`;
    case 'apartUnsolvable':
      return 'Par „Nie razem” nie da się rozdzielić w tych pokojach. Dodaj pokój albo zmień pary.';
  }
}
