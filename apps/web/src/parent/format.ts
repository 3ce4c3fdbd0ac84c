const dateTime = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** '12.03.2027, 18:42' in Polish time, wherever the phone is. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as dd.MM.yyyy. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
