// A school's classes (issue 51): a class's level, its promotion in 'Nowy rok szkolny', and the order
// classes are listed in. The server's promotion and the web's preview of it read the same rules.

import { comparePolish } from './collation';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII'];

/** A class's level and the rest: '4b' → [4, 'b'], 'IIa' → [2, 'a', roman]; null for a class with no level. */
export function classLevel(className: string): { level: number; rest: string; roman: boolean } | null {
  const arabic = /^(\d{1,2})(.*)$/.exec(className);
  if (arabic) return { level: Number(arabic[1]), rest: arabic[2]!, roman: false };
  const roman = /^(XIII|XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I)(?![IVX])(.*)$/.exec(className);
  if (roman) return { level: ROMAN.indexOf(roman[1]!) + 1, rest: roman[2]!, roman: true };
  return null;
}

/** 'Nowy rok szkolny': '4b' → '5b', 'IIa' → 'IIIa'; past the last level, null (the pupil graduates). A class with no level stays. */
export function promotedClass(className: string, lastLevel: number): string | null {
  const parsed = classLevel(className);
  if (!parsed) return className;
  const next = parsed.level + 1;
  if (next > lastLevel) return null;
  return `${parsed.roman ? ROMAN[next - 1] : next}${parsed.rest}`;
}

/** Classes in a school's order: by level ('4b' before '10a'), then symbol; a class with no level last. */
export function compareClasses(a: string, b: string): number {
  const [left, right] = [classLevel(a), classLevel(b)];
  if (left && right && left.level !== right.level) return left.level - right.level;
  if (!left !== !right) return left ? -1 : 1;
  return comparePolish(a, b);
}

/**
 * A class as compared, not as typed (issue 63): '4 a', '4a' and '4A' are one class, as are 'IIa' and
 * 'II A'; '2a' and 'IIa' are not (a zespół szkół may have both: a primary class and a liceum's).
 */
export function classKey(className: string): string {
  const compact = className.normalize('NFC').replace(/\s+/g, '');
  const parsed = classLevel(compact);
  if (!parsed) return compact.toLocaleLowerCase('pl');
  return `${parsed.roman ? 'R' : ''}${parsed.level}|${parsed.rest.toLocaleLowerCase('pl')}`;
}
