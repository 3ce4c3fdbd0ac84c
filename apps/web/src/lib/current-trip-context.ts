import type { TripSummary } from '@wycieczki/shared';
import { createContext, useContext } from 'react';

export type CurrentTripState = {
  /** The user's trips, newest first; empty while loading. */
  trips: readonly TripSummary[];
  /** The selected trip; null while the trips load and when there are none. */
  currentTrip: TripSummary | null;
  selectTrip: (tripId: string) => void;
};

export const CurrentTripContext = createContext<CurrentTripState | null>(null);

/** The trip the screens work on. Shared by the top navigation and every signed-in screen. */
export function useCurrentTrip(): CurrentTripState {
  const state = useContext(CurrentTripContext);
  if (!state) throw new Error('useCurrentTrip must be used within CurrentTripProvider');
  return state;
}
