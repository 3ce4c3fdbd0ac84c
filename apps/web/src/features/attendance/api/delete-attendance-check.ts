import type { AttendanceCheckSummary } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

export type DeleteAttendanceCheckVariables = { tripId: string; checkId: string };

function deleteAttendanceCheck({ tripId, checkId }: DeleteAttendanceCheckVariables): Promise<void> {
  return apiRequest<void>(`/trips/${tripId}/attendance/${checkId}`, { method: 'DELETE', auth: true });
}

export function useDeleteAttendanceCheck() {
  return useTripMutation(deleteAttendanceCheck, 'attendance_checks', (queryClient, _nothing, { tripId, checkId }) => {
    // Gone from the dropdown at once, so the screen moves to another list before anything refetches;
    // the deleted list itself would only answer 404 now.
    queryClient.setQueryData<AttendanceCheckSummary[]>(tripKeys.attendanceLists(tripId), (checks) => checks?.filter((c) => c.id !== checkId));
    queryClient.removeQueries({ queryKey: tripKeys.attendanceList(tripId, checkId) });
  });
}
