import type { ConsentBulkInput } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { useTripMutation } from '@/lib/trip-mutation';

/** 'Zgoda rodzica' for many students at once. */
export function useSetConsent() {
  return useTripMutation(
    ({ tripId, input }: { tripId: string; input: ConsentBulkInput }) =>
      apiRequest<{ updated: number }>(`/trips/${tripId}/students/consent`, { method: 'PUT', body: input, auth: true }),
    'students',
  );
}
