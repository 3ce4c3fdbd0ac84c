import type { Guardian } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

export type AddGuardianVariables = { tripId: string; email: string };

/** Answers the trip's whole new guardian list. */
function addGuardian({ tripId, email }: AddGuardianVariables): Promise<Guardian[]> {
  return apiRequest<Guardian[]>(`/trips/${tripId}/guardians`, { method: 'POST', body: { email }, auth: true });
}

export function useAddGuardian() {
  return useTripMutation(addGuardian, 'trip_guardians', (queryClient, guardians, { tripId }) =>
    queryClient.setQueryData(tripKeys.guardians(tripId), guardians),
  );
}
