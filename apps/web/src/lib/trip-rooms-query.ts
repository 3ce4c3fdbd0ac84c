import type { Room } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from './query-keys';
import { tripQueryOptions } from './trip-query';

/** A trip's rooms (sorted by number), read by the rooms and students screens. */
export function useRooms(tripId: string) {
  return useQuery(tripQueryOptions<Room[]>(tripKeys.rooms(tripId), `/trips/${tripId}/rooms`));
}
