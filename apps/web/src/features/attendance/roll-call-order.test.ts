import { describe, expect, it } from 'vitest';
import { bySurname, matchesSearch } from './roll-call-order';

const names = (list: string[]) => bySurname(list.map((studentName) => ({ studentName }))).map((r) => r.studentName);

describe('roll-call order', () => {
  it('sorts by surname the Polish way, then by first name', () => {
    expect(names(['Zofia Łukasik', 'Adam Lis', 'Ewa Żak', 'Jan Śliwa', 'Anna Sowa', 'Piotr Ćwik', 'Ola Cyran', 'Bartek Lis', 'Ignacy Zając'])).toEqual([
      'Ola Cyran',
      'Piotr Ćwik',
      'Adam Lis',
      'Bartek Lis',
      'Zofia Łukasik',
      'Anna Sowa',
      'Jan Śliwa',
      'Ignacy Zając',
      'Ewa Żak',
    ]);
  });

  it('takes the last word as the surname, and a single word as it is', () => {
    expect(names(['Maria Anna Nowak-Wiśniewska', 'Kuba', 'Jan Maria Adamski'])).toEqual(['Jan Maria Adamski', 'Kuba', 'Maria Anna Nowak-Wiśniewska']);
  });

  it('finds a student by any part of the name, without Polish marks or case', () => {
    expect(matchesSearch('Łukasz Żółć', 'lukasz')).toBe(true);
    expect(matchesSearch('Łukasz Żółć', 'ZOLC luk')).toBe(true);
    expect(matchesSearch('Łukasz Żółć', 'Ania')).toBe(false);
    expect(matchesSearch('Łukasz Żółć', '  ')).toBe(true);
  });
});
