import type { AttendanceCheckDetail } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from '@/lib/query-keys';
import { tripQueryOptions } from '@/lib/trip-query';

/** One list with a record per student of the trip (students added later show as absent). */
export function useAttendanceCheck(tripId: string, checkId: string | null) {
  const options = tripQueryOptions<AttendanceCheckDetail>(tripKeys.attendanceList(tripId, checkId ?? ''), `/trips/${tripId}/attendance/${checkId}`);
  return useQuery({ ...options, enabled: checkId !== null });
}
