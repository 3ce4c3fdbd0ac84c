import { keyed, polishDay } from './built';

// 'Przewóz' and 'Ubezpieczenie' (issue 54): their Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const TRANSPORT_MSG = {
  carrierRequired: 'Podaj przewoźnika',
  carrierTooLong: 'Nazwa przewoźnika może mieć najwyżej 200 znaków',
  nipInvalid: 'Nieprawidłowy NIP przewoźnika (10 cyfr, sprawdź sumę kontrolną)',
  registrationInvalid: 'Nieprawidłowy numer rejestracyjny (np. KR 12345)',
  registrationRepeated: 'Ten sam numer rejestracyjny podano dwa razy',
  tooManyRegistrations: 'Można podać najwyżej 5 numerów rejestracyjnych',
  seatsInvalid: 'Liczba miejsc musi być liczbą całkowitą od 1 do 200',
  driverPhoneInvalid: 'Nieprawidłowy telefon kierowcy (9-20 cyfr)',
  checkPlaceTooLong: 'Miejsce kontroli może mieć najwyżej 300 znaków',
  insurerRequired: 'Podaj ubezpieczyciela',
  insurerTooLong: 'Nazwa ubezpieczyciela może mieć najwyżej 200 znaków',
  policyNumberRequired: 'Podaj numer polisy',
  policyNumberTooLong: 'Numer polisy może mieć najwyżej 60 znaków',
  insuranceFromRequired: 'Podaj, od kiedy obowiązuje polisa',
  insuranceUntilRequired: 'Podaj, do kiedy obowiązuje polisa',
  insuranceUntilBeforeFrom: 'Polisa nie może kończyć się przed dniem, od którego obowiązuje',
  insurancePhoneInvalid: 'Nieprawidłowy telefon alarmowy ubezpieczyciela (9-20 cyfr, może zaczynać się od +)',
  noCoach: 'Wycieczka nie ma jeszcze danych przewozu („Przewóz”).',
  coachAlreadyChecked: 'Sprawdzenie OC i badania technicznego jest już zapisane.',
  coachNotChecked: 'Sprawdzenie OC i badania technicznego nie jest zapisane.',
} as const;

/** The form of a Polish noun after a number: 1 miejsce, 2 miejsca, 5 miejsc (made when asked: every screen loads MSG). */
const form = (count: number, one: string, few: string, many: string) => {
  const category = new Intl.PluralRules('pl').select(count);
  return category === 'one' ? one : category === 'few' ? few : many;
};

/** 'Wyślij do zatwierdzenia' with too few seats: 'Za mało miejsc w autokarze: 49 miejsc na 52 osoby (brakuje 3).' */
export function coachShortfallMessage(seats: number, people: number): string {
  return keyed(
    'coachShortfall',
    `Za mało miejsc w autokarze: ${seats} ${form(seats, 'miejsce', 'miejsca', 'miejsc')} na ${people} ${form(people, 'osobę', 'osoby', 'osób')} (brakuje ${people - seats}).`,
  );
}

/** A trip abroad without the insurance it needs: what is missing, in the genitive after 'Brakuje:'. */
export function abroadInsuranceMessage(country: string, missing: readonly string[]): string {
  return keyed(
    'abroadInsurance',
    `Wycieczka za granicę (${country}) wymaga ubezpieczenia NNW i kosztów leczenia na cały czas wyjazdu. Brakuje: ${missing.join(', ')}.`,
  );
}

/** 'Przewóz' with the police's check after the departure: it is done at the latest on the first day. */
export function checkDateAfterStartMessage(startDate: string): string {
  return keyed('checkDateAfterStart', `Kontrola autokaru musi odbyć się najpóźniej w dniu wyjazdu (${polishDay(startDate)}).`);
}

/** 'Przewóz' with the police's check long before the departure (issue 62): 'najwcześniej 30 dni przed wyjazdem (10.04.2027)'. */
export function checkDateTooEarlyMessage(earliest: string, days: number): string {
  return keyed('checkDateTooEarly', `Kontrola autokaru może odbyć się najwcześniej ${days} ${form(days, 'dzień', 'dni', 'dni')} przed wyjazdem (${polishDay(earliest)}).`);
}

/** 'Ubezpieczenie' starting years before the trip (issue 62): 'najwcześniej od 10.05.2024 (3 lata przed wyjazdem)'. */
export function insuranceFromTooEarlyMessage(earliest: string, years: number): string {
  return keyed('insuranceFromTooEarly', `Polisa może obowiązywać najwcześniej od ${polishDay(earliest)} (${years} ${form(years, 'rok', 'lata', 'lat')} przed wyjazdem).`);
}

/** 'Ubezpieczenie' ending years after the trip (issue 62): 'najpóźniej do 13.05.2030 (3 lata po powrocie)'. */
export function insuranceUntilTooLateMessage(latest: string, years: number): string {
  return keyed('insuranceUntilTooLate', `Polisa może obowiązywać najpóźniej do ${polishDay(latest)} (${years} ${form(years, 'rok', 'lata', 'lat')} po powrocie).`);
}

/** Several reasons at once refuse 'Wyślij do zatwierdzenia': each sentence in turn. */
export function approvalRefusedMessage(reasons: readonly string[]): string {
  return reasons.length === 1 ? reasons[0]! : keyed('approvalRefused', reasons.join(' '));
}
