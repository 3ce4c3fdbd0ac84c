import { startTransition, useEffect, useState } from 'react';

/** Rows enough to fill the first screen of a phone, and of a laptop's table. */
export const FIRST_SCREEN_ROWS = 15;

/**
 * A long list drawn in two steps when it first shows: the rows of the first screen at once, the rest
 * in a transition, which React draws in slices of a few milliseconds so the screen answers a tap
 * meanwhile. Lighthouse measured the whole list's first render as one long task (issue 23). After
 * that every change shows at once: the rows are memoised, so a change redraws only its own row.
 */
export function useProgressiveList<T>(rows: readonly T[], first = FIRST_SCREEN_ROWS): readonly T[] {
  const [whole, setWhole] = useState(rows.length <= first);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  return whole ? rows : rows.slice(0, first);
}
