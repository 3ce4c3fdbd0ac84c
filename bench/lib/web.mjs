/* global localStorage */
// The web app's weight and Lighthouse scores (mobile preset) of the built app as `npm start` serves it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { repoRoot } from './processes.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Lighthouse needs Chromium: say so before minutes of server measurements, not after them. */
export function assertBrowserInstalled() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install Debian's chromium package (or set CHROME_PATH) for the web figures.`);
  }
}
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The routes measured: the two a visitor arrives at, and the three a teacher uses most, signed in with a 40-student trip. */
export const ROUTES = [
  ['/', false],
  ['/auth', false],
  ['/trips', true],
  ['/students', true],
  ['/attendance', true],
];

/** Puts the session into (or takes it out of) the browser profile, as signing in would. */
async function setSession(context, base, session) {
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  await page.evaluate((s) => (s ? localStorage.setItem('wycieczki.session', JSON.stringify(s)) : localStorage.removeItem('wycieczki.session')), session);
  await page.close();
}

/**
 * The JavaScript each route's first screen loads, gzipped (level 9, as a server would send it): every
 * script the page fetched until the network was quiet, read back from the responses.
 */
export async function firstScreenJs(base, session) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((f) => f !== '--headless=new') });
  const results = {};
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    for (const [route, signedIn] of ROUTES) {
      await setSession(context, base, signedIn ? session : null);
      const page = await context.newPage();
      const scripts = new Map();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      const bodies = await Promise.all(scripts.values());
      const gzip = bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
      results[route] = { files: bodies.length, gzipKb: Math.round((gzip / 1024) * 10) / 10 };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Lighthouse (its mobile preset and throttling) on every route of ROUTES. The browser's profile gets
 * the session in localStorage first, and Lighthouse is told not to clear storage, so the signed-in
 * routes are measured signed in, on the 40-student trip.
 */
export async function runLighthouse(base, session) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-lh-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, userDataDir });
  const results = {};
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    for (const [route, signedIn] of ROUTES) {
      // Signed-in users are redirected away from / and /auth: those are measured signed out.
      await setSession(browser.contexts()[0], base, signedIn ? session : null);
      // Lighthouse varies from run to run on a busy 2-core machine; as its documentation advises,
      // several runs are made and the median one (by performance score) is reported.
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const run = await lighthouse(`${base}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        });
        if (run?.lhr.categories.performance?.score != null) runs.push(run.lhr);
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const median = runs[Math.floor((runs.length - 1) / 2)];
      results[route] = {
        performance: Math.round((median?.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((median?.categories.accessibility?.score ?? 0) * 100),
        runs: runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
        totalBlockingTimeMs: Math.round(median?.audits['total-blocking-time']?.numericValue ?? NaN),
        finalUrl: median?.finalDisplayedUrl,
        // The timings the performance score is made of, to see what to improve.
        metrics: Object.fromEntries(
          ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [
            id,
            median?.audits[id]?.displayValue ?? null,
          ]),
        ),
      };
    }
    await browser.close().catch(() => undefined);
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  return results;
}
