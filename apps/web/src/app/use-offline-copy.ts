import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { attendanceCheckQueryOptions } from '@/features/attendance/api/get-attendance-check';
import { attendanceChecksQueryOptions } from '@/features/attendance/api/get-attendance-checks';
import { emergencyQueryOptions } from '@/features/emergency/api/emergency';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { outbox } from '@/lib/outbox/device-outbox';
import { roomsQueryOptions } from '@/lib/trip-rooms-query';
import { studentsQueryOptions } from '@/lib/trip-students-query';
import { medicinesQueryOptions } from '@/lib/trip-medicines-query';

const NEWEST_LISTS = 10;

/**
 * Whatever the user has looked at, the current trip's students, rooms, karta alarmowa, attendance lists and the newest
 * lists' marks are read while there is a network, so they are all on the device when there is none
 * (docs/decisions/017). Fresh data is not asked for again (the queries' stale time).
 */
export function useOfflineCopy(ready: boolean): void {
  const queryClient = useQueryClient();
  const { currentTrip } = useCurrentTrip();
  const tripId = currentTrip?.id ?? null;

  useEffect(() => {
    if (!ready || tripId === null) return;
    let stopped = false;
    const copy = async () => {
      if (!onlineManager.isOnline()) return;
      await Promise.all([queryClient.prefetchQuery(studentsQueryOptions(tripId)), queryClient.prefetchQuery(roomsQueryOptions(tripId))]);
      // The karta alarmowa: what a guardian needs when a child is missing, wherever the coach is.
      await queryClient.prefetchQuery(emergencyQueryOptions(tripId));
      // 'Leki teraz' (issue 54): the doses to give, marked with no network too.
      await queryClient.prefetchQuery(medicinesQueryOptions(tripId));
      await queryClient.prefetchQuery(attendanceChecksQueryOptions(tripId));
      // The newest lists (those a roll call goes back to); a list made here and not sent is not asked for.
      const unsent = new Set(outbox.getState().pending.flatMap((c) => (c.kind === 'create-list' ? [c.list.id] : [])));
      const lists = (queryClient.getQueryData(attendanceChecksQueryOptions(tripId).queryKey) ?? []).filter((l) => !unsent.has(l.id)).slice(0, NEWEST_LISTS);
      for (const list of lists) {
        if (stopped) return;
        await queryClient.prefetchQuery(attendanceCheckQueryOptions(tripId, list.id));
      }
    };
    // After the screen's own requests: the copy is for later, not for the first paint.
    const timer = window.setTimeout(() => void copy(), 1_500);
    const off = onlineManager.subscribe((online) => {
      if (online) void copy();
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      off();
    };
  }, [ready, tripId, queryClient]);
}
