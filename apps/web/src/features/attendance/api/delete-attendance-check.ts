import type { AttendanceCheckSummary } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip } from '@/lib/query-keys';
import { attendanceKeys } from './attendance-keys';

export type DeleteAttendanceCheckVariables = { tripId: string; checkId: string };

export function deleteAttendanceCheck({ tripId, checkId }: DeleteAttendanceCheckVariables): Promise<void> {
  return apiRequest<void>(`/trips/${tripId}/attendance/${checkId}`, { method: 'DELETE', auth: true });
}

export function useDeleteAttendanceCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttendanceCheck,
    onSuccess: (_nothing, { tripId, checkId }) => {
      // Gone from the dropdown at once, so the screen moves to another list before anything refetches;
      // the deleted list itself would only answer 404 now.
      queryClient.setQueryData<AttendanceCheckSummary[]>(attendanceKeys.list(tripId), (checks) => checks?.filter((c) => c.id !== checkId));
      queryClient.removeQueries({ queryKey: attendanceKeys.detail(tripId, checkId) });
      void invalidateTrip(queryClient, tripId);
    },
  });
}
