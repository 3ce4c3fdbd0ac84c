import { useCurrentTrip } from './current-trip-context';

/** What an empty screen of a closed trip says instead of inviting an action that would be refused. */
export const TRIP_CLOSED_TEXT = 'Wycieczka jest zakończona.';

/**
 * 'Zakończona' (issue 31): the current trip is read-only but for its money, so its screens hide (or
 * disable, with the reason) every control that creates, edits, deletes or marks; the server would
 * refuse it with `MSG.tripClosed`. The banner (components/closed-trip-banner.tsx) says why.
 */
export function useTripClosed(): boolean {
  return Boolean(useCurrentTrip().currentTrip?.closed);
}
