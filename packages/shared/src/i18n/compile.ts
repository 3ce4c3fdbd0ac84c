import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * A catalog's ICU messages compiled into what Lingui's runtime reads, once: at the web's build (a
 * Vite plugin, so the parent page carries no compiler) and when the server loads its catalogs. A
 * message that does not parse throws, naming its key.
 */
export function compileCatalog<Key extends string>(source: Record<Key, string>): Record<Key, unknown> {
  const compiled = {} as Record<Key, unknown>;
  for (const key of Object.keys(source) as Key[]) {
    try {
      compiled[key] = compileMessageOrThrow(source[key]);
    } catch (error) {
      throw new Error(`Komunikat „${key}” nie jest poprawnym ICU MessageFormat: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return compiled;
}
