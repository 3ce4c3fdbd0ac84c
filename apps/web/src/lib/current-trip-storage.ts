import { format } from 'date-fns';

// The chosen trip is remembered per user, so a reload (or another account on this device) keeps its
// own; with its end date, so it stays chosen until that date passes (issue 31), and 'Wyloguj' forgets it.

const PREFIX = 'wycieczki.currentTrip.';

function key(userId: string): string {
  return `${PREFIX}${userId}`;
}

/** The trip chosen on this device, unless its end date has passed (then the list's first, the trip of today, takes over). */
export function readCurrentTripId(userId: string, today = format(new Date(), 'yyyy-MM-dd')): string | null {
  try {
    const stored = localStorage.getItem(key(userId));
    if (!stored) return null;
    const [tripId, endDate] = stored.split('|');
    return endDate && endDate < today ? null : (tripId ?? null);
  } catch {
    return null;
  }
}

/**
 * Keeps the choice until the trip's end date, or to the end of today for a trip already over (the
 * settlement of last week's trip survives a reload today; tomorrow the trip of the day comes first).
 */
export function writeCurrentTripId(userId: string, trip: { id: string; endDate: string } | null, today = format(new Date(), 'yyyy-MM-dd')): void {
  try {
    if (trip) localStorage.setItem(key(userId), `${trip.id}|${trip.endDate < today ? today : trip.endDate}`);
    else localStorage.removeItem(key(userId));
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
