import type { StudentLocation } from '@wycieczki/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Under ['trips', tripId] so a trip's invalidation (mutation or realtime event) refreshes it. */
export const locationsQueryKey = (tripId: string) => ['trips', tripId, 'locations'] as const;

/** The last known position of each student that has one. */
export function getLocations(tripId: string, signal?: AbortSignal): Promise<StudentLocation[]> {
  return apiRequest<StudentLocation[]>(`/trips/${tripId}/locations`, { auth: true, signal });
}

export function locationsQueryOptions(tripId: string) {
  return queryOptions({
    queryKey: locationsQueryKey(tripId),
    queryFn: ({ signal }) => getLocations(tripId, signal),
  });
}

export function useLocations(tripId: string) {
  return useQuery(locationsQueryOptions(tripId));
}
