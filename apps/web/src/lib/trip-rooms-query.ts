import type { Room } from '@wycieczki/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** A trip's rooms (sorted by number), read by the rooms and students screens; under ['trips', tripId]. */
export const roomsQueryKey = (tripId: string) => ['trips', tripId, 'rooms'] as const;

export function getRooms(tripId: string, signal?: AbortSignal): Promise<Room[]> {
  return apiRequest<Room[]>(`/trips/${tripId}/rooms`, { auth: true, signal });
}

export function roomsQueryOptions(tripId: string) {
  return queryOptions({
    queryKey: roomsQueryKey(tripId),
    queryFn: ({ signal }) => getRooms(tripId, signal),
  });
}

export function useRooms(tripId: string) {
  return useQuery(roomsQueryOptions(tripId));
}
