// 'Uczniowie szkoły' (issue 51): what the import of the school's register says of a row it refuses.
export const REGISTER_MSG = {
  registerNoSurname: 'Brak nazwiska',
  registerNoFirstName: 'Brak imienia',
  registerNoClass: 'Brak klasy',
  registerPeselInvalid: 'PESEL ma błędną cyfrę kontrolną',
  registerPeselBirthDate: 'PESEL nie zgadza się z datą urodzenia',
  registerPeselSex: 'PESEL nie zgadza się z płcią',
  registerBirthDateInvalid: 'Nieczytelna data urodzenia (oczekiwano np. 2015-03-21 albo 21.03.2015)',
  registerSexInvalid: 'Nieczytelna płeć (oczekiwano K albo M)',
  registerNoColumns: 'Plik nie ma kolumn z nazwiskiem, imieniem i klasą ucznia (np. „Nazwisko”, „Imię”, „Klasa”)',
} as const;
