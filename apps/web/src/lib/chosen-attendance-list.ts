const storageKey = (tripId: string) => `wycieczki.attendance.${tripId}`;

/** The attendance list chosen on a trip, kept for the tab's session (a reload shows the same list). */
export function readChosenCheckId(tripId: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(tripId));
  } catch {
    return null;
  }
}

/** Chooses the list the attendance screen opens with, e.g. one just made from the trip's program. */
export function rememberChosenCheckId(tripId: string, checkId: string): void {
  try {
    sessionStorage.setItem(storageKey(tripId), checkId);
  } catch {
    // Private mode without storage: the choice lasts until the page is left.
  }
}
