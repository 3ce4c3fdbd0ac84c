import { useQuery } from '@tanstack/react-query';
import type { ArchivedTripRecords } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { consentArchiveKey } from '@/lib/consent-archive-list';

/** One archived trip with its records, by surname. */
export function useArchivedTrip(tripId: string) {
  return useQuery({
    queryKey: [...consentArchiveKey, tripId],
    queryFn: ({ signal }) => apiRequest<ArchivedTripRecords>(`/consent-archive/${tripId}`, { auth: true, signal }),
    staleTime: 5 * 60_000,
  });
}
