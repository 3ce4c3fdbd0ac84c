/** The chosen trip is remembered per user, so a reload (or another account on this device) keeps its own. */
function key(userId: string): string {
  return `wycieczki.currentTrip.${userId}`;
}

export function readCurrentTripId(userId: string): string | null {
  try {
    return localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

export function writeCurrentTripId(userId: string, tripId: string | null): void {
  try {
    if (tripId) localStorage.setItem(key(userId), tripId);
    else localStorage.removeItem(key(userId));
  } catch {
    // Storage blocked: the choice lasts for this tab only.
  }
}
