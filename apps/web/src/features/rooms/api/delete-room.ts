import type { Room } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip } from '@/lib/query-keys';
import { roomsQueryKey } from '@/lib/trip-rooms-query';

export type DeleteRoomVariables = { tripId: string; roomId: string };

/** Its students stay in the trip, without a room. */
export function deleteRoom({ tripId, roomId }: DeleteRoomVariables): Promise<void> {
  return apiRequest<void>(`/trips/${tripId}/rooms/${roomId}`, { method: 'DELETE', auth: true });
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: (_result, { tripId, roomId }) => {
      queryClient.setQueryData<Room[]>(roomsQueryKey(tripId), (rooms) => rooms?.filter((r) => r.id !== roomId));
      return invalidateTrip(queryClient, tripId);
    },
  });
}
