import type { Room } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from './query-keys';
import { tripQueryOptions } from './trip-query';

export const roomsQueryOptions = (tripId: string) => tripQueryOptions<Room[]>(tripKeys.rooms(tripId), `/trips/${tripId}/rooms`);

/** A trip's rooms (sorted by number), read by the rooms and students screens. */
export function useRooms(tripId: string) {
  return useQuery(roomsQueryOptions(tripId));
}
