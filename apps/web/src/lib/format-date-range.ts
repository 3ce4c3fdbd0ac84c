import { addDays, format, parseISO } from 'date-fns';

/** A trip's dates as SPEC shows them: "10.05 - 13.05.2026" (the year once, unless the trip spans New Year). */
export function formatDateRange(startDate: string, endDate: string): string {
  const start = parseISO(startDate);
  const end = parseISO(endDate);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startDate} - ${endDate}`;
  const startPattern = start.getFullYear() === end.getFullYear() ? 'dd.MM' : 'dd.MM.yyyy';
  return `${format(start, startPattern)} - ${format(end, 'dd.MM.yyyy')}`;
}

/**
 * Two dates in the app's one style (issue 23) everywhere but the trip card (whose 'dd.MM -
 * dd.MM.yyyy' SPEC names): '24–27.11.2026' within a month, else '24.11.2026 – 27.11.2026'.
 */
export function formatDateSpan(startDate: string, endDate: string): string {
  const start = parseISO(startDate);
  const end = parseISO(endDate);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startDate} – ${endDate}`;
  if (format(start, 'MM.yyyy') === format(end, 'MM.yyyy')) return `${format(start, 'dd')}–${format(end, 'dd.MM.yyyy')}`;
  return `${format(start, 'dd.MM.yyyy')} – ${format(end, 'dd.MM.yyyy')}`;
}

/** A local calendar date as YYYY-MM-DD, the value of an `<input type="date">`. */
export function isoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

export function isoDateInDays(days: number, from: Date = new Date()): string {
  return isoDate(addDays(from, days));
}
