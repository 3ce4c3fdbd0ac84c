import { format } from 'date-fns';
import { pl } from 'date-fns/locale';

/** A moment such as a location update: "21 listopada 2026, 14:05". */
export function formatDateTime(date: Date | string | number): string {
  return format(new Date(date), "d MMMM yyyy, HH:mm", { locale: pl });
}
