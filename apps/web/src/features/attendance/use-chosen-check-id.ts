import { useCallback, useState } from 'react';

const storageKey = (tripId: string) => `wycieczki.attendance.${tripId}`;

function read(tripId: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(tripId));
  } catch {
    return null;
  }
}

/** The list chosen on this trip; kept for the tab's session, so a reload shows the same list. */
export function useChosenCheckId(tripId: string): [string | null, (checkId: string) => void] {
  const [chosenId, setChosenId] = useState(() => read(tripId));
  const choose = useCallback(
    (checkId: string) => {
      setChosenId(checkId);
      try {
        sessionStorage.setItem(storageKey(tripId), checkId);
      } catch {
        // Private mode without storage: the choice lasts until the page is left.
      }
    },
    [tripId],
  );
  return [chosenId, choose];
}
