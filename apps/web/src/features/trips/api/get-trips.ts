import type { TripSummary } from '@wycieczki/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';

export function getTrips(signal?: AbortSignal): Promise<TripSummary[]> {
  return apiRequest<TripSummary[]>('/trips', { auth: true, signal });
}

export const tripsQueryOptions = queryOptions({
  queryKey: tripKeys.list(),
  queryFn: ({ signal }) => getTrips(signal),
});

export function useTrips(options: { enabled?: boolean } = {}) {
  return useQuery({ ...tripsQueryOptions, enabled: options.enabled ?? true });
}
