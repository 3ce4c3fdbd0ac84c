import { formatZloty } from '@wycieczki/shared';
import { pageLanguage, pageLocale } from './i18n';

// Dates and amounts in the page's language (issue 53): pl-PL, uk-UA or en-GB. Formatters are made
// once per locale.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(name: string, make: (locale: string) => T): T {
  const key = `${name} ${pageLocale()}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = make(pageLocale())));
  return made;
}

/** '12.03.2027, 18:42' (pl, uk) or '12/03/2027, 18:42' (en) in Polish time, wherever the phone is. */
export function formatDateTime(iso: string): string {
  const dateTime = formatter('dateTime', (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }));
  return dateTime.format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD): 12.03.2027 (pl, uk) or 12/03/2027 (en). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const calendarDay = formatter('day', (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }));
  return calendarDay.format(new Date(Date.UTC(year!, month! - 1, date!)));
}

/** Integer grosze: '1 234,50 zł' in Polish as everywhere in the app; the locale's own form of PLN otherwise. */
export function formatMoney(grosze: number): string {
  if (pageLanguage() === 'pl') return formatZloty(grosze);
  return formatter('money', (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'PLN' })).format(grosze / 100);
}
