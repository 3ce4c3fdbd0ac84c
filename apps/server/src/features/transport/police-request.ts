import { formatNip, isAbroad, type CoachCheckFact, type CoachCheckRequest, type TripCoach } from '@wycieczki/shared';
import type { TripPaperwork } from '../../paperwork/paperwork.repo';

/** What the request says in place of a fact the trip does not give yet: never a blank the police would read as nothing. */
export const MISSING_FACT = '[brak – uzupełnij]';

/** 2027-05-10 → 10.05.2027. */
function day(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

/** A fact the police need, or one they may be told (the driver's phone): absent when not given, never missing. */
type Fact = CoachCheckFact & { required: boolean };

const required = (label: string, value: string | null | undefined): Fact => ({ label, value: value?.trim() ? value.trim() : null, required: true });

/** Where and when the check is: the coach's own, else the trip's first day, its first departure that day, its meeting point. */
export function checkWhen(trip: Pick<TripPaperwork, 'startDate' | 'meetingPoint' | 'program'>, coach: TripCoach): { date: string; time: string | null; place: string | null } {
  const date = coach.checkDate ?? trip.startDate;
  const departure = trip.program.find((item) => item.day === date && item.departureTime !== null)?.departureTime ?? null;
  return { date, time: coach.checkTime ?? departure, place: coach.checkPlace ?? trip.meetingPoint };
}

/**
 * 'Wniosek o kontrolę autokaru' (issue 54), filled from the trip: what the police ask for a school
 * coach's check (the organiser, the carrier, a contact phone, the date, time and place, the
 * registration numbers) and what helps them (where to, how many passengers, the driver's phone). A
 * fact the trip does not give yet is named in `missing` and written as MISSING_FACT.
 */
export function policeRequest(trip: TripPaperwork, coach: TripCoach): CoachCheckRequest {
  const when = checkWhen(trip, coach);
  const guardians = trip.guardians.length + (trip.leader ? 1 : 0);
  const pupils = trip.students.length;
  const facts: Fact[] = [
    required('Organizator (szkoła)', trip.schoolName),
    required('Adres organizatora', trip.schoolAddress),
    required('Osoba do kontaktu', trip.leader ? `${trip.leader.fullName || trip.leader.email}, kierownik wycieczki` : null),
    required('Telefon kontaktowy', trip.leader?.phone),
    required('Przewoźnik', coach.carrier),
    required('NIP przewoźnika', coach.nip && formatNip(coach.nip)),
    required('Numery rejestracyjne', coach.registrations.join(', ')),
    required('Data kontroli', day(when.date)),
    required('Godzina kontroli', when.time),
    required('Miejsce kontroli', when.place),
    required('Cel wyjazdu', isAbroad(trip.country) ? `${trip.destination} (${trip.country!.trim()})` : trip.destination),
    required('Termin wycieczki', `${day(trip.startDate)} – ${day(trip.endDate)}`),
    required('Liczba pasażerów', `${pupils + guardians} (uczniowie: ${pupils}, opiekunowie: ${guardians})`),
    ...(coach.driverPhone ? [{ label: 'Telefon kierowcy', value: coach.driverPhone, required: false }] : []),
  ];
  const missing = facts.filter((fact) => fact.required && fact.value === null).map((fact) => fact.label);
  const subject = `Wniosek o kontrolę autokaru – wycieczka szkolna ${day(when.date)}`;
  const signature = [trip.leader?.fullName || null, 'kierownik wycieczki', trip.schoolName].filter((line): line is string => Boolean(line?.trim()));
  const text = [
    'Dzień dobry,',
    `uprzejmie proszę o przeprowadzenie kontroli autokaru (stanu technicznego pojazdu, dokumentów i trzeźwości kierowcy) przed wyjazdem uczniów na wycieczkę szkolną „${trip.name}”.`,
    facts.map((fact) => `${fact.label}: ${fact.value ?? MISSING_FACT}`).join('\n'),
    'Proszę o potwierdzenie terminu kontroli pod podanym numerem telefonu albo w odpowiedzi na tę wiadomość.',
    ['Z poważaniem', ...signature].join('\n'),
  ].join('\n\n');
  return { facts: facts.map(({ label, value }) => ({ label, value })), missing, subject, text };
}
