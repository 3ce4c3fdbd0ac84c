import type { MedicineDose, TripMedicines } from '@wycieczki/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { storedTimes } from './outbox/stored-times';
import { tripKeys } from './query-keys';

/**
 * The same dose: a mark replaces the mark with its id and, at a fixed hour, the other mark of the
 * same medicine, day and hour (a dose has one, the later one: docs/decisions/017).
 */
export function sameDose(a: MedicineDose, b: MedicineDose): boolean {
  return a.id === b.id || (a.scheduledTime !== null && a.medicineId === b.medicineId && a.doseDay === b.doseDay && a.scheduledTime === b.scheduledTime);
}

const stored = storedTimes();

/** The server stored this tab's dose mark (its answer came). */
export function noteDoseStored(id: string): void {
  stored.note(id);
}

/**
 * The trip's medicines as read from the server, with this device's dose marks stored after the read
 * set off kept (unless the answer holds a mark of the same dose as late or later). Such a read may
 * answer without them, and the outbox no longer lays them over the screen (features/medicines/api/
 * dose-marks.ts): a dose just marked 'podano' would show as not given until the next read.
 */
export function keepDosesStoredSince(cached: TripMedicines | undefined, fresh: TripMedicines, setOff: number): TripMedicines {
  const medicines = new Set(fresh.medicines.map((medicine) => medicine.id));
  const late = (cached?.doses ?? []).filter((mine) => stored.storedSince(mine.id, setOff) && medicines.has(mine.medicineId));
  const kept = late.filter((mine) => !fresh.doses.some((theirs) => sameDose(mine, theirs) && Date.parse(theirs.markedAt) >= Date.parse(mine.markedAt)));
  if (kept.length === 0) return fresh;
  return { ...fresh, doses: [...fresh.doses.filter((theirs) => !kept.some((mine) => sameDose(mine, theirs))), ...kept] };
}

/**
 * 'Leki' (issue 54): the trip's medicines and every dose marked; read while there is a network (the
 * offline copy), so 'Leki teraz' works on the coach and in the mountains.
 */
export const medicinesQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: tripKeys.medicines(tripId),
    queryFn: async ({ client, queryKey, signal }) => {
      const setOff = Date.now();
      const fresh = await apiRequest<TripMedicines>(`/trips/${tripId}/medicines`, { auth: true, signal });
      return keepDosesStoredSince(client.getQueryData<TripMedicines>(queryKey), fresh, setOff);
    },
  });
