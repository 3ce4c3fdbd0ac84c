import { format, parseISO } from 'date-fns';
import { pl } from 'date-fns/locale';

/** A moment such as a location update: "21 listopada 2026, 14:05". */
export function formatDateTime(date: Date | string | number): string {
  return format(new Date(date), "d MMMM yyyy, HH:mm", { locale: pl });
}

/** A calendar date (YYYY-MM-DD, no time zone, as an attendance list's) as dd.MM.yyyy. */
export function formatCheckDate(date: string): string {
  const parsed = parseISO(date);
  return Number.isNaN(parsed.getTime()) ? date : format(parsed, 'dd.MM.yyyy');
}
