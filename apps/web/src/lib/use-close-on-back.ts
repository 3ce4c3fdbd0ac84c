import { useEffect, useRef } from 'react';

/**
 * Back closes what is open on top of the page. An open dialog adds one entry to the browser's
 * history (same address, a layer number in its state); the phone's Back pops it and the dialog
 * closes, the page stays. A dialog closed any other way (its buttons, Escape, a save) takes its
 * entry back off. Layers stack: Back closes the top one first.
 *
 * Closing by other means goes back one entry a moment later (a timer), which lets React's
 * development double run of effects reuse the entry instead of closing the dialog it just opened.
 */
const LAYER = 'wycieczkiLayer';

function layerOf(state: unknown): number {
  const value = (state as Record<string, unknown> | null)?.[LAYER];
  return typeof value === 'number' ? value : 0;
}

export function useCloseOnBack(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  /** A layer whose entry is about to be taken back, kept for a reopening in the same turn. */
  const leaving = useRef<{ layer: number; timer: number } | null>(null);

  useEffect(() => {
    if (!open) return;
    let layer: number;
    if (leaving.current && layerOf(window.history.state) === leaving.current.layer) {
      window.clearTimeout(leaving.current.timer);
      layer = leaving.current.layer;
    } else {
      layer = layerOf(window.history.state) + 1;
      window.history.pushState({ ...(window.history.state as object | null), [LAYER]: layer }, '');
    }
    leaving.current = null;
    let poppedByBack = false;
    const onPopState = (event: PopStateEvent) => {
      if (layerOf(event.state) >= layer) return;
      poppedByBack = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (poppedByBack) return;
      const timer = window.setTimeout(() => {
        leaving.current = null;
        if (layerOf(window.history.state) === layer) window.history.back();
      }, 0);
      leaving.current = { layer, timer };
    };
  }, [open]);
}
