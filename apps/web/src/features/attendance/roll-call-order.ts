import { sortBySurname } from '@wycieczki/shared';

/** Sorts by surname the Polish way (Ł after L, Ś after S, Ż last), then by first names: the shared order of every screen. */
export function bySurname<T extends { studentName: string }>(rows: readonly T[]): T[] {
  return sortBySurname(rows, (row) => row.studentName);
}

/** Lower case without Polish marks, so 'lukasz' finds 'Łukasz' and 'zolc' finds 'Żółć'. */
function folded(text: string): string {
  return text.toLocaleLowerCase('pl').replace(/ł/g, 'l').normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** Whether a student's name holds every word typed in the search box, in any order. */
export function matchesSearch(name: string, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const target = folded(name);
  return words.every((word) => target.includes(word));
}
