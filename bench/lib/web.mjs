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

/** Gzipped size of the JavaScript the first screen (/ and /auth) loads: the entry and its modulepreloads. */
export function initialJsSize() {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const gzip = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
  return { files: files.length, gzipKb: Math.round((gzip / 1024) * 10) / 10 };
}

/**
 * Lighthouse on /, /auth and /trips (signed in, with data). The browser's profile gets the session in
 * localStorage first, and Lighthouse is told not to clear storage, so /trips is measured signed in.
 */
export async function runLighthouse(base, session) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-lh-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, userDataDir });
  const results = {};
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/auth`);
    await page.evaluate((s) => localStorage.setItem('wycieczki.session', JSON.stringify(s)), session);
    await page.close();
    for (const [name, url, signedIn] of [['/', `${base}/`, false], ['/auth', `${base}/auth`, false], ['/trips', `${base}/trips`, true]]) {
      if (!signedIn) {
        // Signed-in users are redirected away from / and /auth: measure those signed out.
        const p = await browser.contexts()[0].newPage();
        await p.goto(`${base}/auth`);
        await p.evaluate(() => localStorage.removeItem('wycieczki.session'));
        await p.close();
      } else {
        const p = await browser.contexts()[0].newPage();
        await p.goto(`${base}/auth`);
        await p.evaluate((s) => localStorage.setItem('wycieczki.session', JSON.stringify(s)), session);
        await p.close();
      }
      // Lighthouse varies from run to run on a busy 2-core machine; as its documentation advises,
      // several runs are made and the median one (by performance score) is reported.
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const run = await lighthouse(url, {
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
      results[name] = {
        performance: Math.round((median?.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((median?.categories.accessibility?.score ?? 0) * 100),
        runs: runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
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
