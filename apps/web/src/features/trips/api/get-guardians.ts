import type { Guardian } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from '@/lib/query-keys';
import { tripQueryOptions } from '@/lib/trip-query';

export function useGuardians(tripId: string) {
  return useQuery(tripQueryOptions<Guardian[]>(tripKeys.guardians(tripId), `/trips/${tripId}/guardians`));
}
