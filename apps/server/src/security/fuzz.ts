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

/** Texts neither database stores (issue 62): a NUL (text refuses it) and half of a surrogate pair alone (jsonb refuses its escape). */
export const UNSTORABLE_TEXTS = ['a\u0000b', 'a\ud800b'];

type Path = (string | number)[];

/** The path of every string in a body, however deep: a student of the wizard, a line of a statement. */
export function textPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

/** A copy of `body` with `value` at `path` ('students.0.name'), the objects on the way made where missing. */
export function withValue(body: Record<string, unknown>, path: Path | string, value: unknown): Record<string, unknown> {
  const steps = typeof path === 'string' ? path.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step)) : path;
  const copy = structuredClone(body);
  let holder: Record<string | number, unknown> = copy;
  steps.slice(0, -1).forEach((step, i) => {
    holder[step] ??= typeof steps[i + 1] === 'number' ? [] : {};
    holder = holder[step] as Record<string | number, unknown>;
  });
  holder[steps.at(-1)!] = value;
  return copy;
}

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
    ...UNSTORABLE_TEXTS,
    random.pick(NASTY_STRINGS),
    random.pick(NASTY_STRINGS) + 'x'.repeat(300),
  ];
}

export { NASTY_STRINGS };
