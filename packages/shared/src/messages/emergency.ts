// Numbers to dial on the karta alarmowa (issue 31): its Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const EMERGENCY_MSG = {
  extraNumberNameRequired: 'Podaj, czyj to numer (np. recepcja schroniska)',
  extraNumberNameTooLong: 'Nazwa numeru może mieć najwyżej 60 znaków',
  extraNumberPhoneInvalid: 'Podaj numer telefonu: cyfry, spacje, +, myślniki lub nawiasy (3–20 znaków)',
  tooManyExtraNumbers: 'Można dodać najwyżej 5 dodatkowych numerów',
} as const;
