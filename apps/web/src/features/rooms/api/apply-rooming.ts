import type { RoomingApplyInput, RoomingApplyResult } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { useTripMutation } from '@/lib/trip-mutation';

export type ApplyRoomingVariables = { tripId: string; assignment: RoomingApplyInput['assignment'] };

/**
 * 'Zatwierdź przydział': every pupil's room in one write. The server checks the hard rules again and
 * refuses (400/409) with the broken rule's Polish sentence; the rooms and students are read again.
 */
function applyRooming({ tripId, assignment }: ApplyRoomingVariables): Promise<RoomingApplyResult> {
  return apiRequest<RoomingApplyResult>(`/trips/${tripId}/rooming/apply`, { method: 'POST', body: { assignment }, auth: true });
}

export function useApplyRooming() {
  return useTripMutation(applyRooming, 'rooms');
}
