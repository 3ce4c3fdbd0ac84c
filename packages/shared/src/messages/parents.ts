// The parent link, the parent page and the messages to parents (issue 25): its Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const PARENTS_MSG = {
  parentLinkExpired: 'Link wygasł lub został unieważniony. Poproś wychowawcę o nowy.',
  parentLinkErased: 'Dane wrażliwe tej wycieczki usunięto: linki dla rodziców już nie działają.',
  parentMessagesErased: 'Dane wrażliwe tej wycieczki usunięto: komunikaty dla rodziców nie są już wysyłane.',
  onlyCreatorOrLeaderParentLinks: 'Linki dla rodziców tworzy i unieważnia tylko twórca lub kierownik wycieczki',
  tooManyParentRequests: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
  parentNameRequired: 'Podaj imię i nazwisko rodzica lub opiekuna prawnego',
  parentNameTooLong: 'Imię i nazwisko może mieć najwyżej 100 znaków',
  consentAnswerInvalid: 'Wybierz: Wyrażam zgodę albo Nie wyrażam zgody',
  medicalAnswerRequired: 'Odpowiedz też na zgodę na pomoc medyczną w nagłym wypadku',
  medicalConsentInvalid: 'Nieprawidłowy stan zgody na pomoc medyczną',
  consentClosed: 'Wycieczka już się rozpoczęła: odpowiedzi na zgodę nie można już zmienić.',
  /** Issue 53: the consent's text changed while the parent read it (the teacher edited the trip). */
  consentTextChanged: 'Treść zgody zmieniła się. Przeczytaj ją ponownie i odpowiedz jeszcze raz.',
  /** Issue 62: an answer that does not say which text was read (the page always sends it; an old page or a hand-made request does not). */
  consentFingerprintMissing: 'Nie wiadomo, którą treść zgody przeczytano. Odśwież stronę i odpowiedz jeszcze raz.',
  parentDataEmpty: 'Nie podano żadnych danych do zapisania',
  messageRequired: 'Wpisz treść komunikatu',
  messageTooLong: 'Komunikat może mieć najwyżej 500 znaków',
} as const;
