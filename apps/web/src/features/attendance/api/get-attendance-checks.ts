import type { AttendanceCheckSummary } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from '@/lib/query-keys';
import { tripQueryOptions } from '@/lib/trip-query';

/** The trip's lists, newest date and time first. */
export function useAttendanceChecks(tripId: string) {
  return useQuery(tripQueryOptions<AttendanceCheckSummary[]>(tripKeys.attendanceLists(tripId), `/trips/${tripId}/attendance`));
}
