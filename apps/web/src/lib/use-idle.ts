import { useEffect, useState } from 'react';

/** Runs `run` once the browser is idle after the first screen (Safari has no requestIdleCallback: a timer). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1000);
  return () => window.clearTimeout(id);
}

/**
 * False until the screen is drawn and the browser idle: a part of a screen that is not needed for its
 * first look (the roll call's 'Leki teraz', the overdue doses' banner) mounts then, so its code is
 * asked for after the first screen's, not with it (docs/decisions/005).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
