import type { Guardian } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from './query-keys';
import { tripQueryOptions } from './trip-query';

/** A trip's members (the guardians dialog, and each group's guardian, issue 28); kept on the device for the roll call offline. */
export function useGuardians(tripId: string) {
  return useQuery(tripQueryOptions<Guardian[]>(tripKeys.guardians(tripId), `/trips/${tripId}/guardians`));
}
