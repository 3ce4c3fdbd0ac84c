import { useCurrentTrip } from '@/lib/current-trip-context';
import TripSwitcher from './trip-switcher';

/** The top navigation's switcher bound to the current trip; nothing while there are no trips. */
export default function CurrentTripSwitcher() {
  const { trips, currentTrip, selectTrip } = useCurrentTrip();
  if (trips.length === 0) return null;
  return <TripSwitcher trips={trips} currentTripId={currentTrip?.id ?? null} onSelect={selectTrip} />;
}
