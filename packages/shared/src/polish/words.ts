import { guessGender, pupilGender, userGender, type GrammaticalGender } from './gender';

// Words that agree with a person (issue 63), and labels where Polish would need a declined name.
// A name is never declined here: after a colon it stays as it was written ('Odebrała: Oksana Żółć',
// never 'Odebrany przez Oksana Żółć', which needs 'Oksanę Żółć'), as the register and the parent wrote it.

/** A pupil as the rules need them: the name, and the sex recorded for them (students.sex), if any. */
export type Pupil = { name: string; sex?: GrammaticalGender | null };

/**
 * A verb's past tense in a gender, from its masculine: 'zapisał' → 'zapisała', 'zatwierdził' →
 * 'zatwierdziła'; 'mógł' → 'mogła', 'niósł' → 'niosła' (the last syllable's ó opens).
 */
export function pastTense(masculine: string, gender: GrammaticalGender): string {
  if (gender === 'M') return masculine;
  return `${masculine.replace(/ó([^aeiouyąęó\s]+)ł$/u, 'o$1ł')}a`;
}

/** An adjective (a status) in a gender, from its masculine: 'Odebrany' → 'Odebrana', 'obecny' → 'obecna', 'ostatni' → 'ostatnia', 'polski' → 'polska'. */
export function adjective(masculine: string, gender: GrammaticalGender): string {
  if (gender === 'M') return masculine;
  if (/[kg]i$/u.test(masculine) || /y$/u.test(masculine)) return `${masculine.slice(0, -1)}a`;
  if (/i$/u.test(masculine)) return `${masculine}a`;
  return masculine;
}

function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pl') + text.slice(1);
}

/**
 * What a user did, in their gender: 'zapisała' of Anna Nowak, 'zapisał' of Jan Kot, as a sentence
 * has it ('Anna Nowak utworzyła link', 'oznaczył Jan Kot'). `chosen`: their 'Forma w komunikatach'
 * in 'Profil', which the server sends beside the name; absent or null, guessed from the name.
 */
export function verbOf(masculine: string, name: string, chosen?: GrammaticalGender | null): string {
  return pastTense(masculine, userGender(name, chosen));
}

/** A label of who did it, the name in the nominative after a colon: 'Zapisała: Anna Nowak', 'Zakończył: Jan Kot'. */
export function doneByLabel(masculine: string, name: string, chosen?: GrammaticalGender | null): string {
  return `${capitalized(verbOf(masculine, name, chosen))}: ${name.trim()}`;
}

/**
 * Who took a child ('Odbiór przez rodzica', issue 54): 'Odebrała: Oksana Żółć', 'Odebrał: Jan Kot', the
 * verb in the collector's gender. A collector has no account: the gender is the name's.
 */
export function collectedByLabel(collectorName: string): string {
  return doneByLabel('odebrał', collectorName, guessGender(collectorName));
}

/** A child's status after a parent took them: 'Odebrany' of a boy, 'Odebrana' of a girl. */
export function collectedWord(pupil: Pupil): string {
  return adjective('Odebrany', pupilGender(pupil));
}

/** A status or a word about a pupil in their gender: pupilAdjective('obecny', Maja) → 'obecna'. */
export function pupilAdjective(masculine: string, pupil: Pupil): string {
  return adjective(masculine, pupilGender(pupil));
}

/** 'Uczennica: Iga Świątek', 'Uczeń: Jan Kot': a child named where a sentence would decline the name. */
export function pupilLabel(pupil: Pupil): string {
  return `${pupilGender(pupil) === 'F' ? 'Uczennica' : 'Uczeń'}: ${pupil.name.trim()}`;
}

/** 'Rodzic: Iga Świątek': a parent, by their child, without 'rodzic ucznia Iga Świątek'. */
export function parentLabel(studentName: string): string {
  return `Rodzic: ${studentName.trim()}`;
}
