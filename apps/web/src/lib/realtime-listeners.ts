import type { RealtimeEvent } from '@wycieczki/shared';

export type RealtimeListener = (event: RealtimeEvent) => void;

const listeners = new Set<RealtimeListener>();

/**
 * Lets a feature hear the change events of the one realtime stream (e.g. to notify the user)
 * without opening a second stream. Returns the unsubscribe function.
 */
export function onRealtimeEvent(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the realtime sync for every change event. A failing listener does not stop the others. */
export function emitRealtimeEvent(event: RealtimeEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.warn('Realtime listener failed', error);
    }
  }
}
