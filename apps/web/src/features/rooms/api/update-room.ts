import type { Room, RoomInput } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip } from '@/lib/query-keys';

export type UpdateRoomVariables = { tripId: string; roomId: string; changes: Partial<RoomInput> };

/** Sends only what changed; a new number shows on every student of the room after the refetch. */
export function updateRoom({ tripId, roomId, changes }: UpdateRoomVariables): Promise<Room> {
  return apiRequest<Room>(`/trips/${tripId}/rooms/${roomId}`, { method: 'PATCH', body: changes, auth: true });
}

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess: (_room, { tripId }) => invalidateTrip(queryClient, tripId),
  });
}
