export type PluralForms = { one: string; few: string; many: string };

/** Polish plural: 1 uczeń, 2-4 (but not 12-14) uczniów/pokoje, 0 and 5+ uczniów/pokoi. */
export function pluralForm(count: number, forms: PluralForms): string {
  const n = Math.abs(count);
  if (n === 1) return forms.one;
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms.few;
  return forms.many;
}

/** "3 pokoje", "1 uczeń", "0 list obecności". */
export function countLabel(count: number, forms: PluralForms): string {
  return `${count} ${pluralForm(count, forms)}`;
}

export const STUDENT_FORMS: PluralForms = { one: 'uczeń', few: 'uczniów', many: 'uczniów' };
export const ROOM_FORMS: PluralForms = { one: 'pokój', few: 'pokoje', many: 'pokoi' };
export const ATTENDANCE_LIST_FORMS: PluralForms = { one: 'lista obecności', few: 'listy obecności', many: 'list obecności' };
