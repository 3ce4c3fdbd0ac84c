import type { AttendanceCheckDetail, AttendanceCheckInput, AttendanceCheckSummary } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip } from '@/lib/query-keys';
import { attendanceKeys } from './attendance-keys';

/** The server's order: newest date and time first. */
function newestFirst(a: AttendanceCheckSummary, b: AttendanceCheckSummary): number {
  return `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`);
}

export type CreateAttendanceCheckVariables = { tripId: string; input: AttendanceCheckInput };

/** A new list starts with every student of the trip absent. */
export function createAttendanceCheck({ tripId, input }: CreateAttendanceCheckVariables): Promise<AttendanceCheckDetail> {
  return apiRequest<AttendanceCheckDetail>(`/trips/${tripId}/attendance`, { method: 'POST', body: input, auth: true });
}

export function useCreateAttendanceCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAttendanceCheck,
    onSuccess: (check, { tripId }) => {
      queryClient.setQueryData(attendanceKeys.detail(tripId, check.id), check);
      // In the dropdown at once, so the screen can select the new list before the refetch answers.
      const { records: _records, ...summary } = check;
      queryClient.setQueryData<AttendanceCheckSummary[]>(attendanceKeys.list(tripId), (checks) =>
        checks ? [summary, ...checks.filter((c) => c.id !== check.id)].sort(newestFirst) : checks,
      );
      void invalidateTrip(queryClient, tripId);
    },
  });
}
