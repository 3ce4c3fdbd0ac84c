import type { MissingAlarm } from '@wycieczki/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client';
import { newId } from './new-id';
import { outbox } from './outbox/device-outbox';
import type { RaiseAlarmChange } from './outbox/outbox';
import { tripKeys } from './query-keys';
import { invalidateAfterChange } from './refetch-after-change';
import { tripQueryOptions } from './trip-query';

/**
 * 'Zaginięcie ucznia' (issue 28) on this device: the trip's open alarms (every screen's banner reads
 * them; a realtime event reads them again within a second or two), and the alarms raised here that
 * have not reached the server yet (the outbox sends them the moment the network returns).
 */
export function useOpenAlarms(tripId: string) {
  return useQuery({ ...tripQueryOptions<MissingAlarm[]>(tripKeys.alarms(tripId), `/trips/${tripId}/alarms`), refetchInterval: 30_000 });
}

const NO_ALARMS: readonly RaiseAlarmChange[] = [];
let lastPending: unknown = null;
let lastAlarms: readonly RaiseAlarmChange[] = NO_ALARMS;

function pendingAlarms(): readonly RaiseAlarmChange[] {
  const { pending } = outbox.getState();
  if (pending !== lastPending) {
    lastPending = pending;
    const alarms = pending.filter((c): c is RaiseAlarmChange => c.kind === 'alarm');
    lastAlarms = alarms.length === 0 ? NO_ALARMS : alarms;
  }
  return lastAlarms;
}

/** Alarms raised on this device and not sent yet, for this trip. */
export function useUnsentAlarms(tripId: string): readonly RaiseAlarmChange[] {
  return useSyncExternalStore(outbox.subscribe, pendingAlarms).filter((c) => c.tripId === tripId);
}

/** Raises the alarm: kept on the device at once, sent now or when the network returns. */
export function raiseAlarm(userId: string, tripId: string, student: { id: string; name: string }): void {
  void outbox.add({ kind: 'alarm', id: newId(), userId, tripId, studentId: student.id, raisedAt: new Date().toISOString(), label: `Zaginięcie ucznia: ${student.name}` });
}

/** 'Odnaleziony': ends the alarm for everyone. */
export async function resolveAlarm(queryClient: QueryClient, tripId: string, alarmId: string, note: string): Promise<void> {
  await apiRequest<void>(`/trips/${tripId}/alarms/${alarmId}/resolve`, { method: 'POST', body: { note }, auth: true });
  await invalidateAfterChange(queryClient, { queryKey: tripKeys.alarms(tripId) });
}

const seenHere = new Set<string>();

/** Tells the trip that this guardian saw the alarm (once per alarm and device session; 'Aktywność' says so). */
export function noteAlarmSeen(tripId: string, alarmId: string): void {
  if (seenHere.has(alarmId)) return;
  seenHere.add(alarmId);
  apiRequest<void>(`/trips/${tripId}/alarms/${alarmId}/seen`, { method: 'POST', auth: true }).catch(() => seenHere.delete(alarmId));
}
