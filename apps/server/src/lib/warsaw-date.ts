/** The day it is in Poland at `now`, YYYY-MM-DD: a trip's dates are Polish dates, whatever the server's zone. */
export function warsawDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
