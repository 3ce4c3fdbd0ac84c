import { format, parseISO } from 'date-fns';

/** A moment such as a location update or an access-log entry, in the app's one date style: "21.11.2026, 14:05". */
export function formatDateTime(date: Date | string | number): string {
  return format(new Date(date), 'dd.MM.yyyy, HH:mm');
}

/** A calendar date (YYYY-MM-DD, no time zone, as an attendance list's) as dd.MM.yyyy. */
export function formatCheckDate(date: string): string {
  const parsed = parseISO(date);
  return Number.isNaN(parsed.getTime()) ? date : format(parsed, 'dd.MM.yyyy');
}

/** A moment's day alone, as dd.MM.yyyy ('Zaproszenie wysłane 26.11.2026'). */
export function formatDay(date: Date | string | number): string {
  return format(new Date(date), 'dd.MM.yyyy');
}
