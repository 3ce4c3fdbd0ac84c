import type { AttendanceCheckDetail, AttendanceRecord } from '@wycieczki/shared';
import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import { markAttendanceKey, type MarkAttendanceVariables } from './mark-attendance';

/**
 * The list's records with the marks still on their way to the server laid over them, so a refetch
 * that answers before a mark is stored (e.g. after another guardian's change) does not undo it on screen.
 */
export function useShownRecords(check: AttendanceCheckDetail): AttendanceRecord[] {
  const pending = useMutationState({
    filters: { mutationKey: markAttendanceKey(check.tripId, check.id), status: 'pending' },
    select: (mutation) => mutation.state.variables as MarkAttendanceVariables | undefined,
  });
  return useMemo(() => {
    if (pending.length === 0) return check.records;
    const latest = new Map<string, MarkAttendanceVariables['status']>();
    for (const mark of pending) if (mark) latest.set(mark.studentId, mark.status);
    return check.records.map((r) => {
      const status = latest.get(r.studentId);
      return status && status !== r.status ? { ...r, status } : r;
    });
  }, [check.records, pending]);
}
