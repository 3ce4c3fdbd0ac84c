import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

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
