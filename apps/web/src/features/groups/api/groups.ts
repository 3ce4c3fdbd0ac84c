import type { GroupAssignInput } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { useTripMutation } from '@/lib/trip-mutation';

/** 'Podziel automatycznie': by class, then evenly, within the trip's ratio. The groups travel with the students' list. */
export function useAutoSplit() {
  return useTripMutation(({ tripId }: { tripId: string }) => apiRequest<void>(`/trips/${tripId}/groups/auto`, { method: 'POST', auth: true }), 'students');
}

/** Moves students into a guardian's group (null: out of every group). */
export function useAssignGroup() {
  return useTripMutation(
    ({ tripId, ...body }: GroupAssignInput & { tripId: string }) => apiRequest<void>(`/trips/${tripId}/groups/assign`, { method: 'POST', body, auth: true }),
    'students',
  );
}
