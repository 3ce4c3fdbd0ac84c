// No relay: an account confirms its own address before it mails an invitation (issue 47): its Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const EMAIL_CONFIRMATION_MSG = {
  tooManyInvitationsToday: 'Wysłano dziś najwięcej zaproszeń, ile można (20 na dobę na adresy bez konta). Spróbuj ponownie jutro.',
  emailUnconfirmed: 'Zanim wyślesz pierwsze zaproszenie, potwierdź swój adres e-mail: możemy wysłać na niego link „Potwierdź adres e-mail”.',
  emailConfirmationExpired: 'Link potwierdzający wygasł albo został już użyty. Nowy wyślesz z profilu („Wyślij link potwierdzający”), jeśli adres nie jest jeszcze potwierdzony.',
  emailConfirmationLinkCut: 'W adresie brakuje kodu z wiadomości. Otwórz link z e-maila „Potwierdź adres e-mail” jeszcze raz, w całości.',
  tooManyConfirmationMails: 'Wysłano już kilka linków potwierdzających. Sprawdź folder spam albo spróbuj ponownie za godzinę.',
  resetLinkNotInSchool: 'Ten nauczyciel nie należy do Twojej szkoły.',
  mailDisabled: 'Ten serwer nie wysyła e-maili. Poproś administratora serwera o link do zmiany hasła (polecenie „npm run reset-link”).',
  notFound: 'Nie znaleziono',
  databaseUnavailable: 'Baza danych jest niedostępna',
} as const;
