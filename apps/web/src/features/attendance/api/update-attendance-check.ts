import type { AttendanceCheckDetail, AttendanceCheckInput } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip } from '@/lib/query-keys';
import { attendanceKeys } from './attendance-keys';

export type UpdateAttendanceCheckVariables = { tripId: string; checkId: string; changes: Partial<AttendanceCheckInput> };

/** Renames a list (or moves its date and time); its records stay as they are. */
export function updateAttendanceCheck({ tripId, checkId, changes }: UpdateAttendanceCheckVariables): Promise<AttendanceCheckDetail> {
  return apiRequest<AttendanceCheckDetail>(`/trips/${tripId}/attendance/${checkId}`, { method: 'PATCH', body: changes, auth: true });
}

export function useUpdateAttendanceCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAttendanceCheck,
    onSuccess: (check, { tripId }) => {
      queryClient.setQueryData(attendanceKeys.detail(tripId, check.id), check);
      void invalidateTrip(queryClient, tripId);
    },
  });
}
