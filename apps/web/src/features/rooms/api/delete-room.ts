import type { Room } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

export type DeleteRoomVariables = { tripId: string; roomId: string };

/** Its students stay in the trip, without a room. */
function deleteRoom({ tripId, roomId }: DeleteRoomVariables): Promise<void> {
  return apiRequest<void>(`/trips/${tripId}/rooms/${roomId}`, { method: 'DELETE', auth: true });
}

export function useDeleteRoom() {
  return useTripMutation(deleteRoom, 'rooms', (queryClient, _nothing, { tripId, roomId }) =>
    queryClient.setQueryData<Room[]>(tripKeys.rooms(tripId), (rooms) => rooms?.filter((r) => r.id !== roomId)),
  );
}
