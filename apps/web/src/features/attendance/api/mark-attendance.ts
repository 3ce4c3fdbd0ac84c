import type { AttendanceCheckDetail, AttendanceCheckSummary, AttendanceStatus } from '@wycieczki/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { tripKeys } from '@/lib/query-keys';

export type MarkAttendanceVariables = { tripId: string; checkId: string; studentId: string; status: AttendanceStatus };

export const markAttendanceKey = (tripId: string, checkId: string) => ['mark-attendance', tripId, checkId] as const;

/** Changes ONE record: two guardians marking different students never overwrite each other. */
export function markAttendance({ tripId, checkId, studentId, status }: MarkAttendanceVariables): Promise<{ studentId: string; status: AttendanceStatus }> {
  return apiRequest(`/trips/${tripId}/attendance/${checkId}/records/${studentId}`, { method: 'PUT', body: { status }, auth: true });
}

/** Puts `status` on one student's record in the cached list and its summary; answers the status it replaced. */
function writeStatus(queryClient: QueryClient, { tripId, checkId, studentId, status }: MarkAttendanceVariables): AttendanceStatus | null {
  let previous: AttendanceStatus | null = null;
  queryClient.setQueryData<AttendanceCheckDetail>(tripKeys.attendanceList(tripId, checkId), (check) => {
    const record = check?.records.find((r) => r.studentId === studentId);
    if (!check || !record || record.status === status) return check;
    previous = record.status;
    const records = check.records.map((r) => (r.studentId === studentId ? { ...r, status } : r));
    return { ...check, records, presentCount: records.filter((r) => r.status === 'present').length };
  });
  if (previous === null) return null;
  const delta = status === 'present' ? 1 : -1;
  queryClient.setQueryData<AttendanceCheckSummary[]>(tripKeys.attendanceLists(tripId), (checks) =>
    checks?.map((c) => (c.id === checkId ? { ...c, presentCount: Math.max(0, Math.min(c.totalCount, c.presentCount + delta)) } : c)),
  );
  return previous;
}

/**
 * Marking must feel instant on a phone: the record and the counts change in the cache before the
 * server answers; a failure puts back only that record (other marks in flight stay).
 */
export function useMarkAttendance(tripId: string, checkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: markAttendanceKey(tripId, checkId),
    mutationFn: markAttendance,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: tripKeys.attendance(variables.tripId) });
      return { previous: writeStatus(queryClient, variables) };
    },
    // Here rather than in mutate(): with several marks in flight only the last call's callbacks run.
    onError: (error, variables, context) => {
      if (context?.previous) writeStatus(queryClient, { ...variables, status: context.previous });
      toast.error('Błąd podczas aktualizacji listy obecności', { description: errorMessage(error) });
    },
    onSettled: (_result, _error, { tripId: settledTripId }) => {
      // Refetch once the last of a burst of marks is done, so no answer overwrites a pending mark.
      if (queryClient.isMutating({ mutationKey: markAttendanceKey(settledTripId, checkId) }) > 1) return;
      return queryClient.invalidateQueries({ queryKey: tripKeys.attendance(settledTripId) });
    },
  });
}
