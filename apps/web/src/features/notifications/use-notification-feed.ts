import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeEvent, RealtimeTopic } from '@wycieczki/shared';
import { useEffect, useEffectEvent } from 'react';
import { toast } from '@/lib/toast';
import { tripKeys } from '@/lib/query-keys';
import { onRealtimeEvent } from '@/lib/realtime-listeners';
import { invalidateAfterChange } from '@/lib/refetch-after-change';

/** Marking attendance comes in bursts of clicks: summed up in the feed, never toasted. */
const QUIET_TOPICS: ReadonlySet<RealtimeTopic> = new Set(['attendance_records']);
/** The feed's roll-call line is read again this long after the last mark of a burst. */
const MARKS_SETTLE_MS = 1500;

export function notificationText(event: RealtimeEvent): string {
  return event.actorName ? `${event.actorName}: ${event.summary}` : event.summary;
}

/**
 * Toasts the changes other guardians make on the trip the user is looking at (the user's own are
 * not news to them). The feed itself is the server's (activity-api.ts); every other change already
 * refreshes it through its topic, and a burst of marks refreshes it once when it settles.
 */
export function useNotificationFeed(userId: string, currentTripId: string | null): void {
  const queryClient = useQueryClient();

  const handle = useEffectEvent((event: RealtimeEvent) => {
    if (event.actorId === userId || event.tripId !== currentTripId) return;
    if (QUIET_TOPICS.has(event.topic)) return;
    toast.info(notificationText(event));
  });

  useEffect(() => onRealtimeEvent((event) => handle(event)), []);

  useEffect(() => {
    if (!currentTripId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onRealtimeEvent((event) => {
      if (event.tripId !== currentTripId || !QUIET_TOPICS.has(event.topic)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void invalidateAfterChange(queryClient, { queryKey: tripKeys.activity(currentTripId) }), MARKS_SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [currentTripId, queryClient]);
}
