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
 *
 * `history.back()` lands later (at its popstate), and until then `history.state` is still the
 * entry being left. Whatever reads or writes the history after a back of ours waits for it to
 * land: two dialogs closed in quick succession (a question, then the dialog under it) otherwise
 * read the question's layer for the second one, kept its entry, and every later dialog opened
 * one layer too high (the phone-layout journey's failure).
 */
const LAYER = 'wycieczkiLayer';

/** A back of ours still to land: a popstate, or this long at the most. */
const BACK_LANDS_WITHIN_MS = 3000;

/** The entry of a dialog just closed, about to be taken back: the next dialog to open reuses it. */
type Leaving = { layer: number; timer: number; taken: boolean };
let leaving: Leaving | null = null;

/** What waits for a back of ours to land; null when none is on its way. */
let waitingForBack: (() => void)[] | null = null;

function layerOf(state: unknown): number {
  const value = (state as Record<string, unknown> | null)?.[LAYER];
  return typeof value === 'number' ? value : 0;
}

/** Runs `step` now, or once the back of ours on its way has landed. */
function afterOwnBack(step: () => void): void {
  if (waitingForBack) waitingForBack.push(step);
  else step();
}

function goBack(): void {
  const waiting: (() => void)[] = [];
  waitingForBack = waiting;
  const landed = () => {
    window.removeEventListener('popstate', landed);
    window.clearTimeout(fallback);
    waitingForBack = null;
    while (waiting.length > 0) {
      waiting.shift()!();
      // A step that went back again: the rest waits for that one.
      if (waitingForBack) {
        (waitingForBack as (() => void)[]).push(...waiting);
        return;
      }
    }
  };
  const fallback = window.setTimeout(landed, BACK_LANDS_WITHIN_MS);
  window.addEventListener('popstate', landed);
  window.history.back();
}

export function useCloseOnBack(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    let closed = false;
    /** This dialog's layer; 0 until its entry is made. */
    let layer = 0;
    let poppedByBack = false;
    const onPopState = (event: PopStateEvent) => {
      if (layerOf(event.state) >= layer) return;
      poppedByBack = true;
      closeRef.current();
    };
    afterOwnBack(() => {
      if (closed) return;
      const state = window.history.state as object | null;
      if (leaving && !leaving.taken && layerOf(state) === leaving.layer) {
        leaving.taken = true;
        window.clearTimeout(leaving.timer);
        layer = leaving.layer;
      } else {
        layer = layerOf(state) + 1;
        window.history.pushState({ ...state, [LAYER]: layer }, '');
      }
      leaving = null;
      window.addEventListener('popstate', onPopState);
    });
    return () => {
      closed = true;
      if (layer === 0) return;
      window.removeEventListener('popstate', onPopState);
      if (poppedByBack) return;
      const entry: Leaving = { layer, timer: 0, taken: false };
      entry.timer = window.setTimeout(() => {
        afterOwnBack(() => {
          if (entry.taken) return;
          if (leaving === entry) leaving = null;
          if (layerOf(window.history.state) === entry.layer) goBack();
        });
      }, 0);
      leaving = entry;
    };
  }, [open]);
}
