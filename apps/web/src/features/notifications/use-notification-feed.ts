import type { RealtimeEvent, RealtimeTopic } from '@wycieczki/shared';
import { useEffect, useEffectEvent } from 'react';
import { toast } from '@/lib/toast';
import { onRealtimeEvent } from '@/lib/realtime-listeners';
import { notificationStore } from './notification-store';

/** Marking attendance comes in bursts of clicks: listed, but never toasted. */
const QUIET_TOPICS: ReadonlySet<RealtimeTopic> = new Set(['attendance_records']);

export function notificationText(event: RealtimeEvent): string {
  return event.actorName ? `${event.actorName}: ${event.summary}` : event.summary;
}

/**
 * Collects the changes other guardians make (the user's own are not news to them) and toasts
 * those on the trip the user is looking at.
 */
export function useNotificationFeed(userId: string, currentTripId: string | null): void {
  useEffect(() => {
    notificationStore.claim(userId);
  }, [userId]);

  const handle = useEffectEvent((event: RealtimeEvent) => {
    if (event.actorId === userId) return;
    notificationStore.add(event);
    if (event.tripId !== currentTripId || QUIET_TOPICS.has(event.topic)) return;
    toast.info(notificationText(event));
  });

  useEffect(() => onRealtimeEvent((event) => handle(event)), []);
}
