// Polish says who did something in the verb ('zapisał' / 'zapisała') and what a child is in the
// adjective ('Odebrany' / 'Odebrana'): each needs the person's grammatical gender (issue 63). This is
// the one place that knows it: a pupil's from the sex recorded for them, a user's from their choice in
// 'Profil', and either, when nothing is recorded, guessed from the first name.

/** 'F': 'zapisała', 'Odebrana'; 'M': 'zapisał', 'Odebrany'. */
export type GrammaticalGender = 'F' | 'M';

export const GRAMMATICAL_GENDERS = ['F', 'M'] as const satisfies readonly GrammaticalGender[];

/** Men's first names that end in -a (Polish, and those of pupils from Ukraine and elsewhere). */
const MEN_IN_A = new Set([
  'kuba',
  'barnaba',
  'bonawentura',
  'kosma',
  'jarema',
  'dyzma',
  'sasza',
  'misza',
  'nikita',
  'ilja',
  'mykoła',
  'mykola',
  'kostia',
  'luca',
  'mustafa',
]);

/** Women's first names that do not end in -a. */
const WOMEN_NOT_IN_A = new Set([
  'beatrycze',
  'nicole',
  'noemi',
  'miriam',
  'ruth',
  'rut',
  'karmen',
  'carmen',
  'abigail',
  'inez',
  'ingrid',
  'dagmar',
  'rachel',
  'ester',
  'iris',
  'lilian',
  'emmanuelle',
  'michelle',
  'isabelle',
  'zoe',
  'chloe',
]);

/**
 * The gender a first name usually has: a name ending in -a is a woman's (Anna, Zofia, Oksana), with
 * the few men's names that also end so (Kuba, Barnaba, Nikita), and a few women's names that do not
 * (Nicole, Miriam). The first word of a full name is its first name ('Anna-Maria Nowak': Anna); no
 * name at all, or an e-mail address in its place, reads as masculine, as Polish forms do.
 */
export function guessGender(fullName: string): GrammaticalGender {
  const first = fullName.trim().split(/\s+/)[0]?.split('-')[0]?.toLocaleLowerCase('pl') ?? '';
  if (first === '' || first.includes('@')) return 'M';
  if (WOMEN_NOT_IN_A.has(first)) return 'F';
  return first.endsWith('a') && !MEN_IN_A.has(first) ? 'F' : 'M';
}

/** A pupil: the sex the trip or the school's register recorded (students.sex), else the guess from the name. */
export function pupilGender(pupil: { name: string; sex?: GrammaticalGender | null }): GrammaticalGender {
  return pupil.sex ?? guessGender(pupil.name);
}

/** A user (a guardian, a head): their choice in 'Profil' ('Forma w komunikatach'), else the guess from the name. */
export function userGender(name: string, chosen?: GrammaticalGender | null): GrammaticalGender {
  return chosen ?? guessGender(name);
}
