import { describe, expect, it } from 'vitest';
import { hasFreePlace, planAssignment } from './room-assignment';

describe('planAssignment', () => {
  it('moves chosen students in and the unchosen ones out', () => {
    expect(planAssignment(['a', 'b'], ['b', 'c'], 3)).toEqual({ moveIn: ['c'], moveOut: ['a'] });
  });

  it('empties the room when nobody is chosen', () => {
    expect(planAssignment(['a', 'b'], [], 2)).toEqual({ moveIn: [], moveOut: ['a', 'b'] });
  });

  it('accepts exactly the capacity and refuses one more', () => {
    expect(planAssignment([], ['a', 'b'], 2)).toEqual({ moveIn: ['a', 'b'], moveOut: [] });
    expect(planAssignment([], ['a', 'b', 'c'], 2)).toBe('over_capacity');
  });

  it('counts a student chosen twice once', () => {
    expect(planAssignment([], ['a', 'a', 'b'], 2)).toEqual({ moveIn: ['a', 'b'], moveOut: [] });
  });

  it('changes nothing when the same set is confirmed again', () => {
    expect(planAssignment(['a', 'b'], ['b', 'a'], 2)).toEqual({ moveIn: [], moveOut: [] });
  });
});

describe('hasFreePlace', () => {
  it.each([
    [0, 1, true],
    [3, 4, true],
    [4, 4, false],
    [5, 4, false],
  ])('%i of %i taken -> %s', (occupants, capacity, expected) => {
    expect(hasFreePlace(occupants, capacity)).toBe(expected);
  });
});
