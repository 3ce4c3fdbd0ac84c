import { useInfiniteQuery } from '@tanstack/react-query';
import type { AccessLogPage } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';

export type AccessLogFilter = { readerId: string; studentId: string };

/** The trip's 'Dziennik dostępu', newest first, 50 a page, narrowed to one reader and/or one student ('' for all). */
export function useAccessLog(tripId: string, filter: AccessLogFilter) {
  return useInfiniteQuery({
    queryKey: [...tripKeys.accessLog(tripId), filter.readerId, filter.studentId],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (pageParam) params.set('before', pageParam);
      if (filter.readerId) params.set('readerId', filter.readerId);
      if (filter.studentId) params.set('studentId', filter.studentId);
      const query = params.toString();
      return apiRequest<AccessLogPage>(`/trips/${tripId}/access-log${query ? `?${query}` : ''}`, { auth: true, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The filters keep their choices while the next list loads.
    placeholderData: (previous) => previous,
  });
}
