import { describe, expect, it } from 'vitest';
import { containsUnstorableText, exceedsDepth, isCleanUrl, storableJson } from './safe-json';

describe('request input checks', () => {
  it('counts nesting outside strings only', () => {
    expect(exceedsDepth('['.repeat(64) + ']'.repeat(64))).toBe(false);
    expect(exceedsDepth('['.repeat(65) + ']'.repeat(65))).toBe(true);
    expect(exceedsDepth(JSON.stringify({ name: '['.repeat(1000) + '\\"{{{' }))).toBe(false);
    expect(exceedsDepth('{"a":'.repeat(70) + '1' + '}'.repeat(70))).toBe(true);
  });

  it('finds a NUL or a lone surrogate in any string or key, however deep, without recursion', () => {
    for (const bad of ['x\u0000', 'x\ud800', '\udfffx', '\ude00\ud83d']) {
      let deep: unknown = bad;
      for (let i = 0; i < 100_000; i += 1) deep = [deep];
      expect(containsUnstorableText(deep), JSON.stringify(bad)).toBe(true);
      expect(containsUnstorableText({ [`a${bad}`]: 1 }), JSON.stringify(bad)).toBe(true);
      expect(containsUnstorableText({ a: { b: [1, bad] } }), JSON.stringify(bad)).toBe(true);
    }
    expect(containsUnstorableText({ a: ['zażółć 🚌👩‍🏫', 1, null, { b: true, '😀': '\uFFFF\u{10FFFF}' }] })).toBe(false);
  });

  it('accepts clean URLs and refuses NUL, broken UTF-8 and broken escapes', () => {
    expect(isCleanUrl('/api/users/search?q=za%C5%BC%C3%B3%C5%82%C4%87+x')).toBe(true);
    expect(isCleanUrl('/api/trips')).toBe(true);
    // %ED%A0%80 is a lone surrogate written as UTF-8: no UTF-8 at all (issue 62).
    for (const bad of ['/api/x?q=%00', '/api/%00/x', '/api/x?q=%FF', '/api/x?q=%C3', '/api/x?q=%zz', '/api/x?q=%ED%A0%80', '/api/x?q=%ED%B0%80']) expect(isCleanUrl(bad), bad).toBe(false);
  });

  it('writes JSON for jsonb whose strings both databases store: a NUL or half an emoji as toStorableText writes it (issue 62)', () => {
    expect(storableJson({ body: `ab${'😀'.slice(0, 1)}`, nested: ['x\u0000y', 1, null], whole: '😀' })).toBe(JSON.stringify({ body: 'ab\uFFFD', nested: ['x y', 1, null], whole: '😀' }));
  });
});
