import { keyed } from './built';

// 'Uczniowie szkoły' (issue 51): the school's register of pupils, its import and its year.
export const REGISTER_MSG = {
  registerNoSurname: 'Brak nazwiska',
  registerNoFirstName: 'Brak imienia',
  registerNoClass: 'Brak klasy',
  registerPeselInvalid: 'PESEL ma błędną cyfrę kontrolną',
  registerPeselBirthDate: 'PESEL nie zgadza się z datą urodzenia',
  registerPeselSex: 'PESEL nie zgadza się z płcią',
  registerPeselTwice: 'Ten sam PESEL ma już inny uczeń w pliku',
  registerBirthDateInvalid: 'Nieczytelna data urodzenia (oczekiwano np. 2015-03-21 albo 21.03.2015)',
  // Issue 62: a pupil's age (pupil-age.ts), and a PESEL the register has under another name.
  registerBirthDateImplausible: 'Data urodzenia spoza wieku ucznia (uczeń ma od 2 do 80 lat)',
  registerPeselBirthDateImplausible: 'PESEL wskazuje datę urodzenia spoza wieku ucznia (uczeń ma od 2 do 80 lat)',
  registerPeselOtherPupil: 'PESEL należy do innego ucznia rejestru',
  registerNearPeselsOfDay:
    'Dziś w plikach było już zbyt wiele numerów PESEL, które nie należą do uczniów listy szkoły, choć mają datę urodzenia i płeć któregoś z nich. Sprawdź numery w e-dzienniku i spróbuj ponownie jutro.',
  registerPeselsOfOneDay:
    'Plik ma więcej niż 20 numerów PESEL tej samej daty urodzenia i płci, a tylu uczniów urodzonych jednego dnia nie ma żadna szkoła. Wybierz eksport z e-dziennika.',
  registerSexInvalid: 'Nieczytelna płeć (oczekiwano K albo M)',
  registerPhoneInvalid: 'Nieprawidłowy telefon rodzica',
  registerEmailInvalid: 'Nieprawidłowy e-mail rodzica',
  registerTooLong: 'Zbyt długa wartość w wierszu',
  registerNoColumns: 'Plik nie ma kolumn z nazwiskiem, imieniem i klasą ucznia (np. „Nazwisko”, „Imię”, „Klasa”)',
  registerNoPupils: 'W pliku nie ma żadnego ucznia do zaimportowania.',
  registerTooMany: 'Plik ma zbyt wielu uczniów: najwyżej 5000 w jednym imporcie.',
  registerTooLarge: 'Plik jest zbyt duży: najwyżej 10 MB.',
  registerNotAFile:
    'Tego pliku nie da się odczytać jako listy uczniów. Wybierz eksport z e-dziennika: SOU (XML), CSV, XLSX albo archiwum ZIP School Data Sync.',
  registerXmlUnreadable: 'Plik XML jest uszkodzony albo nie jest w formacie SOU (Standard opisu ucznia).',
  registerZipUnknown: 'Archiwum ZIP nie zawiera plików School Data Sync (np. Student.csv albo users.csv) ani arkusza XLSX.',
  registerChangedMeanwhile: 'Lista uczniów szkoły zmieniła się w międzyczasie. Wczytaj plik ponownie i sprawdź podgląd.',
  registerNotManager: 'Listę uczniów szkoły importuje dyrektor albo osoba z rolą „Sekretariat”.',
  registerPupilNotFound: 'Nie znaleziono ucznia na liście szkoły.',
  registerLastLevelInvalid: 'Podaj numer ostatniej klasy w szkole (od 1 do 13).',
  registerPupilsNotInSchool: 'Część wybranych uczniów nie należy już do listy szkoły. Odśwież listę i wybierz ponownie.',
  registerClerkOnlyTeacher: 'Rolę „Sekretariat” można nadać tylko nauczycielowi szkoły.',
} as const;

/**
 * A file whose classes are a year behind the register's (issue 63): last year's export after 'Nowy rok
 * szkolny'. Refused whole: it would move the pupils back a class and bring the graduates back.
 */
export function registerYearBehindMessage(behind: number, of: number, example: { file: string; register: string }): string {
  return keyed(
    'registerYearBehind',
    `Klasy w pliku są o rok niższe niż na liście szkoły u ${behind} z ${of} ${of === 1 ? 'ucznia' : 'uczniów'} (np. ${example.file} zamiast ${example.register}). To pewnie plik z poprzedniego roku szkolnego: pobierz aktualny plik z e-dziennika.`,
  );
}
