/**
 * The Polish alphabetical order of names, as `new Intl.Collator('pl', { sensitivity: 'base', numeric:
 * true })` gives it, without building that collator. Building it reads the locale's collation data:
 * 16-17 ms in Chromium on a fast machine (about 70 ms on a phone Lighthouse stands for), one task on
 * the first screen of every list sorted by surname (issue 23). Sorting needs only the first level of
 * the order, which for Polish is short to state (CLDR's tailoring of the root order):
 * - the letters a ą b c ć d e ę f g h i j k l ł m n ń o ó p q r s ś t u v w x y z ź ż, case aside;
 * - other accented Latin letters as their base letter (é as e, ü as u), with ß as ss, æ as ae;
 * - digits before letters, a run of digits by its value (2 before 10);
 * - spaces and punctuation before digits, in the root order (space, -, ', then the others);
 * - Latin letters of other alphabets where the root order puts them (ı after i, ŋ after ń, þ after ż);
 * - Cyrillic after every Latin letter, in its own alphabetical order (names of Ukrainian pupils written
 *   as in their passports: і after и, й after і, ї as і, ґ as г, ё as е).
 * Characters outside these (Greek, other scripts) come after every Latin letter, by code point.
 * `collation.test.ts` checks the order against the collator itself, pair by pair.
 */

const LETTERS = 'aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż';

/** Letters the root order reads as two (or as another letter) on the first level. */
const EXPANSIONS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ŀ: 'l', ĳ: 'ij', ħ: 'h', ſ: 's' };

/** Latin letters of other alphabets that the root order puts right after a letter of LETTERS, in order. */
const LETTERS_AFTER: Readonly<Record<string, string>> = { ı: 'i', ŋ: 'ń', ŧ: 't', ĸ: 'q', ə: 'ę', ɛ: 'ę', ƒ: 'f', þ: 'ż' };

/** The Cyrillic alphabet in the root order; letters in one string are equal on the first level. */
const CYRILLIC = ['а', 'б', 'в', 'гѓґ', 'д', 'ђ', 'еѐё', 'є', 'ж', 'з', 'ѕ', 'иѝӣ', 'ії', 'й', 'ј', 'кќ', 'л', 'љ', 'м', 'н', 'њ', 'о', 'п', 'р', 'с', 'т', 'ћ', 'уўӯ', 'ф', 'х', 'ц', 'ч', 'џ', 'ш', 'щ', 'ъ', 'ы', 'ь', 'э', 'ю', 'я'];

/** Spaces and punctuation in the root order; characters in one string are equal there. */
const PUNCTUATION = [
  '\t',
  ' \u00a0',
  '_',
  '-',
  '–',
  '—',
  ',',
  ';',
  ':',
  '!',
  '?',
  '.',
  '…',
  '·',
  "'’‘",
  '"„”',
  '«',
  '»',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '@',
  '*',
  '/',
  '\\',
  '&',
  '#',
  '%',
  '`',
  '^',
  '+',
  '<',
  '=',
  '>',
  '|',
  '~',
  '$',
];

const DIGITS = 100;
const FIRST_LETTER = 200;
const OTHER = 1000;
/** After Greek (which comes by code point, below U+0400), as in the root order. */
const FIRST_CYRILLIC = OTHER + 0x400;

const WEIGHT = new Map<string, number[]>();
PUNCTUATION.forEach((group, index) => {
  for (const char of group) WEIGHT.set(char, [index + 1]);
});
for (const [index, letter] of [...LETTERS].entries()) WEIGHT.set(letter, [FIRST_LETTER + index]);
for (const [char, spelled] of Object.entries(EXPANSIONS)) WEIGHT.set(char, [...spelled].map((letter) => FIRST_LETTER + LETTERS.indexOf(letter)));
Object.entries(LETTERS_AFTER).forEach(([char, letter], index) => WEIGHT.set(char, [FIRST_LETTER + LETTERS.indexOf(letter) + (index + 1) / 100]));
CYRILLIC.forEach((group, index) => {
  for (const char of group) WEIGHT.set(char, [FIRST_CYRILLIC + index]);
});

const COMBINING_MARK = /\p{M}/u;

function weightsOf(char: string): readonly number[] {
  const known = WEIGHT.get(char);
  if (known) return known;
  if (COMBINING_MARK.test(char)) return [];
  const base = char.normalize('NFD')[0];
  if (base !== undefined && base !== char && LETTERS.includes(base)) return WEIGHT.get(base) ?? [];
  return [OTHER + (char.codePointAt(0) ?? 0)];
}

/** The first-level weights of a text: comparing two such lists compares the texts the Polish way. */
export function polishSortKey(text: string): number[] {
  const chars = [...text.toLowerCase().normalize('NFC')];
  const key: number[] = [];
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] as string;
    if (char >= '0' && char <= '9') {
      let end = i;
      while (end < chars.length && (chars[end] as string) >= '0' && (chars[end] as string) <= '9') end += 1;
      const value = chars.slice(i, end).join('').replace(/^0+/, '');
      key.push(DIGITS, value.length, ...[...value].map(Number));
      i = end - 1;
    } else {
      key.push(...weightsOf(char));
    }
  }
  return key;
}

/** Two sort keys of `polishSortKey` in order: negative, zero (the same at the first level) or positive. */
export function compareSortKeys(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const difference = (a[i] as number) - (b[i] as number);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** Two texts in the Polish alphabetical order, case and accents beyond the alphabet aside. */
export function comparePolish(a: string, b: string): number {
  return compareSortKeys(polishSortKey(a), polishSortKey(b));
}
