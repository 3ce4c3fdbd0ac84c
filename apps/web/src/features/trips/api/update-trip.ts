import type { TripSummary, TripUpdateInput } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

export type UpdateTripVariables = { tripId: string; changes: TripUpdateInput };

/** Sends only the fields that changed (docs/product.md §5: a trip update sends only fields that are set). */
function updateTrip({ tripId, changes }: UpdateTripVariables): Promise<TripSummary> {
  return apiRequest<TripSummary>(`/trips/${tripId}`, { method: 'PATCH', body: changes, auth: true });
}

export function useUpdateTrip() {
  return useTripMutation(updateTrip, 'trips', (queryClient, trip) =>
    queryClient.setQueryData<TripSummary[]>(tripKeys.list(), (trips) => trips?.map((t) => (t.id === trip.id ? trip : t))),
  );
}
