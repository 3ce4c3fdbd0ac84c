import { SESSION_MSG } from './session-messages';
import { keyed } from './messages/built';
import { BASE_MSG } from './messages/base';
import { PAPERWORK_MSG } from './messages/paperwork';
import { CONSENT_ARCHIVE_MSG } from './messages/consent-archive';
import { CHILDREN_MSG } from './messages/children';
import { PARENTS_MSG } from './messages/parents';
import { PAYMENTS_MSG } from './messages/payments';
import { SETTLEMENT_MSG } from './messages/settlement';
import { SCHOOLS_MSG } from './messages/schools';
import { ALARMS_MSG } from './messages/alarms';
import { GROUPS_MSG } from './messages/groups';
import { APPROVALS_MSG } from './messages/approvals';
import { EMERGENCY_MSG } from './messages/emergency';
import { INVITATIONS_MSG } from './messages/invitations';
import { EMAIL_CONFIRMATION_MSG } from './messages/email-confirmation';
import { PUSH_MSG } from './messages/push';
import { REGISTER_MSG } from './messages/register';
import { ROOMING_MSG } from './messages/rooming';
import { HANDOVERS_MSG } from './messages/handovers';
import { MEDICINES_MSG } from './messages/medicines';
import { TRANSPORT_MSG } from './messages/transport';
import { CHARACTERS_MSG } from './messages/characters';

/** Polish messages of docs/product.md §5 (word for word) and the few the server adds where the first specification was silent. */
export const MSG = {
  ...BASE_MSG,
  ...PAPERWORK_MSG,
  ...CONSENT_ARCHIVE_MSG,
  ...CHILDREN_MSG,
  ...PARENTS_MSG,
  ...PAYMENTS_MSG,
  ...SETTLEMENT_MSG,
  ...SCHOOLS_MSG,
  ...ALARMS_MSG,
  ...GROUPS_MSG,
  ...APPROVALS_MSG,
  ...EMERGENCY_MSG,
  ...INVITATIONS_MSG,
  ...EMAIL_CONFIRMATION_MSG,
  ...PUSH_MSG,
  ...REGISTER_MSG,
  ...ROOMING_MSG,
  ...HANDOVERS_MSG,
  ...MEDICINES_MSG,
  ...TRANSPORT_MSG,
  ...CHARACTERS_MSG,
  ...SESSION_MSG,
} as const;

export { builtMessageKey } from './messages/built';
export { roomingBreachMessage, type RoomingBreach } from './messages/rooming';
export { doseMaxPerDayReachedMessage } from './messages/medicines';
export { registerYearBehindMessage } from './messages/register';
export { abroadInsuranceMessage, approvalRefusedMessage, checkDateAfterStartMessage, coachShortfallMessage } from './messages/transport';
export { arrearsLine, returnsHeldMessage, returnToDebtorMessage } from './messages/settlement';

/** 'Usuń konto' of a head teacher whose school still has teachers (issue 27). */
export function accountHeadsSchoolMessage(schoolName: string): string {
  return keyed('accountHeadsSchool', `Nie można usunąć konta: jesteś dyrektorem szkoły „${schoolName}”, do której należą nauczyciele. Usuń ich najpierw ze szkoły.`);
}

/** A group over the trip's ratio (issue 28): 'Grupa: Anna Nowak może mieć najwyżej 10 uczniów (1 opiekun na 10 uczniów).' */
export function groupTooLargeMessage(guardianName: string, perGuardian: number): string {
  return keyed('groupTooLarge', `Grupa: ${guardianName} może mieć najwyżej ${perGuardian} ${perGuardian === 1 ? 'ucznia' : 'uczniów'} (1 opiekun na ${perGuardian} ${perGuardian === 1 ? 'ucznia' : 'uczniów'}).`);
}

/** 'Wyślij do zatwierdzenia' of an incomplete karta (issue 27): what is still missing. */
export function kartaIncompleteMessage(missing: readonly string[]): string {
  return keyed('kartaIncomplete', `Karta wycieczki nie jest kompletna. Brakuje: ${missing.join(', ')}.`);
}

/** An invitation opened by an account with another address (issue 30): it is for the invited address only. */
export function invitationForOtherAddressMessage(email: string): string {
  return keyed('invitationForOtherAddress', `To zaproszenie jest dla adresu ${email}. Zaloguj się na konto z tym adresem albo poproś o zaproszenie na swój adres.`);
}

/** 'Utwórz szkołę' or an invitation for someone already in a school (issue 27): one school at a time. */
export function alreadyInSchoolMessage(schoolName: string): string {
  return keyed('alreadyInSchool', `Należysz już do szkoły „${schoolName}”. Nauczyciel może należeć tylko do jednej szkoły.`);
}

/** Instalments that do not add up to the cost per student (issue 26). */
export function instalmentsSumMessage(sum: string, cost: string): string {
  return keyed('instalmentsSum', `Raty muszą sumować się do kosztu na ucznia: suma rat ${sum}, koszt ${cost}`);
}

/** A guardian's 21st reveal within an hour: when the oldest of the 20 leaves the hour, one more is allowed. */
export function revealLimitMessage(minutes: number): string {
  return keyed('revealLimit', `Możesz wyświetlić najwyżej 20 numerów telefonów rodziców na godzinę na tej wycieczce. Spróbuj ponownie za ${minutes} min.`);
}

/** 'Usuń konto' while the user created a trip that still has students. */
export function accountHasTripsMessage(tripName: string): string {
  return keyed('accountHasTrips', `Nie można usunąć konta: jesteś twórcą wycieczki „${tripName}”, która ma uczniów. Usuń najpierw uczniów albo wycieczkę.`);
}

/** An import row whose PESEL an earlier row of the same file holds: it cannot be imported. */
export function importRepeatedPeselMessage(rowNumber: number): string {
  return keyed('importRepeatedPesel', `Ten sam PESEL co w wierszu ${rowNumber}`);
}

/** An import row with the name of an earlier row, neither with a PESEL: maybe the same child. */
export function importRepeatedNameMessage(rowNumber: number): string {
  return keyed('importRepeatedName', `To samo imię i nazwisko co w wierszu ${rowNumber}`);
}

/** 'Zakończ wycieczkę' before the trip's last day (issue 31). */
export function tripCloseTooEarlyMessage(endDate: string): string {
  return keyed('tripCloseTooEarly', `Wycieczkę można zakończyć od jej ostatniego dnia (${endDate}).`);
}

/** A return larger than what the student paid and has not had back (issue 31). */
export function returnTooLargeMessage(left: string): string {
  return keyed('returnTooLarge', `Zwrot nie może przekroczyć wpłat ucznia pomniejszonych o zwroty: najwyżej ${left}`);
}

/** Returns set by hand that add up to more than the surplus (issue 31). */
export function returnsOverSurplusMessage(sum: string, surplus: string): string {
  return keyed('returnsOverSurplus', `Suma zwrotów (${sum}) przekracza nadwyżkę (${surplus})`);
}

/** A payment corrected or deleted below what was already returned to the student (issue 31). */
export function paymentBelowReturnsMessage(returned: string): string {
  return keyed('paymentBelowReturns', `Uczniowi zwrócono już ${returned}: jego wpłaty nie mogą być mniejsze. Najpierw usuń zwrot w „Rozliczeniu wycieczki”.`);
}
