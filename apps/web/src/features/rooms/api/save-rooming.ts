import type { RoomingSetup, RoomingSetupInput } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

export type SaveRoomingVariables = { tripId: string; setup: RoomingSetupInput };

/** 'Zapisz ustawienia': the whole setup in one write (every pupil, every room); answers it as saved. */
function saveRooming({ tripId, setup }: SaveRoomingVariables): Promise<RoomingSetup> {
  return apiRequest<RoomingSetup>(`/trips/${tripId}/rooming`, { method: 'PUT', body: setup, auth: true });
}

export function useSaveRooming() {
  return useTripMutation(saveRooming, 'rooms', (queryClient, saved, { tripId }) => queryClient.setQueryData(tripKeys.rooming(tripId), saved));
}
