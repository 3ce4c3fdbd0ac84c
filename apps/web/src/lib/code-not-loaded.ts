/**
 * A screen's code that did not arrive: fetched with no network, or named by a version that a newer
 * one has replaced meanwhile. Chromium, Firefox and Safari word it differently, and Vite's preload
 * of a chunk's files says so in its own words.
 */
const CODE_NOT_LOADED = /dynamically imported module|Importing a module script failed|Unable to preload/i;

export function isCodeNotLoaded(error: unknown): boolean {
  return error instanceof Error && CODE_NOT_LOADED.test(error.message);
}
