/** The day it is in Poland at `now`, YYYY-MM-DD: a trip's dates are Polish dates, whatever the server's zone. */
export function warsawDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The hour it is in Poland at `now`, 0–23: reminders wait for the day (issue 50). */
export function warsawHour(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/** The day `days` after a Polish date (YYYY-MM-DD), as a calendar counts. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
