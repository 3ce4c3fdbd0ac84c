import type { AttendanceCheckDetail, AttendanceRecord } from '@wycieczki/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { outbox } from '@/lib/outbox/device-outbox';

const pendingChanges = () => outbox.getState().pending;

/**
 * The list's records with the marks still in the outbox laid over them, so a refetch that answers
 * before a mark is stored (after another guardian's change, or with marks waiting for the network)
 * does not undo it on screen.
 */
export function useShownRecords(check: AttendanceCheckDetail): AttendanceRecord[] {
  const pending = useSyncExternalStore(outbox.subscribe, pendingChanges);
  return useMemo(() => {
    const latest = new Map<string, AttendanceRecord['status']>();
    for (const change of pending) if (change.kind === 'mark' && change.checkId === check.id) latest.set(change.studentId, change.status);
    if (latest.size === 0) return check.records;
    return check.records.map((r) => {
      const status = latest.get(r.studentId);
      return status && status !== r.status ? { ...r, status } : r;
    });
  }, [check.records, check.id, pending]);
}
