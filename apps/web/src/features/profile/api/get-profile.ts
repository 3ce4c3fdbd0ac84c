import type { Profile } from '@wycieczki/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const profileQueryKey = ['profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>('/profile', { auth: true, signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
