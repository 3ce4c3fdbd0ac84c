import type { TripSummary } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { forgetTrip, tripKeys } from '@/lib/query-keys';

export function deleteTrip(tripId: string): Promise<void> {
  return apiRequest<void>(`/trips/${tripId}`, { method: 'DELETE', auth: true });
}

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrip,
    onSuccess: (_result, tripId) => {
      // Gone from the list at once: the current-trip logic picks another one.
      queryClient.setQueryData<TripSummary[]>(tripKeys.list(), (trips) => trips?.filter((t) => t.id !== tripId));
      void forgetTrip(queryClient, tripId);
    },
  });
}
