import type { StudentLocation } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from '@/lib/query-keys';
import { tripQueryOptions } from '@/lib/trip-query';

/** The last known position of each student that has one. */
export function useLocations(tripId: string) {
  return useQuery(tripQueryOptions<StudentLocation[]>(tripKeys.locations(tripId), `/trips/${tripId}/locations`));
}
