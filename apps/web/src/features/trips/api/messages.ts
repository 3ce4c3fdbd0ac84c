import type { ParentNotifications, TripMessage, TripMessageInput } from '@wycieczki/shared';
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

/** How many parents get 'Komunikaty' as notifications (issue 50): for the creator and the leader, who hand out the links. */
export function useParentNotifications(tripId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...tripKeys.messages(tripId), 'notifications'],
    queryFn: ({ signal }) => apiRequest<ParentNotifications>(`/trips/${tripId}/parent-notifications`, { auth: true, signal }),
    enabled,
    retry: false,
  });
}
