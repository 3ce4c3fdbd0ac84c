import { LIMITS, type UserSearchResult } from '@wycieczki/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

export function searchUsers(query: string, signal?: AbortSignal): Promise<UserSearchResult[]> {
  return apiRequest<UserSearchResult[]>(`/users/search?q=${encodeURIComponent(query)}`, { auth: true, signal });
}

/** Searches only from the third typed character (SPEC section 9). */
export function useUserSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: userKeys.search(q.toLowerCase()),
    queryFn: ({ signal }) => searchUsers(q, signal),
    enabled: q.length >= LIMITS.leaderSearchMinChars,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
