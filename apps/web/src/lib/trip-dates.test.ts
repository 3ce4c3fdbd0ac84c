import { describe, expect, it } from 'vitest';
import { endFollowingStart } from './trip-dates';

describe('endFollowingStart', () => {
  it('leaves an end that is still after the start', () => {
    expect(endFollowingStart('2026-05-10', '2026-05-13', '2026-05-12')).toBeNull();
  });

  it("moves an end the start passed, keeping the trip's length", () => {
    expect(endFollowingStart('2026-05-10', '2026-05-13', '2026-05-20')).toBe('2026-05-23');
    expect(endFollowingStart('2026-05-10', '2026-05-13', '2026-05-13')).toBe('2026-05-16');
    // Over a month's and a year's end, and a clock change.
    expect(endFollowingStart('2026-10-20', '2026-10-22', '2026-12-31')).toBe('2027-01-02');
  });

  it('gives one night when there was no length to keep, and waits for whole dates', () => {
    expect(endFollowingStart('', '2026-05-13', '2026-05-14')).toBe('2026-05-15');
    expect(endFollowingStart('2026-05-10', '', '2026-05-14')).toBeNull();
    expect(endFollowingStart('2026-05-10', '2026-05-13', '2026-05')).toBeNull();
  });
});
