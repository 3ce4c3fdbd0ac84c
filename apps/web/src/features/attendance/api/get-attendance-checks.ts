import type { AttendanceCheckSummary } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { outbox } from '@/lib/outbox/device-outbox';
import type { CreateListChange, OutboxState } from '@/lib/outbox/outbox';
import { tripKeys } from '@/lib/query-keys';
import { tripQueryOptions } from '@/lib/trip-query';

export const attendanceChecksQueryOptions = (tripId: string) =>
  tripQueryOptions<AttendanceCheckSummary[]>(tripKeys.attendanceLists(tripId), `/trips/${tripId}/attendance`);

/**
 * The server's order: newest date and time first. ISO dates and 'HH:mm' times order as plain text;
 * `localeCompare` would build a collator on the roll call's first screen for it.
 */
export function newestFirst(a: AttendanceCheckSummary, b: AttendanceCheckSummary): number {
  const older = `${a.date} ${a.time}`;
  const newer = `${b.date} ${b.time}`;
  return older < newer ? 1 : older > newer ? -1 : 0;
}

const NO_LISTS: readonly CreateListChange[] = [];
let lastPending: OutboxState['pending'] | null = null;
let lastLists: readonly CreateListChange[] = NO_LISTS;

/** The lists made on this device and not sent yet (stable between renders while the outbox is unchanged). */
function pendingLists(): readonly CreateListChange[] {
  const { pending } = outbox.getState();
  if (pending !== lastPending) {
    lastPending = pending;
    const lists = pending.filter((c): c is CreateListChange => c.kind === 'create-list');
    lastLists = lists.length === 0 ? NO_LISTS : lists;
  }
  return lastLists;
}

export function usePendingLists(tripId: string): readonly CreateListChange[] {
  const lists = useSyncExternalStore(outbox.subscribe, pendingLists);
  return lists.filter((c) => c.tripId === tripId);
}

/** The trip's lists, newest date and time first, with those made here and still on their way to the server. */
export function useAttendanceChecks(tripId: string) {
  const pending = useSyncExternalStore(outbox.subscribe, pendingLists);
  const select = useCallback(
    (checks: AttendanceCheckSummary[]) => {
      const missing = pending.filter((c) => c.tripId === tripId && !checks.some((check) => check.id === c.list.id));
      if (missing.length === 0) return checks;
      const made = missing.map(({ list, userId }) => ({ ...list, tripId, createdBy: userId, createdAt: '', presentCount: 0, totalCount: 0 }));
      return [...made, ...checks].sort(newestFirst);
    },
    [pending, tripId],
  );
  return useQuery({ ...attendanceChecksQueryOptions(tripId), select });
}
