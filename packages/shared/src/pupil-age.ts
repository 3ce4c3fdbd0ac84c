// A pupil's birth date within a pupil's age (issue 62): the school register's files (a birth date given,
// or the one its PESEL encodes) are held to this one rule. A trip's student has no birth date field,
// and a PESEL typed on a trip is not held to it.

/**
 * A pupil's age in full years, on the day the date is entered. The youngest: a przedszkole takes
 * children from 3, and from 2.5 'w szczególnie uzasadnionych przypadkach' (Prawo oświatowe, art. 31),
 * so 2. The oldest: the register knows no school type, and a szkoła policealna or a school for adults
 * takes adults of any age, so 80. What it refuses is what no pupil is: a date to come or of this
 * year (the file's own date typed in the wrong column), a century wrong (1915 for 2015), the
 * placeholders 1900-01-01, 0001-01-01 and 9999-12-31.
 */
export const PUPIL_AGE = { min: 2, max: 80 } as const;

/** The day it is in Poland, YYYY-MM-DD, whatever the zone of the server or the phone. */
export function polishToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Born at least PUPIL_AGE.min and at most PUPIL_AGE.max full years before `today` (both YYYY-MM-DD). */
export function isPupilBirthDate(birthDate: string, today: string = polishToday()): boolean {
  // The same day `years` earlier, as text: YYYY-MM-DD compares as dates do, and a 29 February with no
  // such day that year still sorts between the 28th and 1 March.
  const yearsBefore = (years: number) => `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
  return birthDate <= yearsBefore(PUPIL_AGE.min) && birthDate > yearsBefore(PUPIL_AGE.max + 1);
}
