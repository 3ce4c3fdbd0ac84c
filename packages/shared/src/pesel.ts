const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/** PESEL: 11 digits; the last is (10 - weighted sum of the first ten mod 10) mod 10. */
export function isValidPesel(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0);
  return (10 - (sum % 10)) % 10 === digits[10];
}

/** The century a PESEL's month encodes: 81–92 the 1800s, 01–12 the 1900s, 21–32 the 2000s, 41–52 the 2100s, 61–72 the 2200s. */
const CENTURY_BY_MONTH_OFFSET: Record<number, number> = { 80: 1800, 0: 1900, 20: 2000, 40: 2100, 60: 2200 };

/** The birth date a PESEL encodes in its first six digits, or null when no such day exists (leap years count). */
export function peselBirthDate(value: string): { year: number; month: number; day: number } | null {
  if (!/^\d{6}/.test(value)) return null;
  const yy = Number(value.slice(0, 2));
  const encodedMonth = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const offset = Math.floor((encodedMonth - 1) / 20) * 20;
  const century = CENTURY_BY_MONTH_OFFSET[offset];
  const month = encodedMonth - offset;
  if (century === undefined || month < 1 || month > 12 || day < 1) return null;
  const year = century + yy;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** The birth date a PESEL encodes as YYYY-MM-DD, or null when no such day exists. */
export function peselBirthDay(value: string): string | null {
  const born = peselBirthDate(value);
  return born && `${born.year}-${String(born.month).padStart(2, '0')}-${String(born.day).padStart(2, '0')}`;
}
