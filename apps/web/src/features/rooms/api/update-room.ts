import type { Room, RoomInput } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { useTripMutation } from '@/lib/trip-mutation';

export type UpdateRoomVariables = { tripId: string; roomId: string; changes: Partial<RoomInput> };

/** Sends only what changed; a new number shows on every student of the room after the refetch. */
function updateRoom({ tripId, roomId, changes }: UpdateRoomVariables): Promise<Room> {
  return apiRequest<Room>(`/trips/${tripId}/rooms/${roomId}`, { method: 'PATCH', body: changes, auth: true });
}

export function useUpdateRoom() {
  return useTripMutation(updateRoom, 'rooms');
}
