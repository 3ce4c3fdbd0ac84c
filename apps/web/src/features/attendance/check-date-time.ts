import { format } from 'date-fns';

/** Today as YYYY-MM-DD and the current time as hh:mm: the defaults of a new list. */
export function nowDateAndTime(now: Date = new Date()): { date: string; time: string } {
  return { date: format(now, 'yyyy-MM-dd'), time: format(now, 'HH:mm') };
}
