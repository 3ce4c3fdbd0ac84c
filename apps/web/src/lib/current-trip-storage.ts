import { format } from 'date-fns';

// The chosen trip is remembered per user, so a reload (or another account on this device) keeps its
// own; with its end date, so it stays chosen until that date passes (issue 31), and 'Wyloguj' forgets it.

const PREFIX = 'wycieczki.currentTrip.';

function key(userId: string): string {
  return `${PREFIX}${userId}`;
}

/**
 * The trip chosen on this device, unless its time has passed (then the list's first, the trip of
 * today, takes over), and whether it was chosen by hand. A choice kept before dates were kept (an id
 * alone) counts as one by hand.
 */
export function readCurrentTrip(userId: string, today = format(new Date(), 'yyyy-MM-dd')): { id: string; byHand: boolean } | null {
  try {
    const stored = localStorage.getItem(key(userId));
    if (!stored) return null;
    const [tripId, until, how] = stored.split('|');
    if (!tripId || (until && until < today)) return null;
    return { id: tripId, byHand: until === undefined || how === 'hand' };
  } catch {
    return null;
  }
}

/**
 * Keeps the choice: one made by hand until the trip's end date, or to the end of today for a trip
 * already over (the settlement of last week's trip survives a reload today); the automatic first
 * trip to the end of today only, so tomorrow the trip of the day comes first again (issue 31).
 */
export function writeCurrentTripId(
  userId: string,
  trip: { id: string; endDate: string; byHand: boolean } | null,
  today = format(new Date(), 'yyyy-MM-dd'),
): void {
  try {
    if (!trip) return localStorage.removeItem(key(userId));
    const until = trip.byHand && trip.endDate > today ? trip.endDate : today;
    localStorage.setItem(key(userId), `${trip.id}|${until}|${trip.byHand ? 'hand' : 'auto'}`);
  } catch {
    // Storage blocked: the choice lasts for this tab only.
  }
}

/** 'Wyloguj': no account's choice stays on the device. */
export function forgetCurrentTrips(): void {
  try {
    for (let index = localStorage.length - 1; index >= 0; index -= 1) {
      const name = localStorage.key(index);
      if (name?.startsWith(PREFIX)) localStorage.removeItem(name);
    }
  } catch {
    // Nothing kept.
  }
}
