import { sensitiveEraseDate, type TripSummary } from '@wycieczki/shared';
import { format } from 'date-fns';
import { formatCheckDate } from './format-date';

/**
 * RODO (issue 16): 'Dane wrażliwe zostaną usunięte dd.MM.yyyy' while the trip's students' PESEL,
 * parent phones, allergies and diets are kept; 'Dane wrażliwe usunięto dd.MM.yyyy' once they are gone.
 * Null for a trip kept on the device by an older version, which does not know it yet.
 */
export function sensitiveDataNotice(trip: Pick<TripSummary, 'endDate' | 'eraseAfterDays' | 'sensitiveErasedAt'>): string | null {
  if (trip.sensitiveErasedAt) return `Dane wrażliwe usunięto ${format(new Date(trip.sensitiveErasedAt), 'dd.MM.yyyy')}`;
  if (typeof trip.eraseAfterDays !== 'number') return null;
  return `Dane wrażliwe zostaną usunięte ${formatCheckDate(sensitiveEraseDate(trip.endDate, trip.eraseAfterDays))}`;
}
