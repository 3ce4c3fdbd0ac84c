import type { Guardian } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip, tripKeys } from '@/lib/query-keys';

export type AddGuardianVariables = { tripId: string; email: string };

/** Answers the trip's whole new guardian list. */
export function addGuardian({ tripId, email }: AddGuardianVariables): Promise<Guardian[]> {
  return apiRequest<Guardian[]>(`/trips/${tripId}/guardians`, { method: 'POST', body: { email }, auth: true });
}

export function useAddGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGuardian,
    onSuccess: (guardians, { tripId }) => {
      queryClient.setQueryData(tripKeys.guardians(tripId), guardians);
      void invalidateTrip(queryClient, tripId);
    },
  });
}
