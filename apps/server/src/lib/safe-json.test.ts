import { describe, expect, it } from 'vitest';
import { containsNul, exceedsDepth, isCleanUrl } from './safe-json';

describe('request input checks', () => {
  it('counts nesting outside strings only', () => {
    expect(exceedsDepth('['.repeat(64) + ']'.repeat(64))).toBe(false);
    expect(exceedsDepth('['.repeat(65) + ']'.repeat(65))).toBe(true);
    expect(exceedsDepth(JSON.stringify({ name: '['.repeat(1000) + '\\"{{{' }))).toBe(false);
    expect(exceedsDepth('{"a":'.repeat(70) + '1' + '}'.repeat(70))).toBe(true);
  });

  it('finds a NUL in any string or key, however deep, without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul({ ['a\u0000']: 1 })).toBe(true);
    expect(containsNul({ a: ['zażółć', 1, null, { b: true }] })).toBe(false);
  });

  it('accepts clean URLs and refuses NUL, broken UTF-8 and broken escapes', () => {
    expect(isCleanUrl('/api/users/search?q=za%C5%BC%C3%B3%C5%82%C4%87+x')).toBe(true);
    expect(isCleanUrl('/api/trips')).toBe(true);
    for (const bad of ['/api/x?q=%00', '/api/%00/x', '/api/x?q=%FF', '/api/x?q=%C3', '/api/x?q=%zz']) expect(isCleanUrl(bad), bad).toBe(false);
  });
});
