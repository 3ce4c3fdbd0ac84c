import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { outbox } from './device-outbox';

/** How long 'Zsynchronizowano' stays after the outbox empties. */
export const SYNCED_NOTICE_MS = 4_000;

let syncedUntil = 0;
const listeners = new Set<() => void>();

/** The outbox has just been emptied by sending: say so for a moment. */
export function noteSynced(): void {
  syncedUntil = Date.now() + SYNCED_NOTICE_MS;
  listeners.forEach((l) => l());
  window.setTimeout(() => listeners.forEach((l) => l()), SYNCED_NOTICE_MS + 50);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const offOutbox = outbox.subscribe(listener);
  const offOnline = onlineManager.subscribe(listener);
  return () => {
    listeners.delete(listener);
    offOutbox();
    offOnline();
  };
}

export type SyncState = { online: boolean; pending: number; refused: number; synced: boolean };

let last: SyncState = { online: true, pending: 0, refused: 0, synced: false };

function snapshot(userId: string): SyncState {
  const { pending, refused } = outbox.getState();
  const next: SyncState = {
    online: onlineManager.isOnline(),
    pending: pending.filter((c) => c.userId === userId).length,
    refused: refused.filter((c) => c.userId === userId).length,
    synced: Date.now() < syncedUntil,
  };
  if (next.online === last.online && next.pending === last.pending && next.refused === last.refused && next.synced === last.synced) return last;
  last = next;
  return next;
}

/** What the top bar says about the network and the outbox of `userId`. */
export function useSyncState(userId: string): SyncState {
  return useSyncExternalStore(subscribe, () => snapshot(userId));
}
