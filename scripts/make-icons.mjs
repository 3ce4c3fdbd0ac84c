// Draws the app's icons (apps/web/public/icon-*.png) from its favicon's mark in Chromium, so they
// need no image tool: `node scripts/make-icons.mjs`. The PNGs are committed; run this again only when
// the mark changes.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const MARK = '<path d="M9 22l5-12 4 8 2-4 3 8z" fill="#fff"/>';
const BLUE = '#1d4ed8';
// 'any' icons: the rounded tile of the favicon. Maskable: a full-bleed square, the mark inside the
// central 80 % safe zone that every launcher's mask keeps.
const icons = [
  ['icon-192.png', 192, `<rect width="32" height="32" rx="7" fill="${BLUE}"/>${MARK}`],
  ['icon-512.png', 512, `<rect width="32" height="32" rx="7" fill="${BLUE}"/>${MARK}`],
  ['icon-maskable-512.png', 512, `<rect width="32" height="32" fill="${BLUE}"/><g transform="translate(3.2 3.2) scale(0.8)">${MARK}</g>`],
  ['apple-touch-icon.png', 180, `<rect width="32" height="32" fill="${BLUE}"/><g transform="translate(3.2 3.2) scale(0.8)">${MARK}</g>`],
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [name, size, body] of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>*{margin:0}svg{display:block}</style><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">${body}</svg>`);
  fs.writeFileSync(new URL(`../apps/web/public/${name}`, import.meta.url), await page.screenshot({ omitBackground: true }));
  console.log('written', name);
}
await browser.close();
