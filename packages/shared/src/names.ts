import { comparePolish, compareSortKeys, polishSortKey } from './collation';
import { guessGender, type GrammaticalGender } from './polish/gender';

/** 'Jan Maria Kowalski' → 'Kowalski Jan Maria': a class register's order is by surname, then first names. */
export function surnameFirst(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return name.trim();
  return [words[words.length - 1], ...words.slice(0, -1)].join(' ');
}

/** Two names in a class register's order: by surname the Polish way (Ł after L, Ś after S, Ż last), then first names. */
export function compareBySurname(a: string, b: string): number {
  return comparePolish(surnameFirst(a), surnameFirst(b)) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Rows in a class register's order: every screen and document lists children so (issue 23). */
export function sortBySurname<T>(rows: readonly T[], nameOf: (row: T) => string): T[] {
  const keyed = rows.map((row) => ({ row, key: polishSortKey(surnameFirst(nameOf(row))) }));
  keyed.sort((a, b) => compareSortKeys(a.key, b.key));
  return keyed.map(({ row }) => row);
}

/** A female noun-like name ending in -a, in the genitive: Anna → Anny, Kinga → Kingi, Ola → Oli, Maria → Marii, Maja → Mai, Alicja → Alicji. */
function genitiveOfA(word: string): string | null {
  const stem = word.slice(0, -1);
  if (/[^aeiouyąęó]j$/i.test(stem) || /i$/i.test(stem)) return `${stem}i`;
  if (/[aeiouyąęó]j$/i.test(stem)) return `${stem.slice(0, -1)}i`;
  if (/[gkl]$/i.test(stem)) return `${stem}i`;
  if (/[bcdfhłmnprstwzżźś]$/i.test(stem)) return `${stem}y`;
  return null;
}

/** A male first name or surname in the genitive, or null when the rule is not sure (Wróbel → Wróbla, not Wróbela). */
function genitiveMale(word: string, surname: boolean): string | null {
  const lower = word.toLocaleLowerCase('pl');
  if (/(sk|ck|dzk)i$/.test(lower)) return `${word}ego`;
  if (/[^aeiouy]y$/.test(lower)) return `${word.slice(0, -1)}ego`;
  if (!surname && /[^aeiouy]i$/.test(lower)) return `${word}ego`;
  if (lower.endsWith('a')) return genitiveOfA(word);
  if (/[^aeiouy]ek$/.test(lower)) return `${word.slice(0, -2)}ka`;
  if (!surname && lower.endsWith('eł')) return `${word.slice(0, -2)}ła`;
  if (/(el|eł|ec|ew|ień|o|e|u|i|y)$/.test(lower)) return null;
  if (/[bcdfghjklłmnprstwzżźśćń]$/.test(lower)) return `${word}a`;
  return null;
}

/**
 * A female surname in the genitive: Kowalska → Kowalskiej; one not ending in -a does not change
 * (Nowak). Another -a is a noun (Zaręba → Zaręby) or an adjective (Czarna → Czarnej): not sure, null.
 */
function genitiveFemaleSurname(word: string): string | null {
  const lower = word.toLocaleLowerCase('pl');
  if (/(sk|ck|dzk)a$/.test(lower)) return `${word.slice(0, -1)}iej`;
  if (lower.endsWith('a')) return null;
  return word;
}

/**
 * 'Grupa Anny Nowak' (issue 28): a guardian's group named the Polish way, the name in the genitive.
 * Names the rules are not sure of (foreign ones, Wróbel, Kozieł) keep their own form after a colon,
 * 'Grupa: Jean Dupont', rather than being declined wrongly. `gender`: the guardian's (polish/gender.ts).
 */
export function groupName(fullName: string, gender: GrammaticalGender = guessGender(fullName)): string {
  const words = fullName.trim().split(/\s+/);
  const fallback = `Grupa: ${fullName.trim()}`;
  if (words.length < 2) return fallback;
  const female = gender === 'F';
  const declined: string[] = [];
  for (const [index, word] of words.entries()) {
    const isSurname = index === words.length - 1;
    const parts = word.split('-');
    // A woman's first name not ending in -a (Nicole, Miriam) is not declined: keep it whole.
    const femaleFirst = (part: string) => (/a$/iu.test(part) ? genitiveOfA(part) : part);
    const out = parts.map((part) => (female ? (isSurname ? genitiveFemaleSurname(part) : femaleFirst(part)) : genitiveMale(part, isSurname)));
    if (out.some((part) => part === null)) return fallback;
    declined.push(out.join('-'));
  }
  return `Grupa ${declined.join(' ')}`;
}

/**
 * 'Jan K.': a child as a notification on a lock screen names them (issue 50), the first names and
 * the surname's initial. One word stays whole.
 */
export function shortStudentName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return fullName.trim();
  return `${words.slice(0, -1).join(' ')} ${[...words[words.length - 1]!][0]!.toLocaleUpperCase('pl')}.`;
}
