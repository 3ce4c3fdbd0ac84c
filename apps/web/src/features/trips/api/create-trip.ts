import type { TripCreateInput, TripSummary } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';

/** The whole wizard in one request: the server stores the trip, guardians, students and rooms in one transaction. */
export function createTrip(input: TripCreateInput): Promise<TripSummary> {
  return apiRequest<TripSummary>('/trips', { method: 'POST', body: input, auth: true });
}

export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrip,
    onSuccess: (trip) => {
      // In the list at once, so it can become the current trip before the refetch answers.
      queryClient.setQueryData<TripSummary[]>(tripKeys.list(), (trips) => [trip, ...(trips ?? []).filter((t) => t.id !== trip.id)]);
      void queryClient.invalidateQueries({ queryKey: tripKeys.list(), exact: true });
    },
  });
}
