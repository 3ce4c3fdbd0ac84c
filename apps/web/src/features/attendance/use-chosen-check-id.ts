import { useCallback, useState } from 'react';
import { readChosenList, rememberChosenCheckId } from '@/lib/chosen-attendance-list';

/** What this tab and this device remember of the list chosen on this trip (the default list is picked from it). */
export function useChosenList(tripId: string): [ReturnType<typeof readChosenList>, (checkId: string) => void] {
  const [chosen, setChosen] = useState(() => readChosenList(tripId));
  const choose = useCallback(
    (checkId: string) => {
      rememberChosenCheckId(tripId, checkId);
      setChosen(readChosenList(tripId));
    },
    [tripId],
  );
  return [chosen, choose];
}
