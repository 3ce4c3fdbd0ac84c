import { describe, expect, it } from 'vitest';
import { isCodeNotLoaded } from './code-not-loaded';

describe('isCodeNotLoaded', () => {
  it("knows each browser's words for a chunk that did not arrive", () => {
    // Chromium, Firefox, Safari, and Vite's preload of a chunk's CSS.
    expect(isCodeNotLoaded(new TypeError('Failed to fetch dynamically imported module: https://x.pl/assets/rooms-page-C__PiAiV.js'))).toBe(true);
    expect(isCodeNotLoaded(new TypeError('error loading dynamically imported module: https://x.pl/assets/a.js'))).toBe(true);
    expect(isCodeNotLoaded(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeNotLoaded(new Error('Unable to preload CSS for /assets/rooms-page.css'))).toBe(true);
  });

  it('tells any other failure apart', () => {
    expect(isCodeNotLoaded(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isCodeNotLoaded('Failed to fetch dynamically imported module')).toBe(false);
    expect(isCodeNotLoaded(null)).toBe(false);
  });
});
