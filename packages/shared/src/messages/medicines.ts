import { keyed } from './built';

// 'Leki' (issue 54): its Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const MEDICINES_MSG = {
  medicineNameRequired: 'Podaj nazwę leku',
  medicineNameTooLong: 'Nazwa leku może mieć najwyżej 100 znaków',
  medicineDoseRequired: 'Podaj dawkę leku, np. 1 tabletka albo 2 wdechy',
  medicineDoseTooLong: 'Dawka może mieć najwyżej 100 znaków',
  medicineTimeInvalid: 'Podaj godzinę podania w formacie gg:mm, np. 08:00',
  medicineTimesRequired: 'Podaj co najmniej jedną godzinę podania albo zaznacz „W razie potrzeby”',
  medicineTimesTooMany: 'Lek może mieć najwyżej 12 godzin podania dziennie',
  medicineTimesRepeated: 'Ta sama godzina podania jest wpisana dwa razy',
  medicineAsNeededWithTimes: 'Lek „w razie potrzeby” nie ma stałych godzin podania. Usuń godziny albo odznacz „W razie potrzeby”.',
  medicineMaxPerDayInvalid: 'Podaj, ile razy dziennie najwyżej można podać lek (od 1 do 24)',
  medicineGivenByInvalid: 'Wybierz, kto podaje lek: opiekun albo uczeń sam',
  medicineDatesOrder: 'Ostatni dzień podawania nie może być wcześniejszy niż pierwszy',
  medicineDatesOutsideTrip: 'Dni podawania leku muszą mieścić się w terminie wycieczki',
  medicineNotesTooLong: 'Uwagi mogą mieć najwyżej 500 znaków',
  medicineNotFound: 'Nie znaleziono leku. Mógł zostać usunięty – odśwież listę.',
  medicinesTooMany: 'Uczeń może mieć najwyżej 20 leków',
  medicineRepeated: 'Ten lek jest już wpisany na te dni. Zmień wpisany lek zamiast dodawać go drugi raz.',
  medicineHasDoses: 'Tego leku nie można usunąć: ma zapisane podania, które muszą zostać na karcie podawania leków. Jeśli nie trzeba go już podawać, ustaw ostatni dzień podawania.',
  doseStatusInvalid: 'Wybierz: podano, odmowa albo nieobecność',
  doseDayOutside: 'Tego dnia ten lek nie jest podawany',
  doseTimeUnknown: 'Lek nie ma dawki o tej godzinie. Odśwież listę leków.',
  doseSelfTaken: 'Ten lek uczeń przyjmuje sam: jego dawek się nie oznacza.',
  doseMarkedAtInvalid: 'Nieprawidłowy czas oznaczenia dawki',
  doseMarkedAtOutOfRange: 'Czas oznaczenia dawki różni się o ponad dobę od obecnego. Sprawdź datę i godzinę w telefonie i oznacz dawkę ponownie.',
  doseIdTaken: 'Ta dawka jest już zapisana przy innym leku. Odśwież listę leków.',
} as const;

/** 'W razie potrzeby' given as often as allowed today (issue 54): 'najwyżej 2 razy dziennie'. */
export function doseMaxPerDayReachedMessage(maxPerDay: number): string {
  return keyed('doseMaxPerDayReached', `Ten lek można podać najwyżej ${maxPerDay} ${maxPerDay === 1 ? 'raz' : 'razy'} dziennie, a dziś podano go już tyle razy.`);
}

/**
 * How the lists of doses and of a child's medicines word them (issue 63), on screen and printed; not
 * messages of MSG (nothing is refused with them).
 */
export const MEDICINE_TEXTS = {
  /** A dose past its time that nobody marked (the karta podawania leków). */
  doseNotMarked: 'nie oznaczono',
  /** A dose at a time before the medicine, or its hours, was written: never due, so never missed. */
  doseNotDue: 'nie dotyczy*',
  doseNotDueLegend: '* Nie dotyczy: lek wpisano (albo zmieniono jego godziny) po tej godzinie, więc tej dawki nie trzeba było podać.',
  courseFrom: 'od',
  courseUntil: 'do',
} as const;
