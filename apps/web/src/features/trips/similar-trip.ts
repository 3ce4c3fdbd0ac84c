import type { Guardian, Room, Student, TripSummary } from '@wycieczki/shared';
import { format, parseISO, addDays } from 'date-fns';
import type { DraftRoom, DraftStudent, WizardDraft } from './wizard/wizard-draft';

/** The year in a trip's name moved on: 'Zielona szkoła 2026' → '… 2027', '2025/2026' → '2026/2027'. */
export function nextYearName(name: string): string {
  return name.replace(/\b(19|20)(\d{2})\b/g, (year) => String(Number(year) + 1));
}

/** One class up: '6a' → '7a', '3' → '4'; a class without a leading number stays as it is. */
export function classUp(className: string | null): string | null {
  if (!className) return className;
  return className.replace(/^(\d+)/, (number) => String(Number(number) + 1));
}

/**
 * The new trip's dates: a whole number of weeks later (the same weekdays), the first such that
 * starts after today: next year's trip for last year's, next week's for one a week ago.
 */
export function similarDates(startDate: string, endDate: string, today: string): { startDate: string; endDate: string } {
  const weeks = (from: string, count: number) => format(addDays(parseISO(from), count * 7), 'yyyy-MM-dd');
  let step = 52;
  while (weeks(startDate, step) <= today) step += 52;
  return { startDate: weeks(startDate, step), endDate: weeks(endDate, step) };
}

export type CopiedFrom = { tripId: string; tripName: string };

/**
 * The wizard's draft for 'Utwórz podobną' (issue 31): the name with its year moved on, the same
 * destination and length a year later, the same leader and guardians (the user is the new trip's
 * creator, so not among them), the same rooms, and the students' names and classes, one class up,
 * only when asked. Never a PESEL, a phone, health data or a consent.
 */
export function similarTripDraft(
  trip: TripSummary,
  sources: { guardians: readonly Guardian[]; rooms: readonly Room[]; students: readonly Student[] | null; myEmail: string; today: string },
): WizardDraft & { copyFrom: CopiedFrom } {
  const leader = trip.tripLeaderEmail ?? '';
  const mine = sources.myEmail.toLowerCase();
  let key = 0;
  const rooms: DraftRoom[] = sources.rooms.map((room) => ({ number: room.number, capacity: room.capacity, key: key++ }));
  const students: DraftStudent[] = (sources.students ?? []).map((student) => ({
    name: student.name,
    className: classUp(student.className),
    pesel: null,
    parentPhone: null,
    allergies: null,
    diet: null,
    medicines: null,
    // A disability is health data (RODO art. 9): never copied, like the allergies.
    disability: false,
    key: key++,
  }));
  return {
    basics: {
      name: nextYearName(trip.name),
      destination: trip.destination,
      ...similarDates(trip.startDate, trip.endDate, sources.today),
      tripLeaderEmail: leader,
      studentsPerGuardian: trip.studentsPerGuardian,
    },
    guardianEmails: sources.guardians.map((guardian) => guardian.email.toLowerCase()).filter((email) => email !== leader.toLowerCase() && email !== mine),
    students,
    rooms,
    tab: 'basics',
    copyFrom: { tripId: trip.id, tripName: trip.name },
  };
}
