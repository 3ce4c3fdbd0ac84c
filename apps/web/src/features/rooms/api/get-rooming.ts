import type { RoomingSetup } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from '@/lib/query-keys';
import { tripQueryOptions } from '@/lib/trip-query';

/**
 * 'Ułóż pokoje' (issue 52): the pupils' sex, wishes and pins, the rooms' floors and marks, 'Nie razem'.
 * Only for those who may edit the trip's rooms (others get 403). Kept on the device with the trip's
 * other data, so a proposal is made with no network once it has loaded.
 */
export const roomingQueryOptions = (tripId: string) => tripQueryOptions<RoomingSetup>(tripKeys.rooming(tripId), `/trips/${tripId}/rooming`);

export function useRooming(tripId: string) {
  return useQuery(roomingQueryOptions(tripId));
}
