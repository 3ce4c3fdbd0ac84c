// Children's data, the access log and the account's password (issue 16): its Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const CHILDREN_MSG = {
  revealReasonTooShort: 'Podaj powód (co najmniej 5 znaków)',
  revealReasonTooLong: 'Powód nie może przekraczać 200 znaków',
  noParentPhone: 'Ten uczeń nie ma zapisanego telefonu rodzica',
  accessLogCursorInvalid: 'Nieprawidłowy znacznik strony dziennika dostępu',
  accessLogFilterInvalid: 'Nieprawidłowy filtr dziennika dostępu',
  passwordRequired: 'Wpisz swoje hasło',
  passwordWrong: 'Nieprawidłowe hasło',
  passwordUnchanged: 'Nowe hasło musi różnić się od obecnego',
} as const;
