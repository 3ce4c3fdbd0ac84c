import type { RealtimeEvent } from '@wycieczki/shared';
import { useSyncExternalStore } from 'react';

export const MAX_NOTIFICATIONS = 30;

export type TripNotification = {
  id: string;
  event: RealtimeEvent;
  read: boolean;
};

type State = {
  /** The user whose events these are: another user signing in on this browser starts empty. */
  ownerId: string | null;
  /** Newest first, at most MAX_NOTIFICATIONS per trip. */
  entries: readonly TripNotification[];
};

let state: State = { ownerId: null, entries: [] };
let nextId = 0;
const subscribers = new Set<() => void>();

function setState(next: State) {
  state = next;
  for (const notify of subscribers) notify();
}

function subscribe(onChange: () => void): () => void {
  subscribers.add(onChange);
  return () => {
    subscribers.delete(onChange);
  };
}

/**
 * Recent changes made by other guardians, kept in memory for the session (they are a convenience;
 * the data itself is always reloaded from the server).
 */
export const notificationStore = {
  subscribe,
  getState: () => state,

  /** Starts a fresh list when another user is signed in. */
  claim(ownerId: string) {
    if (state.ownerId !== ownerId) setState({ ownerId, entries: [] });
  },

  add(event: RealtimeEvent) {
    nextId += 1;
    const entry: TripNotification = { id: `n${nextId}`, event, read: false };
    const sameTrip = state.entries.filter((e) => e.event.tripId === event.tripId);
    const dropped = sameTrip.length >= MAX_NOTIFICATIONS ? new Set(sameTrip.slice(MAX_NOTIFICATIONS - 1).map((e) => e.id)) : null;
    const kept = dropped ? state.entries.filter((e) => !dropped.has(e.id)) : state.entries;
    setState({ ...state, entries: [entry, ...kept] });
  },

  markTripRead(tripId: string) {
    if (!state.entries.some((e) => e.event.tripId === tripId && !e.read)) return;
    setState({ ...state, entries: state.entries.map((e) => (e.event.tripId === tripId && !e.read ? { ...e, read: true } : e)) });
  },
};

const NONE: readonly TripNotification[] = [];

/** The notifications of one trip, newest first. */
export function useTripNotifications(tripId: string | null): readonly TripNotification[] {
  const current = useSyncExternalStore(notificationStore.subscribe, notificationStore.getState);
  if (!tripId) return NONE;
  return current.entries.filter((e) => e.event.tripId === tripId);
}
