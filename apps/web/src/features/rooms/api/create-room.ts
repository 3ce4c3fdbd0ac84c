import type { Room, RoomInput } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { useTripMutation } from '@/lib/trip-mutation';

export type CreateRoomVariables = { tripId: string; room: RoomInput };

function createRoom({ tripId, room }: CreateRoomVariables): Promise<Room> {
  return apiRequest<Room>(`/trips/${tripId}/rooms`, { method: 'POST', body: room, auth: true });
}

export function useCreateRoom() {
  return useTripMutation(createRoom, 'rooms');
}
