import { describe, expect, it } from 'vitest';
import { classKey, classLevel, promotedClass } from './school-classes';

describe("a school's classes", () => {
  it('compares a class by its meaning: spaces and the letter\'s case are typing (issue 63)', () => {
    for (const typed of ['4a', '4 a', '4A', ' 4 A ', '04a']) expect(classKey(typed), typed).toBe(classKey('4a'));
    expect(classKey('II A')).toBe(classKey('IIa'));
    expect(classKey('Zerówka')).toBe(classKey('zerówka'));
    expect(classKey('Zero\u0301wka'.normalize('NFD'))).toBe(classKey('zerówka'));
  });

  it('keeps apart what are different classes: another level or letter, and a roman level from an arabic one', () => {
    expect(classKey('4a')).not.toBe(classKey('4b'));
    expect(classKey('4a')).not.toBe(classKey('5a'));
    expect(classKey('2a')).not.toBe(classKey('IIa'));
    expect(classKey('1a')).not.toBe(classKey('11a'));
  });

  it("reads a class's level and promotes it, roman too", () => {
    expect(classLevel('4b')).toEqual({ level: 4, rest: 'b', roman: false });
    expect(classLevel('IIa')).toEqual({ level: 2, rest: 'a', roman: true });
    expect(promotedClass('IIa', 4)).toBe('IIIa');
    expect(promotedClass('8a', 8)).toBeNull();
  });
});
