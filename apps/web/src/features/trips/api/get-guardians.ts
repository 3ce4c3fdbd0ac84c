import type { Guardian } from '@wycieczki/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';

export function getGuardians(tripId: string, signal?: AbortSignal): Promise<Guardian[]> {
  return apiRequest<Guardian[]>(`/trips/${tripId}/guardians`, { auth: true, signal });
}

export function guardiansQueryOptions(tripId: string) {
  return queryOptions({
    queryKey: tripKeys.guardians(tripId),
    queryFn: ({ signal }) => getGuardians(tripId, signal),
  });
}

export function useGuardians(tripId: string) {
  return useQuery(guardiansQueryOptions(tripId));
}
