import type { TripMessage, TripMessageInput } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

/** 'Komunikaty dla rodziców' sent on the trip, newest first. */
export function useTripMessages(tripId: string) {
  return useQuery({
    queryKey: tripKeys.messages(tripId),
    queryFn: ({ signal }) => apiRequest<TripMessage[]>(`/trips/${tripId}/messages`, { auth: true, signal }),
  });
}

export function useSendMessage() {
  return useTripMutation(
    ({ tripId, input }: { tripId: string; input: TripMessageInput }) => apiRequest<TripMessage>(`/trips/${tripId}/messages`, { method: 'POST', body: input, auth: true }),
    'trip_messages',
  );
}
