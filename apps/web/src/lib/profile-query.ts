import type { Profile } from '@wycieczki/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The signed-in user's profile as a query: read by 'Profil' and by the screens that ask for the
 * leader's phone where it is missing (issue 48), which write it back through the same key.
 */
export const profileQueryKey = ['profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>('/profile', { auth: true, signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
});
