import type { Guardian } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip, tripKeys } from '@/lib/query-keys';

export type RemoveGuardianVariables = { tripId: string; guardianId: string };

/** Answers the trip's remaining guardians. */
export function removeGuardian({ tripId, guardianId }: RemoveGuardianVariables): Promise<Guardian[]> {
  return apiRequest<Guardian[]>(`/trips/${tripId}/guardians/${guardianId}`, { method: 'DELETE', auth: true });
}

export function useRemoveGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGuardian,
    onSuccess: (guardians, { tripId }) => {
      queryClient.setQueryData(tripKeys.guardians(tripId), guardians);
      void invalidateTrip(queryClient, tripId);
    },
  });
}
