import type { TripSummary } from '@wycieczki/shared';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { useTrips } from '@/features/trips/api/get-trips';
import { readCurrentTrip, writeCurrentTripId } from '@/lib/current-trip-storage';
import { CurrentTripContext, type CurrentTripState } from '@/lib/current-trip-context';

const NO_TRIPS: readonly TripSummary[] = [];
const TRIPS_LOAD_ERROR = 'Błąd podczas wczytywania wycieczek';

type CurrentTripProviderProps = { userId: string; enabled: boolean; children: ReactNode };

/**
 * SPEC section 4: the first trip is selected after loading (the server lists the trip of today
 * first, issue 31); when the selected one disappears the first remaining one is, or none when the
 * list is empty. The choice survives a reload (per user) until the chosen trip's end date passes.
 */
export function CurrentTripProvider({ userId, enabled, children }: CurrentTripProviderProps) {
  const tripsQuery = useTrips({ enabled });
  const [stored] = useState(() => readCurrentTrip(userId));
  const [chosenId, setChosenId] = useState(stored?.id ?? null);
  const [chosenByUser, setChosenByUser] = useState(stored?.byHand ?? false);
  const trips = tripsQuery.data ?? NO_TRIPS;
  const loaded = tripsQuery.data !== undefined;
  const currentTrip = loaded ? (trips.find((trip) => trip.id === chosenId) ?? trips[0] ?? null) : null;
  const currentId = currentTrip?.id ?? null;
  // The automatic choice becomes the choice, so a newer trip arriving later does not take its place;
  // but not while the list is being read again: the copy kept on the device may predate the chosen
  // trip (docs/decisions/017), and the server's answer is about to show it.
  if (loaded && currentId !== chosenId && !tripsQuery.isFetching) {
    setChosenId(currentId);
    setChosenByUser(false);
  }

  // Remembered per user, so a reload starts from the same trip (issue 31): one chosen by hand (in the
  // switcher, on a card, or kept from before) until its end date passes, the automatic first trip
  // for today only: tomorrow the server's order picks the trip of the day again.
  const chosenEnd = trips.find((trip) => trip.id === chosenId)?.endDate ?? null;
  useEffect(() => {
    // Not yet in the list (a copy kept on the device): the choice stays as it is stored.
    if (loaded && chosenId && chosenEnd) writeCurrentTripId(userId, { id: chosenId, endDate: chosenEnd, byHand: chosenByUser });
  }, [loaded, chosenByUser, chosenId, chosenEnd, userId]);

  useEffect(() => {
    if (tripsQuery.isError) toast.error(TRIPS_LOAD_ERROR, { id: 'trips-load-error' });
  }, [tripsQuery.isError, tripsQuery.errorUpdatedAt]);

  const selectTrip = useCallback((tripId: string) => {
    setChosenByUser(true);
    setChosenId(tripId);
  }, []);

  const value = useMemo<CurrentTripState>(() => ({ trips, currentTrip, selectTrip }), [trips, currentTrip, selectTrip]);
  return <CurrentTripContext.Provider value={value}>{children}</CurrentTripContext.Provider>;
}
