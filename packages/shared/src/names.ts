/** 'Jan Maria Kowalski' → 'Kowalski Jan Maria': a class register's order is by surname, then first names. */
export function surnameFirst(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return name.trim();
  return [words[words.length - 1], ...words.slice(0, -1)].join(' ');
}
