/** A small seeded generator of bad input, so a failing case can be reproduced from its seed. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const NASTY_STRINGS = [
  "Robert'); DROP TABLE students;--",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '\u202Egnp.exe',
  'Zażółć gęślą jaźń 🚌👩‍🏫',
  '\uFEFF\u200B',
  '%00%27%22',
  '../../etc/passwd',
  '   ',
  '',
];

/** Values of the wrong kind for any field. */
export function badValues(random: ReturnType<typeof createRandom>): unknown[] {
  return [
    null,
    42,
    -1,
    1.5,
    true,
    [],
    {},
    ['a'],
    { $ne: null },
    'x'.repeat(100_000),
    'a\u0000b',
    random.pick(NASTY_STRINGS),
    random.pick(NASTY_STRINGS) + 'x'.repeat(300),
  ];
}

export { NASTY_STRINGS };
