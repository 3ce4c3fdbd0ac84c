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

  it('knows students', () => {
    expect(countLabel(1, STUDENT_FORMS)).toBe('1 uczeń');
    expect(countLabel(3, STUDENT_FORMS)).toBe('3 uczniów');
  });
});
