import { format, parseISO } from 'date-fns';

/** Today as YYYY-MM-DD and the current time as hh:mm: the defaults of a new list. */
export function nowDateAndTime(now: Date = new Date()): { date: string; time: string } {
  return { date: format(now, 'yyyy-MM-dd'), time: format(now, 'HH:mm') };
}

/** A list's calendar date (YYYY-MM-DD, no time zone) as dd.MM.yyyy. */
export function formatCheckDate(date: string): string {
  const parsed = parseISO(date);
  return Number.isNaN(parsed.getTime()) ? date : format(parsed, 'dd.MM.yyyy');
}
