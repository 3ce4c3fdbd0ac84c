import {
  dosesAround,
  hasMarkedDoses,
  isDoseDue,
  isMedicineDay,
  warsawDay,
  warsawTime,
  type MedicineDose,
  type StudentMedicine,
  type TimedDose,
} from '@wycieczki/shared';
import { useEffect, useMemo, useState } from 'react';
import { useStudents } from '@/lib/trip-students-query';
import { useAuth } from '@/lib/use-session';
import { useShownDoses } from './api/dose-marks';
import { useTripMedicines } from './api/medicines';

/** '/attendance?leki=1' opens 'Leki teraz' on the roll call (the overdue banner's button leads there). */
export const DOSES_NOW_PARAM = 'leki';

/** The time, again every `everyMs`: a dose turns overdue on screen at 20:31 with no tap and no network. */
export function useNow(everyMs = 20_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** A dose later today, shown without buttons under 'Później dziś'. */
export type LaterDose = { medicine: StudentMedicine; time: string };

export type DosesNow = {
  /** Whether the trip has a medicine a guardian gives: without one there is nothing to show. */
  any: boolean;
  today: string;
  /** 'Leki teraz': from 12 hours ago to an hour ahead, each with its mark or overdue. */
  doses: TimedDose[];
  later: LaterDose[];
  /** Medicines 'w razie potrzeby' a guardian gives today. */
  asNeeded: StudentMedicine[];
  /** Each medicine's 'Uwagi', by its id. */
  notes: ReadonlyMap<string, string | null>;
  marks: MedicineDose[];
  /** The marks not sent yet (no network): said beside them. */
  unsent: ReadonlySet<string>;
};

/**
 * 'Leki teraz' worked out on the phone from the trip's medicines and marks (the ones in the outbox
 * too) by the shared dose schedule, as the server's overdue push counts them (issue 54).
 */
export function useDosesNow(tripId: string, trip: { startDate: string; endDate: string }, options: { enabled?: boolean } = {}): DosesNow & { loaded: boolean } {
  const query = useTripMedicines(tripId, options);
  const students = useStudents(tripId).data;
  const { user } = useAuth();
  const shown = useShownDoses(tripId, query.data, user?.fullName ?? '');
  const now = useNow();
  return useMemo(() => {
    const medicines = (query.data?.medicines ?? []).filter((medicine) => medicine.givenBy === 'guardian');
    const groups = new Map((students ?? []).map((student) => [student.id, student.groupGuardianId]));
    const today = warsawDay(now);
    const doses = dosesAround({ trip, medicines, marks: shown.doses, groupOf: (studentId) => groups.get(studentId) ?? null, now });
    const until = now.getTime() + 60 * 60_000;
    const later = medicines
      .filter((medicine) => hasMarkedDoses(medicine))
      // Due by the one rule of the server's overdue push too (a day of the medicine, not before it was written).
      .flatMap((medicine) => medicine.times.filter((time) => isDoseDue(medicine, trip, today, time) && warsawTime(today, time).getTime() > until).map((time) => ({ medicine, time })))
      .sort((a, b) => a.time.localeCompare(b.time));
    const asNeeded = medicines.filter((medicine) => medicine.asNeeded && isMedicineDay(medicine, trip, today));
    // 'Uwagi' of each medicine ('przy duszności 2 wdechy, potem EpiPen'): what the guardian reads before giving it.
    const notes = new Map(medicines.map((medicine) => [medicine.id, medicine.notes]));
    return { loaded: query.data !== undefined, any: medicines.length > 0, today, doses, later, asNeeded, notes, marks: shown.doses, unsent: shown.unsent };
  }, [query.data, students, shown, now, trip]);
}
