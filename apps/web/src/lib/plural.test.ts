import { describe, expect, it } from 'vitest';
import { countLabel, ROOM_FORMS, STUDENT_FORMS } from './plural';

describe('countLabel (Polish plurals)', () => {
  it.each([
    [0, '0 pokoi'],
    [1, '1 pokój'],
    [2, '2 pokoje'],
    [4, '4 pokoje'],
    [5, '5 pokoi'],
    [12, '12 pokoi'],
    [14, '14 pokoi'],
    [22, '22 pokoje'],
    [25, '25 pokoi'],
    [112, '112 pokoi'],
    [124, '124 pokoje'],
  ])('%i -> %s', (count, label) => {
    expect(countLabel(count, ROOM_FORMS)).toBe(label);
  });

  it('knows students, by the CLDR rules a browser has (1, 2, 5, 21, 22, and a fraction)', () => {
    expect([1, 2, 3, 5, 21, 22, 1.5].map((n) => countLabel(n, STUDENT_FORMS))).toEqual(['1 uczeń', '2 uczniów', '3 uczniów', '5 uczniów', '21 uczniów', '22 uczniów', '1,5 ucznia']);
    expect(countLabel(1.5, ROOM_FORMS)).toBe('1,5 pokoju');
    expect(countLabel(1000, ROOM_FORMS)).toBe('1000 pokoi');
  });
});
