import { useInfiniteQuery } from '@tanstack/react-query';
import type { SchoolAccessLogPage } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { schoolKey } from '@/lib/school-queries';

/** The head's 'Dziennik dostępu szkoły': every trip of the school, or one ('' for all), newest first, 50 a page. */
export function useSchoolAccessLog(tripId: string) {
  return useInfiniteQuery({
    queryKey: [...schoolKey, 'access-log', tripId],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (pageParam) params.set('before', pageParam);
      if (tripId) params.set('tripId', tripId);
      const query = params.toString();
      return apiRequest<SchoolAccessLogPage>(`/schools/mine/access-log${query ? `?${query}` : ''}`, { auth: true, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The trip filter keeps its choices while the next list loads.
    placeholderData: (previous) => previous,
  });
}
