import type { TripTransport } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';

/** 'Przewóz i ubezpieczenie' (issue 54): the coach, the insurance, the police's check and its request. */
export function useTransport(tripId: string) {
  return useQuery({
    queryKey: tripKeys.transport(tripId),
    queryFn: ({ signal }) => apiRequest<TripTransport>(`/trips/${tripId}/transport`, { auth: true, signal }),
    // The passengers and the request's facts come from the whole trip: read again each time the screen opens.
    staleTime: 0,
  });
}
