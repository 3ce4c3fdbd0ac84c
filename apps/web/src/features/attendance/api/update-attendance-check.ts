import type { AttendanceCheckDetail, AttendanceCheckInput } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

export type UpdateAttendanceCheckVariables = { tripId: string; checkId: string; changes: Partial<AttendanceCheckInput> };

/** Renames a list (or moves its date and time); its records stay as they are. */
function updateAttendanceCheck({ tripId, checkId, changes }: UpdateAttendanceCheckVariables): Promise<AttendanceCheckDetail> {
  return apiRequest<AttendanceCheckDetail>(`/trips/${tripId}/attendance/${checkId}`, { method: 'PATCH', body: changes, auth: true });
}

export function useUpdateAttendanceCheck() {
  return useTripMutation(updateAttendanceCheck, 'attendance_checks', (queryClient, check, { tripId }) =>
    queryClient.setQueryData(tripKeys.attendanceList(tripId, check.id), check),
  );
}
