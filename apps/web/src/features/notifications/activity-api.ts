import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ActivityPage } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';

/** The trip's activity feed, 50 lines a page, newest first; the first page carries the unread count. */
export function useActivityFeed(tripId: string | null) {
  return useInfiniteQuery({
    queryKey: tripKeys.activity(tripId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ActivityPage>(`/trips/${tripId}/activity${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`, { auth: true, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: tripId !== null,
  });
}

/**
 * 'Oznacz wszystkie jako przeczytane': for every device of the user; the bell clears at once. A read
 * of the feed already on its way (the bell reads it when opened) was answered before the mark and
 * would bring the old count back: it is cancelled first, and the feed is read again after the mark.
 */
export function useMarkActivityRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tripId: string) => apiRequest<void>(`/trips/${tripId}/activity/read`, { method: 'POST', auth: true }),
    onMutate: (tripId) => queryClient.cancelQueries({ queryKey: tripKeys.activity(tripId) }),
    onSuccess: (_, tripId) => {
      queryClient.setQueryData<InfiniteData<ActivityPage, string | null>>(tripKeys.activity(tripId), (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, unread: 0, entries: page.entries.map((entry) => ({ ...entry, unread: false })) })) }
          : data,
      );
      return queryClient.invalidateQueries({ queryKey: tripKeys.activity(tripId) });
    },
  });
}
