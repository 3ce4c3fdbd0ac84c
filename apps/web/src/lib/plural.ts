/**
 * A Polish noun's forms by CLDR's plural categories: 'one' (1), 'few' (2–4, 22–24…, not 12–14),
 * 'many' (0, 5–21, 25…), and 'other' for a fraction ('1,5 ucznia'; 'many' when not given).
 */
export type PluralForms = { one: string; few: string; many: string; other?: string };

// CLDR's rules, as every browser has them (issue 53: no hand-written rule puts 1.5 in a wrong form).
const polish = new Intl.PluralRules('pl');

/** The noun's form for a count: 1 uczeń, 2 uczniów, 5 uczniów, 1,5 ucznia. */
export function pluralForm(count: number, forms: PluralForms): string {
  const category = polish.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  if (category === 'other') return forms.other ?? forms.many;
  return forms.many;
}

/** "3 pokoje", "1 uczeń", "0 list obecności", "1,5 roku". */
export function countLabel(count: number, forms: PluralForms): string {
  return `${count.toLocaleString('pl-PL')} ${pluralForm(count, forms)}`;
}

export const STUDENT_FORMS: PluralForms = { one: 'uczeń', few: 'uczniów', many: 'uczniów', other: 'ucznia' };
export const ROOM_FORMS: PluralForms = { one: 'pokój', few: 'pokoje', many: 'pokoi', other: 'pokoju' };
export const ATTENDANCE_LIST_FORMS: PluralForms = { one: 'lista obecności', few: 'listy obecności', many: 'list obecności', other: 'listy obecności' };
