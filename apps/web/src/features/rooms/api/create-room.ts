import type { Room, RoomInput } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip } from '@/lib/query-keys';

export type CreateRoomVariables = { tripId: string; room: RoomInput };

export function createRoom({ tripId, room }: CreateRoomVariables): Promise<Room> {
  return apiRequest<Room>(`/trips/${tripId}/rooms`, { method: 'POST', body: room, auth: true });
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: (_room, { tripId }) => invalidateTrip(queryClient, tripId),
  });
}
