import { format } from 'date-fns';
import { pl } from 'date-fns/locale';

/** SPEC section 9: dates are shown as dd.MM.yyyy in the Polish locale. */
export function formatDate(date: Date | string | number): string {
  return format(new Date(date), 'dd.MM.yyyy', { locale: pl });
}

/** A moment such as a location update: "21 listopada 2026, 14:05". */
export function formatDateTime(date: Date | string | number): string {
  return format(new Date(date), "d MMMM yyyy, HH:mm", { locale: pl });
}
