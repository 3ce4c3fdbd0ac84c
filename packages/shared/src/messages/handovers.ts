import { keyed, polishDay } from './built';

// 'Odbiór przez rodzica' and 'Zbiórka' (issue 54): their Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const HANDOVERS_MSG = {
  onlyCreatorOrLeaderHandovers: 'Odbiór dziecka przez rodzica zapisuje tylko twórca lub kierownik wycieczki',
  handoverKindInvalid: 'Wybierz, kto odbiera dziecko: rodzic albo osoba wskazana przez rodzica',
  handoverCollectorNameRequired: 'Podaj imię i nazwisko rodzica, który odbiera dziecko',
  handoverCollectorNameTooLong: 'Imię i nazwisko może mieć najwyżej 100 znaków',
  handoverPersonRequired: 'Wybierz osobę wskazaną przez rodzica',
  handoverPersonNotNamed:
    'Tej osoby rodzic nie wskazał do odbioru tego dziecka. Dziecko może odebrać rodzic albo osoba wpisana przez rodzica na stronie dla rodzica.',
  handoverPlaceRequired: 'Podaj miejsce odbioru',
  handoverPlaceTooLong: 'Miejsce odbioru może mieć najwyżej 200 znaków',
  handoverTimeInvalid: 'Podaj prawidłową datę i godzinę odbioru',
  handoverTimeInFuture: 'Godzina odbioru nie może być późniejsza niż teraz',
  handoverAlreadyOpen: 'To dziecko jest już zapisane jako odebrane. Jeśli wróciło do grupy, wybierz najpierw „Powrót do grupy”.',
  handoverNotFound: 'Nie znaleziono tego odbioru. Odśwież stronę.',
  handoverAlreadyReturned: 'To dziecko już wróciło do grupy.',
  handoverAlreadyConfirmed: 'Rodzic już potwierdził ten odbiór.',
  handoverCodeInvalid: 'Kod ma 6 cyfr. Przepisz go ze strony dla rodzica.',
  handoverCodeWrong: 'Nieprawidłowy kod. Poproś rodzica o kod widoczny teraz na stronie dla rodzica.',
  handoverCodeTooManyTries: 'Zbyt wiele błędnych kodów. Poproś rodzica o potwierdzenie odbioru na stronie dla rodzica albo spróbuj ponownie za 15 minut.',
  handoverNoneToConfirm: 'Nie ma odbioru do potwierdzenia. Odśwież stronę.',
  /** The alarm for a child a parent has taken (issue 54). */
  studentCollectedNoAlarm:
    'Ten uczeń został odebrany przez rodzica: nie można ogłosić jego zaginięcia. Jeśli wrócił do grupy, wybierz najpierw „Powrót do grupy” w „Odbiór przez rodzica”.',
  pickupPersonNameRequired: 'Podaj imię i nazwisko osoby, która może odebrać dziecko',
  pickupPersonNameTooLong: 'Imię i nazwisko może mieć najwyżej 100 znaków',
  pickupRelationTooLong: 'Kim jest dla dziecka: najwyżej 50 znaków',
  pickupDocumentTooLong: 'Dokument tożsamości: najwyżej 100 znaków',
  pickupPersonsTooMany: 'Można wskazać najwyżej 5 osób.',
  pickupPersonNotFound: 'Tej osoby nie ma już na liście. Odśwież stronę.',
  /** The list form's 'Zbiórka' ticked with no place: the form asks for one (the server makes such a list a roll call). */
  meetingPlaceRequired: 'Podaj miejsce zbiórki',
  meetingPlaceTooLong: 'Miejsce zbiórki może mieć najwyżej 200 znaków',
  meetingPointInvalid: 'Nieprawidłowy punkt na mapie',
  meetingPointWithoutPlace: 'Punkt na mapie wymaga miejsca zbiórki: wpisz, gdzie jest zbiórka',
} as const;

/** A handover timed before the trip's first day (issue 62): 1970 is a clock or a typo, and would take the child off every list since. */
export function handoverBeforeTripMessage(startDate: string): string {
  return keyed('handoverBeforeTrip', `Data odbioru nie może być wcześniejsza niż pierwszy dzień wycieczki (${polishDay(startDate)}).`);
}
