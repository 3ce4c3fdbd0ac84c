import { isStorableText, toStorableText } from '@wycieczki/shared';

/** How deeply arrays and objects may nest in a request body: far beyond any schema of the API. */
export const MAX_JSON_DEPTH = 64;

/**
 * The nesting depth of a JSON text, counted without parsing it: brackets inside strings do not
 * count. It stops as soon as `limit` is passed, so a body of 200,000 '[' costs one short scan
 * instead of a parse (or a recursive walk) that would overflow the stack.
 */
export function exceedsDepth(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i += 1;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * True when a string of a parsed JSON value, or a key, holds a character neither database stores
 * (isStorableText: a NUL, or half of a UTF-16 surrogate pair alone, which JSON's "\ud800" gives).
 * Walks with an explicit stack, never recursion, so no input can overflow the call stack.
 */
export function containsUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (!isStorableText(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * True when a URL's path and query decode to valid UTF-8 without NUL. PostgreSQL text cannot hold
 * NUL, and a lone %FF is no character at all (nor is a surrogate written as UTF-8, %ED%A0%80): all
 * are refused before any handler sees them.
 */
export function isCleanUrl(pathAndQuery: string): boolean {
  if (!pathAndQuery.includes('%')) return isStorableText(pathAndQuery);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathAndQuery.replace(/\+/g, ' '));
  } catch {
    return false;
  }
  return isStorableText(decoded);
}

/**
 * JSON for a jsonb column that both databases take whatever its strings hold (issue 62): a NUL or half
 * of a surrogate pair alone (a text cut in the middle of an emoji) is written as toStorableText writes
 * it, where JSON.stringify would keep the escape PostgreSQL refuses and the whole write would fail.
 */
export function storableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' && !isStorableText(item) ? toStorableText(item) : item));
}
