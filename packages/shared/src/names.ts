/** 'Jan Maria Kowalski' → 'Kowalski Jan Maria': a class register's order is by surname, then first names. */
export function surnameFirst(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return name.trim();
  return [words[words.length - 1], ...words.slice(0, -1)].join(' ');
}

// Made at the first comparison, not when the module loads: building a collator reads the locale's
// data (about 14 ms in a browser), which every screen's start would pay (issue 23).
let plCollator: Intl.Collator | undefined;
const collator = () => (plCollator ??= new Intl.Collator('pl', { sensitivity: 'base', numeric: true }));

/** Two names in a class register's order: by surname the Polish way (Ł after L, Ś after S, Ż last), then first names. */
export function compareBySurname(a: string, b: string): number {
  return collator().compare(surnameFirst(a), surnameFirst(b)) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Rows in a class register's order: every screen and document lists children so (issue 23). */
export function sortBySurname<T>(rows: readonly T[], nameOf: (row: T) => string): T[] {
  const keyed = rows.map((row) => ({ row, key: surnameFirst(nameOf(row)) }));
  keyed.sort((a, b) => collator().compare(a.key, b.key));
  return keyed.map(({ row }) => row);
}
