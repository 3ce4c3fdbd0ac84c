import { useCallback, useState } from 'react';
import { readChosenCheckId, rememberChosenCheckId } from '@/lib/chosen-attendance-list';

/** The list chosen on this trip; kept for the tab's session, so a reload shows the same list. */
export function useChosenCheckId(tripId: string): [string | null, (checkId: string) => void] {
  const [chosenId, setChosenId] = useState(() => readChosenCheckId(tripId));
  const choose = useCallback(
    (checkId: string) => {
      setChosenId(checkId);
      rememberChosenCheckId(tripId, checkId);
    },
    [tripId],
  );
  return [chosenId, choose];
}
