import type { TripMedicines } from '@wycieczki/shared';
import { tripKeys } from './query-keys';
import { tripQueryOptions } from './trip-query';

/**
 * 'Leki' (issue 54): the trip's medicines and every dose marked; read while there is a network (the
 * offline copy), so 'Leki teraz' works on the coach and in the mountains.
 */
export const medicinesQueryOptions = (tripId: string) => tripQueryOptions<TripMedicines>(tripKeys.medicines(tripId), `/trips/${tripId}/medicines`);
