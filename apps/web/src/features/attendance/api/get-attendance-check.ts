import type { AttendanceCheckDetail } from '@wycieczki/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useAttendanceChecks, usePendingLists } from './get-attendance-checks';
import { keepMarksStoredSince } from './record-marks';

/** A list read from the server keeps the marks of this device stored after the read set off (record-marks.ts). */
export const attendanceCheckQueryOptions = (tripId: string, checkId: string) =>
  queryOptions({
    queryKey: tripKeys.attendanceList(tripId, checkId),
    queryFn: async ({ client, queryKey, signal }) => {
      const setOff = Date.now();
      const fresh = await apiRequest<AttendanceCheckDetail>(`/trips/${tripId}/attendance/${checkId}`, { auth: true, signal });
      // The cache as it is when the answer comes: marks stored while the read was on its way are in it.
      return keepMarksStoredSince(client.getQueryData<AttendanceCheckDetail>(queryKey), fresh, setOff);
    },
  });

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
