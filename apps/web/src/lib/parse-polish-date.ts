/** The years a date field takes: a school trip, its lists and its papers fall in this century. */
export const DATE_YEARS = { min: 2000, max: 2099 } as const;

const MONTHS = ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'];

export const DATE_FORMAT_MESSAGE = 'Wpisz datę jako dd.mm.rrrr, np. 15.06.2027';

export type ParsedDate = { ok: true; iso: string } | { ok: false; message: string };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date typed the Polish way: '15.06.2027', '5.6.2027', '15-06-2027', '15/06/2027' or '15062027'.
 * Answers the calendar date (YYYY-MM-DD) or a Polish message that says what is wrong: the format,
 * a month past 12, a day its month does not have ('luty 2027 ma 28 dni'), a year out of range.
 */
export function parsePolishDate(text: string): ParsedDate {
  const typed = text.trim();
  const parts = /^(\d{1,2})[.\-/ ](\d{1,2})[.\-/ ](\d{4})$/.exec(typed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  if (!parts) return { ok: false, message: DATE_FORMAT_MESSAGE };
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (month < 1 || month > 12) return { ok: false, message: 'Nieprawidłowa data: miesiąc musi być liczbą od 1 do 12' };
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return { ok: false, message: `Nieprawidłowa data: rok musi być z lat ${DATE_YEARS.min}–${DATE_YEARS.max}` };
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) {
    return { ok: false, message: `Nieprawidłowa data: ${MONTHS[month - 1]} ${year} ma ${daysInMonth} dni` };
  }
  return { ok: true, iso: `${year}-${pad(month)}-${pad(day)}` };
}

/** 2027-06-15 → 15.06.2027; anything else as it is. */
export function isoToPolish(iso: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return parts ? `${parts[3]}.${parts[2]}.${parts[1]}` : iso;
}
