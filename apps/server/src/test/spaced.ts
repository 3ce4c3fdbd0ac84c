/**
 * The value with every no-break space as a plain one: amounts are written '1 234,50 zł' with
 * no-break spaces (formatZloty), so they never break at the end of a line, and tests spell them
 * with plain spaces.
 */
export function spaced<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(/\u00a0/g, ' ')) as T;
}
