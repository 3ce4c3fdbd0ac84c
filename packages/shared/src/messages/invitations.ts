// Invitations by e-mail (issue 30): its Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const INVITATIONS_MSG = {
  tripInvitationExpired: 'Zaproszenie wygasło, zostało wycofane albo już użyte. Poproś nauczyciela o nowe.',
  invitationAccountExists: 'Ten adres ma już konto. Dodaj tę osobę przyciskiem „Dodaj”.',
  invitationMailDisabled: 'Ten serwer nie wysyła e-maili. Poproś tę osobę, by założyła konto w aplikacji, a potem dodaj ją jako opiekuna.',
  schoolInvitationMailDisabled: 'Ten serwer nie wysyła e-maili. Skopiuj link zaproszenia i przekaż go nauczycielowi.',
  tooManyInvitations: 'Wysłano zbyt wiele zaproszeń. Spróbuj ponownie za godzinę.',
} as const;
