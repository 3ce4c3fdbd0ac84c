import { SESSION_MSG } from './session-messages';

/** Polish messages of docs/product.md §5 (word for word) and the few the server adds where the first specification was silent. */
export const MSG = {
  emailRequired: 'Email jest wymagany',
  emailInvalid: 'Nieprawidłowy format email',
  emailTooLong: 'Email nie może przekraczać 255 znaków',
  passwordTooShort: 'Hasło musi mieć co najmniej 8 znaków',
  passwordTooLong: 'Hasło nie może przekraczać 72 znaków',
  passwordWeak: 'Hasło musi zawierać małą literę, dużą literę i cyfrę',
  personNameRequired: 'Imię i nazwisko jest wymagane',
  personNameTooLong: 'Imię i nazwisko nie może przekraczać 100 znaków',
  firstNameRequired: 'Imię jest wymagane',
  firstNameTooLong: 'Imię nie może przekraczać 100 znaków',
  lastNameRequired: 'Nazwisko jest wymagane',
  lastNameTooLong: 'Nazwisko nie może przekraczać 100 znaków',
  schoolTooLong: 'Nazwa szkoły nie może przekraczać 200 znaków',
  phoneInvalid: 'Nieprawidłowy numer telefonu (9-20 cyfr)',
  peselInvalid: 'Nieprawidłowy numer PESEL (sprawdź sumę kontrolną)',
  peselBirthDateInvalid: 'Nieprawidłowy numer PESEL (błędna data urodzenia)',
  allergiesTooLong: 'Alergie nie mogą przekraczać 500 znaków',
  dietTooLong: 'Dieta nie może przekraczać 500 znaków',
  medicinesTooLong: 'Leki nie mogą przekraczać 500 znaków',
  roomIdInvalid: 'Nieprawidłowy identyfikator pokoju',
  tripNameRequired: 'Nazwa wycieczki jest wymagana',
  tripNameTooLong: 'Nazwa wycieczki nie może przekraczać 200 znaków',
  destinationRequired: 'Miejsce docelowe jest wymagane',
  destinationTooLong: 'Miejsce docelowe nie może przekraczać 200 znaków',
  startDateRequired: 'Data rozpoczęcia jest wymagana',
  endDateRequired: 'Data zakończenia jest wymagana',
  endBeforeStart: 'Data zakończenia musi być późniejsza niż data rozpoczęcia',
  leaderRequired: 'Musisz wskazać kierownika wycieczki',
  guardianEmailInvalid: 'Podaj prawidłowy email',
  guardianEmailEmpty: 'Wprowadź adres email',
  studentNameRequiredWizard: 'Podaj imię i nazwisko ucznia',
  roomNumberRequired: 'Numer pokoju jest wymagany',
  roomNumberTooLong: 'Numer pokoju nie może przekraczać 20 znaków',
  roomCapacityNotInteger: 'Pojemność musi być liczbą całkowitą',
  roomCapacityNotPositive: 'Pojemność musi być większa niż 0',
  roomCapacityTooLarge: 'Pojemność nie może przekraczać 20 osób',
  attendanceNameRequired: 'Podaj nazwę listy obecności',
  attendanceNameTooLong: 'Nazwa listy obecności nie może przekraczać 200 znaków',
  dateInvalid: 'Nieprawidłowa data',
  bodyNotObject: 'Nieprawidłowe dane żądania: oczekiwano obiektu JSON z polami formularza',
  timeInvalid: 'Nieprawidłowa godzina (gg:mm)',
  latitudeInvalid: 'Szerokość geograficzna musi być liczbą od -90 do 90',
  longitudeInvalid: 'Długość geograficzna musi być liczbą od -180 do 180',
  leaderIsGuardian: 'Kierownik jest już opiekunem',
  guardianAlreadyAdded: 'Ten opiekun jest już dodany',
  userNotFound: 'Nie znaleziono użytkownika o podanym adresie email',
  alreadyGuardian: 'Ten użytkownik już jest opiekunem tej wycieczki',
  roomNumberTaken: 'Pokój o tym numerze już istnieje',
  roomOverCapacity: 'Przekroczono pojemność pokoju!',
  onlyCreatorDeletesTrip: 'Tylko twórca wycieczki może ją usunąć',
  onlyCreatorManagesGuardians: 'Tylko twórca wycieczki może zarządzać opiekunami',
  onlyCreatorOrLeaderEdits: 'Tylko twórca lub kierownik wycieczki może ją edytować',
  creatorCannotBeRemoved: 'Twórcy wycieczki nie można usunąć z opiekunów',
  tripNotFound: 'Nie znaleziono wycieczki',
  tooManyGuardians: 'Można dodać najwyżej 50 opiekunów',
  tripMembersLimit: 'Wycieczka może mieć najwyżej 100 opiekunów',
  tooManyRooms: 'Można dodać najwyżej 200 pokoi',
  searchTooShort: 'Wpisz co najmniej 3 znaki',
  onlyCreatorPesel: 'Tylko twórca wycieczki może dodać PESEL',
  onlyCreatorPhone: 'Tylko twórca wycieczki może dodać telefon',
  onlyCreatorSensitive: 'Tylko twórca wycieczki ma dostęp do danych wrażliwych',
  sensitiveDataErased:
    'Dane wrażliwe tej wycieczki zostały usunięte: nie można już wpisać PESEL, telefonu rodzica, alergii, diety ani leków',
  studentNotFound: 'Nie znaleziono ucznia',
  attendanceCheckDeleted: 'Ta lista obecności została usunięta, więc nie utworzono jej ponownie',
  attendanceCheckIdTaken: 'Lista obecności o tym identyfikatorze już istnieje na innej wycieczce',
  markedAtInvalid: 'Nieprawidłowy czas oznaczenia obecności',
  duplicatePesel: 'Uczeń z tym numerem PESEL jest już na liście tej wycieczki',
  roomNotFound: 'Nie znaleziono pokoju',
  studentNotInTrip: 'Uczeń nie należy do tej wycieczki',
  importEmpty: 'Plik nie zawiera żadnych uczniów',
  importTooMany: 'Można zaimportować najwyżej 500 uczniów naraz',
  importTooLarge: 'Plik jest zbyt duży. Można zaimportować plik do 1 MB, którego arkusz po rozpakowaniu ma najwyżej 20 MB.',
  importTooSlow: 'Odczytanie pliku trwało zbyt długo. Użyj mniejszego pliku CSV lub XLSX.',
  importBusy: 'Serwer odczytuje teraz inne pliki. Spróbuj ponownie za chwilę.',
  importUnreadable: 'Nie udało się odczytać pliku. Użyj pliku CSV lub XLSX.',
  importNoNameColumn: 'Nie znaleziono kolumny z imieniem i nazwiskiem ucznia',
  importSameNameOnTrip: 'Uczeń o tym imieniu i nazwisku jest już na liście tej wycieczki',
  // The trip's paperwork (issue 15).
  tripAimTooLong: 'Cel wycieczki nie może przekraczać 1000 znaków',
  tripRouteTooLong: 'Trasa nie może przekraczać 1000 znaków',
  countryTooLong: 'Nazwa kraju nie może przekraczać 100 znaków',
  transportTooLong: 'Środek transportu nie może przekraczać 200 znaków',
  schoolAddressTooLong: 'Adres szkoły nie może przekraczać 300 znaków',
  meetingPointTooLong: 'Miejsce i godzina zbiórki nie mogą przekraczać 300 znaków',
  returnPointTooLong: 'Miejsce i godzina powrotu nie mogą przekraczać 300 znaków',
  consentClausesTooLong: 'Dodatkowe postanowienia szkoły nie mogą przekraczać 2000 znaków',
  consentStatementEmpty: 'Dodatkowa zgoda nie może być pusta',
  consentStatementTooLong: 'Dodatkowa zgoda nie może przekraczać 300 znaków',
  tooManyConsentStatements: 'Można dodać najwyżej 5 dodatkowych zgód',
  consentStatementsRepeated: 'Każda dodatkowa zgoda może wystąpić tylko raz',
  extraAnswersRequired: 'Odpowiedz na każdą z dodatkowych zgód',
  extraAnswerInvalid: 'Nieprawidłowa odpowiedź na dodatkową zgodę',
  studentsPerGuardianInvalid: 'Liczba uczniów na opiekuna musi być liczbą całkowitą od 1 do 30',
  onlyCreatorSetsRatio: 'Tylko twórca wycieczki może zmienić liczbę uczniów na opiekuna',
  eraseAfterDaysInvalid: 'Liczba dni do usunięcia danych wrażliwych musi być liczbą całkowitą od 0 do 365',
  onlyCreatorSetsErasure: 'Tylko twórca wycieczki może zmienić termin usunięcia danych wrażliwych',
  // 'Archiwum zgód' (issue 31).
  consentKeepYearsInvalid: 'Liczba lat przechowywania archiwum zgód musi być liczbą całkowitą od 0 do 20',
  onlyCreatorSetsConsentKeep: 'Tylko twórca wycieczki może zmienić okres przechowywania archiwum zgód',
  consentKeepSetBySchool: 'Okres przechowywania archiwum zgód wycieczki szkoły ustala dyrektor szkoły',
  consentArchiveNotFound: 'Nie znaleziono archiwum zgód tej wycieczki',
  classNameTooLong: 'Klasa nie może przekraczać 20 znaków',
  consentInvalid: 'Nieprawidłowy stan zgody rodzica',
  consentDateInvalid: 'Nieprawidłowa data dostarczenia zgody',
  consentStudentsEmpty: 'Zaznacz co najmniej jednego ucznia',
  programDayRequired: 'Podaj datę',
  programDayOutsideTrip: 'Data musi mieścić się w terminie wycieczki',
  programDestinationRequired: 'Podaj miejscowość docelową i powrotną',
  programDestinationTooLong: 'Miejscowość docelowa i powrotna nie może przekraczać 300 znaków',
  programTextTooLong: 'Program nie może przekraczać 2000 znaków',
  programStopsTooLong: 'Adresy noclegu, wyżywienia i przystanków nie mogą przekraczać 1000 znaków',
  programDistanceInvalid: 'Długość trasy musi być liczbą całkowitą kilometrów od 0 do 100000',
  programItemsLimit: 'Program wycieczki może mieć najwyżej 100 pozycji',
  importDisabilityInvalid: 'Niepełnosprawność: wpisz „tak” albo zostaw puste',
  documentsBusy: 'Serwer przygotowuje teraz inne dokumenty. Spróbuj ponownie za chwilę.',
  documentNotFound: 'Nie ma takiego dokumentu wycieczki',
  programItemNotFound: 'Nie znaleziono pozycji programu',
  activityCursorInvalid: 'Nieprawidłowy znacznik strony aktywności',
  // Children's data (issue 16).
  revealReasonTooShort: 'Podaj powód (co najmniej 5 znaków)',
  revealReasonTooLong: 'Powód nie może przekraczać 200 znaków',
  noParentPhone: 'Ten uczeń nie ma zapisanego telefonu rodzica',
  accessLogCursorInvalid: 'Nieprawidłowy znacznik strony dziennika dostępu',
  accessLogFilterInvalid: 'Nieprawidłowy filtr dziennika dostępu',
  passwordRequired: 'Wpisz swoje hasło',
  passwordWrong: 'Nieprawidłowe hasło',
  passwordUnchanged: 'Nowe hasło musi różnić się od obecnego',
  // Server-level answers.
  // Issue 25: the parent link, the parent page and the messages to parents.
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
  parentDataEmpty: 'Nie podano żadnych danych do zapisania',
  messageRequired: 'Wpisz treść komunikatu',
  messageTooLong: 'Komunikat może mieć najwyżej 500 znaków',
  // Issue 26: the trip's cost, the payments and the bank statement.
  amountRequired: 'Podaj kwotę',
  amountInvalid: 'Nieprawidłowa kwota (np. 850,00)',
  amountNotPositive: 'Kwota musi być większa od zera',
  amountTooLarge: 'Kwota może wynosić najwyżej 100 000,00 zł',
  costRequired: 'Podaj koszt na ucznia',
  instalmentDateRequired: 'Podaj termin raty',
  tooManyInstalments: 'Najwyżej 12 rat',
  accountInvalid: 'Nieprawidłowy numer konta (sprawdź cyfry kontrolne)',
  payeeRequired: 'Podaj odbiorcę przelewu',
  payeeTooLong: 'Nazwa odbiorcy może mieć najwyżej 100 znaków',
  paymentDateRequired: 'Podaj datę wpłaty',
  paymentDateInFuture: 'Data wpłaty nie może być z przyszłości',
  /** Issue 47: a payment, an expense or a return dated before 2000 is a typing mistake. */
  paymentDateTooEarly: 'Data wpłaty nie może być wcześniejsza niż 01.01.2000',
  expenseDateTooEarly: 'Data wydatku nie może być wcześniejsza niż 01.01.2000',
  returnDateTooEarly: 'Data zwrotu nie może być wcześniejsza niż 01.01.2000',
  statementStudentGone: 'Tego ucznia nie ma już na liście wycieczki: wybierz innego',
  paymentMethodInvalid: 'Wybierz: gotówka albo przelew',
  paymentNoteTooLong: 'Notatka może mieć najwyżej 200 znaków',
  paymentNotFound: 'Nie znaleziono wpłaty',
  paymentStudentRequired: 'Wybierz ucznia',
  tripCostMissing: 'Najpierw ustal koszt na ucznia w edycji wycieczki',
  onlyCreatorOrLeaderPayments: 'Wpłaty zapisuje tylko twórca lub kierownik wycieczki',
  onlyCreatorShowsPayments: 'Tylko twórca wycieczki decyduje, czy opiekunowie widzą kwoty wpłat',
  studentHasPayments: 'Uczeń ma zapisane wpłaty: usuń je najpierw na ekranie „Wpłaty”.',
  statementEmpty: 'Plik wyciągu jest pusty',
  statementTooLarge: 'Plik wyciągu może mieć najwyżej 1 MB',
  statementBusy: 'Ten wyciąg jest właśnie zapisywany w innym oknie. Odśwież i spróbuj ponownie.',
  statementUnreadable: 'Nie rozpoznano wyciągu: potrzebne są kolumny z datą, kwotą i tytułem przelewu',
  statementNothingChosen: 'Nie wybrano żadnego przelewu do zapisania',
  statementTooManyLines: 'Wyciąg może mieć najwyżej 2000 operacji',
  // Issue 31: the expenses, the returns, the settlement and closing the trip.
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
  // Issue 27: the school.
  schoolNameRequired: 'Podaj nazwę szkoły',
  schoolNameTooLong: 'Nazwa szkoły może mieć najwyżej 200 znaków',
  notInSchool: 'Nie należysz do żadnej szkoły',
  onlyHead: 'Tylko dyrektor szkoły może to zrobić',
  invitationExpired: 'Zaproszenie wygasło lub zostało unieważnione. Poproś dyrektora o nowe.',
  invitationNotFound: 'Nie znaleziono zaproszenia',
  headCannotLeave: 'Dyrektor nie może opuścić swojej szkoły.',
  schoolMemberNotFound: 'Nie znaleziono nauczyciela w tej szkole',
  headNotRemovable: 'Dyrektora nie można usunąć ze szkoły.',
  // Issue 28: 'Zaginięcie ucznia'.
  alarmStudentNotFound: 'Nie znaleziono ucznia na tej wycieczce',
  alarmNotFound: 'Ten alarm już zakończono albo nie istnieje',
  alarmNoteTooLong: 'Notatka może mieć najwyżej 300 znaków',
  /** Issue 47: the phone's clock set decades off. */
  alarmTimeOutOfRange: 'Czas zgłoszenia różni się o ponad dobę od obecnego. Sprawdź datę i godzinę w telefonie i zgłoś zaginięcie ponownie.',
  // Issue 28: groups.
  onlyCreatorOrLeaderGroups: 'Grupy ustala tylko twórca lub kierownik wycieczki',
  groupGuardianNotMember: 'Ten opiekun nie należy do wycieczki. Odśwież listę opiekunów.',
  groupStudentsNotFound: 'Niektórzy z wybranych uczniów nie należą już do wycieczki. Odśwież listę.',
  groupsNoStudents: 'Wycieczka nie ma jeszcze uczniów do podziału na grupy.',
  // Issue 27: the approval of the karta.
  tripNotInSchool: 'Ta wycieczka nie należy do szkoły: nie wymaga zatwierdzenia dyrektora.',
  approvalAlreadyPending: 'Wycieczka już czeka na zatwierdzenie przez dyrektora.',
  approvalAlreadyApproved: 'Wycieczka jest już zatwierdzona.',
  approvalNotPending: 'Ta wycieczka nie czeka na zatwierdzenie.',
  kartaChangedWhileReading: 'Karta wycieczki zmieniła się w trakcie czytania. Przeczytaj ją jeszcze raz.',
  returnCommentRequired: 'Napisz, co trzeba poprawić',
  returnCommentTooLong: 'Komentarz może mieć najwyżej 1000 znaków',
  invalidRequest: 'Nieprawidłowe dane żądania',
  invalidId: 'Nieprawidłowy identyfikator w adresie',
  bodyTooLarge: 'Żądanie jest zbyt duże',
  emailTaken: 'Ten email jest już zarejestrowany',
  badCredentials: 'Nieprawidłowy email lub hasło',
  tooManyAttempts: 'Zbyt wiele prób logowania. Spróbuj ponownie za kilka minut.',
  tooManyPasswordTries: 'Zbyt wiele prób podania hasła. Spróbuj ponownie za kilka minut.',
  tooManySearches: 'Zbyt wiele wyszukiwań. Spróbuj ponownie za minutę.',
  tooManySignUps: 'Zbyt wiele prób rejestracji. Spróbuj ponownie za kilka minut.',
  /** 'Nie pamiętasz hasła?' (issue 30): the same answer for every address, known or not. */
  passwordResetSent: 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zmiany hasła.',
  passwordResetExpired: 'Link wygasł lub został już użyty. Wyślij nowy.',
  noAccountForEmail: 'Nie ma konta z tym adresem e-mail.',
  tooManyPasswordResets: 'Zbyt wiele próśb o zmianę hasła. Spróbuj ponownie za kwadrans.',
  // Issue 31: numbers to dial on the karta alarmowa.
  extraNumberNameRequired: 'Podaj, czyj to numer (np. recepcja schroniska)',
  extraNumberNameTooLong: 'Nazwa numeru może mieć najwyżej 60 znaków',
  extraNumberPhoneInvalid: 'Podaj numer telefonu: cyfry, spacje, +, myślniki lub nawiasy (3–20 znaków)',
  tooManyExtraNumbers: 'Można dodać najwyżej 5 dodatkowych numerów',
  // Issue 30: invitations by e-mail.
  tripInvitationExpired: 'Zaproszenie wygasło, zostało wycofane albo już użyte. Poproś nauczyciela o nowe.',
  invitationAccountExists: 'Ten adres ma już konto. Dodaj tę osobę przyciskiem „Dodaj”.',
  invitationMailDisabled: 'Ten serwer nie wysyła e-maili. Poproś tę osobę, by założyła konto w aplikacji, a potem dodaj ją jako opiekuna.',
  schoolInvitationMailDisabled: 'Ten serwer nie wysyła e-maili. Skopiuj link zaproszenia i przekaż go nauczycielowi.',
  tooManyInvitations: 'Wysłano zbyt wiele zaproszeń. Spróbuj ponownie za godzinę.',
  // Issue 47: no relay. An account confirms its own address before it mails an invitation.
  tooManyInvitationsToday: 'Wysłano dziś najwięcej zaproszeń, ile można (20 na dobę na adresy bez konta). Spróbuj ponownie jutro.',
  emailUnconfirmed: 'Zanim wyślesz pierwsze zaproszenie, potwierdź swój adres e-mail: możemy wysłać na niego link „Potwierdź adres e-mail”.',
  emailConfirmationExpired: 'Link potwierdzający wygasł albo został już użyty. Nowy wyślesz z profilu („Wyślij link potwierdzający”), jeśli adres nie jest jeszcze potwierdzony.',
  emailConfirmationLinkCut: 'W adresie brakuje kodu z wiadomości. Otwórz link z e-maila „Potwierdź adres e-mail” jeszcze raz, w całości.',
  tooManyConfirmationMails: 'Wysłano już kilka linków potwierdzających. Sprawdź folder spam albo spróbuj ponownie za godzinę.',
  resetLinkNotInSchool: 'Ten nauczyciel nie należy do Twojej szkoły.',
  mailDisabled: 'Ten serwer nie wysyła e-maili. Poproś administratora serwera o link do zmiany hasła (polecenie „npm run reset-link”).',
  ...SESSION_MSG,
  notFound: 'Nie znaleziono',
  databaseUnavailable: 'Baza danych jest niedostępna',
} as const;

