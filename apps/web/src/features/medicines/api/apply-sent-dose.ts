import type { MedicineDose, TripMedicines } from '@wycieczki/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { DoseChange } from '@/lib/outbox/outbox';
import { tripKeys } from '@/lib/query-keys';
import { noteDoseStored, sameDose } from '@/lib/trip-medicines-query';

// Small on purpose: the outbox's sync (app/use-outbox-sync.ts, loaded with every signed-in screen)
// calls it, and the medicines' screens load the rest of the feature when they open.

/**
 * Puts a dose's mark into the trip's cached medicines (issue 54). It replaces the mark with its id,
 * and at a fixed hour the dose's other mark: a dose has one, the later one (docs/decisions/017).
 */
export function writeDose(queryClient: QueryClient, tripId: string, dose: MedicineDose): void {
  queryClient.setQueryData<TripMedicines>(tripKeys.medicines(tripId), (data) => (data ? { ...data, doses: [...data.doses.filter((mark) => !sameDose(mark, dose)), dose] } : data));
}

/** The server stored a dose's mark: what it answered (another phone's later mark, maybe) replaces the guess. */
export function applySentDose(queryClient: QueryClient, change: DoseChange, answer: unknown): void {
  const stored = answer as MedicineDose;
  writeDose(queryClient, change.tripId, stored);
  // A read of the medicines that set off before now may answer without it (lib/trip-medicines-query.ts).
  noteDoseStored(stored.id);
}
