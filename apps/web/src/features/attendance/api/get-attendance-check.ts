import type { AttendanceCheckDetail } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from '@/lib/query-keys';
import { tripQueryOptions } from '@/lib/trip-query';
import { useAttendanceChecks, usePendingLists } from './get-attendance-checks';

export const attendanceCheckQueryOptions = (tripId: string, checkId: string) =>
  tripQueryOptions<AttendanceCheckDetail>(tripKeys.attendanceList(tripId, checkId), `/trips/${tripId}/attendance/${checkId}`);

/**
 * One list with a record per student of the trip (students added later show as absent). A list made
 * on this device is not asked of the server until it has been sent there; and while the trip's lists
 * kept on the device are being read again, none is asked for: the kept copy may still hold a list
 * deleted meanwhile (docs/decisions/017), which the fresh answer takes off the screen.
 */
export function useAttendanceCheck(tripId: string, checkId: string | null) {
  const unsent = usePendingLists(tripId).some((c) => c.list.id === checkId);
  const lists = useAttendanceChecks(tripId);
  const listsCurrent = !lists.isFetching || lists.isFetchedAfterMount;
  return useQuery({ ...attendanceCheckQueryOptions(tripId, checkId ?? ''), enabled: checkId !== null && !unsent && listsCurrent });
}
