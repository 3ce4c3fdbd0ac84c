import type { TripSummary, TripUpdateInput } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip, tripKeys } from '@/lib/query-keys';

export type UpdateTripVariables = { tripId: string; changes: TripUpdateInput };

/** Sends only the fields that changed (SPEC: a trip update sends only fields that are set). */
export function updateTrip({ tripId, changes }: UpdateTripVariables): Promise<TripSummary> {
  return apiRequest<TripSummary>(`/trips/${tripId}`, { method: 'PATCH', body: changes, auth: true });
}

export function useUpdateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrip,
    onSuccess: (trip) => {
      queryClient.setQueryData<TripSummary[]>(tripKeys.list(), (trips) => trips?.map((t) => (t.id === trip.id ? trip : t)));
      void invalidateTrip(queryClient, trip.id);
    },
  });
}
