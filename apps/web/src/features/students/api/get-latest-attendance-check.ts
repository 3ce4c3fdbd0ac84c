import type { AttendanceCheckSummary } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from '@/lib/query-keys';
import { tripQueryOptions } from '@/lib/trip-query';

/** The trip's newest attendance list (the lists come newest first), or null: shares the attendance screen's cache. */
export function useLatestAttendanceCheck(tripId: string) {
  return useQuery({
    ...tripQueryOptions<AttendanceCheckSummary[]>(tripKeys.attendanceLists(tripId), `/trips/${tripId}/attendance`),
    select: (checks: AttendanceCheckSummary[]) => checks[0] ?? null,
  });
}
