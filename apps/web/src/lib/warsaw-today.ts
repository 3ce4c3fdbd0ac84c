/** Today in Poland, as the server counts it: a phone on a trip abroad east of Poland is a day ahead before midnight there. */
export function warsawToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
