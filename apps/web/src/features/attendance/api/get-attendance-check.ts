import type { AttendanceCheckDetail } from '@wycieczki/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attendanceKeys } from './attendance-keys';

/** One list with a record per student of the trip (students added later show as absent). */
export function getAttendanceCheck(tripId: string, checkId: string, signal?: AbortSignal): Promise<AttendanceCheckDetail> {
  return apiRequest<AttendanceCheckDetail>(`/trips/${tripId}/attendance/${checkId}`, { auth: true, signal });
}

export function attendanceCheckQueryOptions(tripId: string, checkId: string) {
  return queryOptions({
    queryKey: attendanceKeys.detail(tripId, checkId),
    queryFn: ({ signal }) => getAttendanceCheck(tripId, checkId, signal),
  });
}

export function useAttendanceCheck(tripId: string, checkId: string | null) {
  return useQuery({ ...attendanceCheckQueryOptions(tripId, checkId ?? ''), enabled: checkId !== null });
}