/** A guardian's 21st reveal within an hour: when the oldest of the 20 leaves the hour, one more is allowed. */
/** 'Usuń konto' of a head teacher whose school still has teachers (issue 27). */
export function accountHeadsSchoolMessage(schoolName: string): string {
  return `Nie można usunąć konta: jesteś dyrektorem szkoły „${schoolName}”, do której należą nauczyciele. Usuń ich najpierw ze szkoły.`;
}

/** A group over the trip's ratio (issue 28): 'Grupa: Anna Nowak może mieć najwyżej 10 uczniów (1 opiekun na 10 uczniów).' */
export function groupTooLargeMessage(guardianName: string, perGuardian: number): string {
  return `Grupa: ${guardianName} może mieć najwyżej ${perGuardian} ${perGuardian === 1 ? 'ucznia' : 'uczniów'} (1 opiekun na ${perGuardian} ${perGuardian === 1 ? 'ucznia' : 'uczniów'}).`;
}

/** 'Wyślij do zatwierdzenia' of an incomplete karta (issue 27): what is still missing. */
export function kartaIncompleteMessage(missing: readonly string[]): string {
  return `Karta wycieczki nie jest kompletna. Brakuje: ${missing.join(', ')}.`;
}

/** 'Utwórz szkołę' or an invitation for someone already in a school (issue 27): one school at a time. */
/** An invitation opened by an account with another address (issue 30): it is for the invited address only. */
export function invitationForOtherAddressMessage(email: string): string {
  return `To zaproszenie jest dla adresu ${email}. Zaloguj się na konto z tym adresem albo poproś o zaproszenie na swój adres.`;
}

