import type { Guardian } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

export type RemoveGuardianVariables = { tripId: string; guardianId: string };

/** Answers the trip's remaining guardians. */
function removeGuardian({ tripId, guardianId }: RemoveGuardianVariables): Promise<Guardian[]> {
  return apiRequest<Guardian[]>(`/trips/${tripId}/guardians/${guardianId}`, { method: 'DELETE', auth: true });
}

export function useRemoveGuardian() {
  return useTripMutation(removeGuardian, 'trip_guardians', (queryClient, guardians, { tripId }) =>
    queryClient.setQueryData(tripKeys.guardians(tripId), guardians),
  );
}
