import { useEffect, useRef } from 'react';

/**
 * Back closes what is open on top of the page. An open dialog adds one entry to the browser's
 * history (same address, a layer number in its state); the phone's Back pops it and the dialog
 * closes, the page stays. A dialog closed any other way (its buttons, Escape, a save) takes its
 * entry back off. Layers stack: Back closes the top one first.
 *
 * Closing by other means goes back one entry a moment later (a timer). A dialog that opens in the
 * meantime (another one taking its place, or React's development double run of effects) takes that
 * entry over instead, so no dead entry is left behind and no Back is needed twice.
 */
const LAYER = 'wycieczkiLayer';

/** The entry of a dialog just closed, about to be taken back: the next dialog to open reuses it. */
let leaving: { layer: number; timer: number } | null = null;

function layerOf(state: unknown): number {
  const value = (state as Record<string, unknown> | null)?.[LAYER];
  return typeof value === 'number' ? value : 0;
}

export function useCloseOnBack(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    let layer: number;
    if (leaving && layerOf(window.history.state) === leaving.layer) {
      window.clearTimeout(leaving.timer);
      layer = leaving.layer;
    } else {
      layer = layerOf(window.history.state) + 1;
      window.history.pushState({ ...(window.history.state as object | null), [LAYER]: layer }, '');
    }
    leaving = null;
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
        if (leaving?.timer === timer) leaving = null;
        if (layerOf(window.history.state) === layer) window.history.back();
      }, 0);
      leaving = { layer, timer };
    };
  }, [open]);
}