export function alreadyInSchoolMessage(schoolName: string): string {
  return `Należysz już do szkoły „${schoolName}”. Nauczyciel może należeć tylko do jednej szkoły.`;
}

/** Instalments that do not add up to the cost per student (issue 26). */
export function instalmentsSumMessage(sum: string, cost: string): string {
  return `Raty muszą sumować się do kosztu na ucznia: suma rat ${sum}, koszt ${cost}`;
}

export function revealLimitMessage(minutes: number): string {
  return `Możesz wyświetlić najwyżej 20 numerów telefonów rodziców na godzinę na tej wycieczce. Spróbuj ponownie za ${minutes} min.`;
}

/** 'Usuń konto' while the user created a trip that still has students. */
export function accountHasTripsMessage(tripName: string): string {
  return `Nie można usunąć konta: jesteś twórcą wycieczki „${tripName}”, która ma uczniów. Usuń najpierw uczniów albo wycieczkę.`;
}

/** An import row whose PESEL an earlier row of the same file holds: it cannot be imported. */
export function importRepeatedPeselMessage(rowNumber: number): string {
  return `Ten sam PESEL co w wierszu ${rowNumber}`;
}

/** An import row with the name of an earlier row, neither with a PESEL: maybe the same child. */
export function importRepeatedNameMessage(rowNumber: number): string {
  return `To samo imię i nazwisko co w wierszu ${rowNumber}`;
}

/** 'Zakończ wycieczkę' before the trip's last day (issue 31). */
export function tripCloseTooEarlyMessage(endDate: string): string {
  return `Wycieczkę można zakończyć od jej ostatniego dnia (${endDate}).`;
}

/** A return larger than what the student paid and has not had back (issue 31). */
export function returnTooLargeMessage(left: string): string {
  return `Zwrot nie może przekroczyć wpłat ucznia pomniejszonych o zwroty: najwyżej ${left}`;
}

/** Returns set by hand that add up to more than the surplus (issue 31). */
export function returnsOverSurplusMessage(sum: string, surplus: string): string {
  return `Suma zwrotów (${sum}) przekracza nadwyżkę (${surplus})`;
}

/** A payment corrected or deleted below what was already returned to the student (issue 31). */
export function paymentBelowReturnsMessage(returned: string): string {
  return `Uczniowi zwrócono już ${returned}: jego wpłaty nie mogą być mniejsze. Najpierw usuń zwrot w „Rozliczeniu wycieczki”.`;
}
