import type { AttendanceCheckDetail, AttendanceCheckInput, AttendanceCheckSummary } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

/** The server's order: newest date and time first. */
function newestFirst(a: AttendanceCheckSummary, b: AttendanceCheckSummary): number {
  return `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`);
}

export type CreateAttendanceCheckVariables = { tripId: string; input: AttendanceCheckInput };

/** A new list starts with every student of the trip absent. */
function createAttendanceCheck({ tripId, input }: CreateAttendanceCheckVariables): Promise<AttendanceCheckDetail> {
  return apiRequest<AttendanceCheckDetail>(`/trips/${tripId}/attendance`, { method: 'POST', body: input, auth: true });
}

export function useCreateAttendanceCheck() {
  return useTripMutation(createAttendanceCheck, 'attendance_checks', (queryClient, check, { tripId }) => {
    queryClient.setQueryData(tripKeys.attendanceList(tripId, check.id), check);
    // In the dropdown at once, so the screen can select the new list before the refetch answers.
    const { records: _records, ...summary } = check;
    queryClient.setQueryData<AttendanceCheckSummary[]>(tripKeys.attendanceLists(tripId), (checks) =>
      checks ? [summary, ...checks.filter((c) => c.id !== check.id)].sort(newestFirst) : checks,
    );
  });
}
