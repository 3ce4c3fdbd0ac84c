// 'Zaginięcie ucznia' (issue 28): its Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const ALARMS_MSG = {
  alarmStudentNotFound: 'Nie znaleziono ucznia na tej wycieczce',
  alarmNotFound: 'Ten alarm już zakończono albo nie istnieje',
  alarmNoteTooLong: 'Notatka może mieć najwyżej 300 znaków',
  /** Issue 47: the phone's clock set decades off. */
  alarmTimeOutOfRange: 'Czas zgłoszenia różni się o ponad dobę od obecnego. Sprawdź datę i godzinę w telefonie i zgłoś zaginięcie ponownie.',
} as const;
