import { formatZloty } from '../money';
import { keyed } from './built';

// The expenses, the returns, the settlement and closing the trip (issue 31): its Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const SETTLEMENT_MSG = {
  expenseCategoryInvalid: 'Wybierz kategorię wydatku',
  expenseDateRequired: 'Podaj datę wydatku',
  expenseDateInFuture: 'Data wydatku nie może być z przyszłości',
  expenseDocumentTooLong: 'Numer dokumentu może mieć najwyżej 60 znaków',
  expenseNotFound: 'Nie znaleziono wydatku',
  returnDateRequired: 'Podaj datę zwrotu',
  returnDateInFuture: 'Data zwrotu nie może być z przyszłości',
  returnNotFound: 'Nie znaleziono zwrotu',
  returnStudentRequired: 'Wybierz ucznia',
  settlementSplitInvalid: 'Wybierz: po równo albo kwoty ustalone przez kierownika',
  settlementNoteTooLong: 'Uwagi mogą mieć najwyżej 1000 znaków',
  settlementTooManyAmounts: 'Za dużo kwot zwrotów',
  studentHasReturns: 'Uczeń ma zapisane zwroty: usuń je najpierw w „Rozliczeniu wycieczki”.',
  onlyCreatorOrLeaderCloses: 'Wycieczkę kończy tylko twórca lub kierownik wycieczki',
  tripClosed: 'Wycieczka jest zakończona: można zmieniać już tylko wpłaty, wydatki i rozliczenie.',
  tripAlreadyClosed: 'Wycieczka jest już zakończona',
  tripNotClosed: 'Wycieczka nie jest zakończona',
  onlyHeadApprovesSettlement: 'Rozliczenie zatwierdza dyrektor szkoły, do której należy wycieczka',
  settlementNotClosed: 'Rozliczenie można zatwierdzić po zakończeniu wycieczki',
  settlementChanged: 'Rozliczenie zmieniło się, odkąd je otwarto: przeczytaj je jeszcze raz i wtedy zatwierdź.',
} as const;

/** The form of 'uczeń' after a count (CLDR's Polish categories): '1 uczeń', '2 uczniów', '5 uczniów', '22 uczniów'. */
const studentsCounted = (count: number) => `${count} ${new Intl.PluralRules('pl').select(count) === 'one' ? 'uczeń' : 'uczniów'}`;

/**
 * What the families still owe (issue 63): 'Zaległości: 18 uczniów, 21 400,00 zł'. The count is a
 * label's, in the nominative ('1 uczeń', as 'Obecni: 1 uczeń'); 2–4 take 'uczniów' as 'dwóch
 * uczniów' does. Without the sum for a reader who does not see the payments (issue 47).
 */
export function arrearsLine(students: number, amount: number | null): string {
  return `Zaległości: ${studentsCounted(students)}${amount === null ? '' : `, ${formatZloty(amount)}`}`;
}

/** The settlement's sentences while families owe (issue 63): nothing of the surplus goes back before they pay or the trip is over. */
export const SETTLEMENT_ARREARS_TEXTS = {
  held: 'Zwrotów nie ma, dopóki ktoś zalega z wpłatą; po wycieczce nadwyżka wróci tylko do tych, którzy wpłacili całość.',
  heldAfterOverpaid: 'reszty nadwyżki nie dzieli się, dopóki ktoś zalega z wpłatą',
  heldHidden: 'Nadpłaty wracają do tych, którzy je wpłacili; nadwyżki nie dzieli się, dopóki ktoś zalega z wpłatą.',
  splitAmongPaidUp: 'zwracana po równo tym, którzy wpłacili całość',
  hiddenAmongPaidUp: 'Nadpłaty wracają do tych, którzy je wpłacili; nadwyżka, jeśli jest, wraca po równo do tych, którzy wpłacili całość.',
  nobodyPaidUp: 'wszyscy wpłacający zalegają z wpłatą, zwrotów nie ma.',
  noSurplus: 'Bez nadwyżki: zwrotów nie ma.',
} as const;

/** 'Kwoty ustalone przez kierownika' for a family that still owes (issue 63). */
export function returnToDebtorMessage(name: string, owes: number): string {
  return keyed('returnToDebtor', `${name} zalega z wpłatą ${formatZloty(owes)}: zwrot się nie należy.`);
}

/** 'Kwoty ustalone przez kierownika' while families owe and the trip is not over (issue 63). */
export function returnsHeldMessage(students: number, amount: number): string {
  return keyed('returnsHeld', `${arrearsLine(students, amount)}. Kwoty zwrotów można ustalić, gdy nikt nie zalega z wpłatą, albo po wycieczce.`);
}
