import type { AttendanceCheckSummary } from '@wycieczki/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attendanceKeys } from './attendance-keys';

/** The trip's lists, newest date and time first. */
export function getAttendanceChecks(tripId: string, signal?: AbortSignal): Promise<AttendanceCheckSummary[]> {
  return apiRequest<AttendanceCheckSummary[]>(`/trips/${tripId}/attendance`, { auth: true, signal });
}

export function attendanceChecksQueryOptions(tripId: string) {
  return queryOptions({
    queryKey: attendanceKeys.list(tripId),
    queryFn: ({ signal }) => getAttendanceChecks(tripId, signal),
  });
}

export function useAttendanceChecks(tripId: string) {
  return useQuery(attendanceChecksQueryOptions(tripId));
}
