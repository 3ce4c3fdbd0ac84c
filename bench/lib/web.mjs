/* global localStorage, document, window, MutationObserver, requestAnimationFrame */
// The web app's weight and Lighthouse scores (mobile preset) of the built app as `npm start` serves it.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { build } from 'esbuild';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { repoRoot } from './processes.mjs';
import { log, step } from './step.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Lighthouse needs Chromium: say so before minutes of server measurements, not after them. */
export function assertBrowserInstalled() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install Debian's chromium package (or set CHROME_PATH) for the web figures.`);
  }
}
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The routes measured: the two a visitor arrives at, the three a teacher uses most, signed in with a
 * 40-student trip, and the parent page a child's link opens (issue 25; its address is the link's).
 */
export function routes(parentPath) {
  return [
    ['/', false],
    ['/auth', false],
    ['/trips', true],
    ['/students', true],
    ['/attendance', true],
    ...(parentPath ? [['/rodzic', false, parentPath]] : []),
  ];
}

/**
 * Puts the session into (or takes it out of) the browser profile, as signing in would; from a plain
 * file of the origin, since the sign-in screen sends a signed-in page on to the app by itself.
 */
async function setSession(context, base, session) {
  const page = await context.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((s) => (s ? localStorage.setItem('wycieczki.session', JSON.stringify(s)) : localStorage.removeItem('wycieczki.session')), session);
  await page.close();
}

/**
 * The JavaScript each route's first screen loads, gzipped (level 9, as a server would send it): the
 * scripts asked for until the screen's heading showed, and beside them all it fetched until quiet.
 */
export async function firstScreenJs(base, session, parentPath) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((f) => f !== '--headless=new') });
  const results = {};
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    await context.addInitScript(() => {
      const seen = () => {
        if (window.__firstHeadingAt !== undefined || !document.querySelector('h1')) return false;
        window.__firstHeadingAt = performance.now();
        return true;
      };
      new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, { childList: true, subtree: true });
    });
    for (const [route, signedIn, address = route] of routes(parentPath)) {
      await setSession(context, base, signedIn ? session : null);
      const page = await context.newPage();
      const scripts = new Map();
      const asked = new Map();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') asked.set(request.url(), request);
      });
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body().catch(() => Buffer.alloc(0)));
      });
      // The first screen is drawn when the route's heading is in the page (every screen has one h1):
      // the scripts asked for before that moment are its JavaScript. The moment is taken in the page
      // (init script), not when Playwright's polling notices the heading, which can be after what
      // the page asks for once it is idle. Then, until no new script comes for 1.5 s, what the page
      // fetches when idle (the toaster, the service worker's registration) or later. Not
      // 'networkidle': a signed-in page keeps its realtime stream open.
      await page.goto(`${base}${address}`, { waitUntil: 'commit' });
      await page.locator('h1').first().waitFor({ state: 'visible' });
      for (let seen = -1; seen !== scripts.size; ) {
        seen = scripts.size;
        await page.waitForTimeout(1500);
      }
      const drawnAt = await page.evaluate(() => performance.timeOrigin + window.__firstHeadingAt);
      const firstScreen = new Set([...asked].filter(([, request]) => request.timing().startTime <= drawnAt).map(([url]) => url));
      const sizes = new Map();
      for (const [url, body] of scripts) sizes.set(url, zlib.gzipSync(await body, { level: 9 }).length);
      const kb = (urls) => Math.round(([...urls].reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0) / 1024) * 10) / 10;
      results[route] = { files: firstScreen.size, gzipKb: kb(firstScreen), allFiles: sizes.size, allGzipKb: kb(sizes.keys()) };
      log(`web: first-screen JS ${route}: ${results[route].gzipKb} KB`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** A Chromium of its own for Lighthouse, in a throwaway profile; `work` gets its debugging port. */
async function withLighthouseBrowser(work) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-lh-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, userDataDir });
  try {
    return await work(chrome.port);
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's mobile preset on `url`, LIGHTHOUSE_RUNS times, each a step of its own (a stuck run
 * names its page). Lighthouse varies from run to run on a busy 2-core machine; as its documentation
 * advises, several runs are made and the median one (by performance score) is reported.
 */
async function medianLighthouse(port, url, name) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const run = await step(`web: Lighthouse ${name}, run ${i + 1} of ${LIGHTHOUSE_RUNS}`, 240, () =>
      lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      }),
    );
    if (run?.lhr.categories.performance?.score != null) runs.push(run.lhr);
  }
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  return {
    performance: Math.round((median?.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((median?.categories.accessibility?.score ?? 0) * 100),
    runs: runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
    totalBlockingTimeMs: Math.round(median?.audits['total-blocking-time']?.numericValue ?? NaN),
    // How fast Lighthouse found this machine's CPU in that run (its 'CPU/Memory Power').
    benchmarkIndex: Math.round(median?.environment?.benchmarkIndex ?? NaN),
    finalUrl: median?.finalDisplayedUrl,
    // What Lighthouse said of its runs, e.g. that the page did not finish loading within its time limit
    // (a request left open as 'High' kept it waiting 45 s): such a run's figures may be incomplete.
    // Every run's, not only the median's: a route one of whose runs was cut short is not measured.
    warnings: [...new Set(runs.flatMap((lhr) => lhr.runWarnings ?? []))],
    // The timings the performance score is made of, to see what to improve.
    metrics: Object.fromEntries(
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [
        id,
        median?.audits[id]?.displayValue ?? null,
      ]),
    ),
  };
}

/**
 * Lighthouse (its mobile preset and throttling) on every route of `routes`. The browser's profile gets
 * the session in localStorage first, and Lighthouse is told not to clear storage, so the signed-in
 * routes are measured signed in, on the 40-student trip.
 */
export async function runLighthouse(base, session, parentPath) {
  return withLighthouseBrowser(async (port) => {
    const results = {};
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    for (const [route, signedIn, address = route] of routes(parentPath)) {
      // Signed-in users are redirected away from / and /auth: those are measured signed out.
      await setSession(browser.contexts()[0], base, signedIn ? session : null);
      results[route] = await medianLighthouse(port, `${base}${address}`, route);
    }
    await browser.close().catch(() => undefined);
    return results;
  });
}

/**
 * The reference page: React alone (the app's own copy, built for production) drawing a class of 40
 * as rows with a presence button each, with no router, no data, no stylesheet and no service worker.
 * It is no screen of the app; it is the least a React screen of 40 rows costs.
 */
const REFERENCE_APP = `
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
function Row({ i }) {
  const [present, setPresent] = useState(i % 7 !== 0);
  return h('li', null,
    h('button', { type: 'button', onClick: () => setPresent(!present) }, present ? 'Obecny' : 'Nieobecny'),
    h('b', null, 'Uczeń ' + (i + 1)),
    h('span', null, 'tel. rodzica 600 100 200' + (i % 5 ? '' : ', alergie: laktoza')));
}
function App() {
  return h('main', null,
    h('nav', null, h('a', { href: '/trips' }, 'Wycieczki'), ' ', h('a', { href: '/students' }, 'Uczniowie')),
    h('h1', null, 'Uczniowie'),
    h('p', null, 'Zielona szkoła, Zakopane, 10–13.05.2026'),
    h('ul', null, Array.from({ length: 40 }, (_, i) => h(Row, { key: i, i }))));
}
createRoot(document.getElementById('root')).render(h(App));
`;

/** Serves the reference page (two files, the script gzipped and cached as the app's assets are) until `stop`. */
async function startReferencePage() {
  const built = await build({
    // Resolved from the web app's folder: the React it gets is the one the app is built with.
    stdin: { contents: REFERENCE_APP, resolveDir: path.join(repoRoot, 'apps', 'web'), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const script = zlib.gzipSync(built.outputFiles[0].contents, { level: 9 });
  const page = [
    '<!doctype html><html lang="pl"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="description" content="Strona odniesienia pomiaru: React i 40 wierszy.">',
    '<title>Odniesienie: React, 40 wierszy</title>',
    '<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px}li{display:flex;flex-direction:column;padding:8px 0}button{min-height:48px}</style>',
    '</head><body><div id="root"></div><script type="module" src="/reference.js"></script></body></html>',
  ].join('');
  const server = http.createServer((request, response) => {
    if (request.url === '/reference.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'cache-control': 'public, max-age=31536000, immutable' });
      response.end(script);
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(page);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Lighthouse on the reference page, measured as the routes are, right after them: the floor of this
 * machine at that moment for a React screen of 40 rows, to read the routes' figures against. A figure
 * beside the others, not one of them: if it cannot be measured, the run says so and goes on (null).
 */
export async function runReferenceLighthouse() {
  try {
    const reference = await step('web: building the reference page', 60, startReferencePage);
    try {
      return await withLighthouseBrowser((port) => medianLighthouse(port, reference.url, 'reference page (React, 40 rows)'));
    } finally {
      await reference.stop();
    }
  } catch (error) {
    log(`web: the reference page was not measured: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

const ROLL_CALL_TAPS = Number(process.env.BENCH_ROLL_CALL_TAPS ?? 80);

/**
 * The roll call's feel on a slow phone: on /attendance with the 40-student list, at 360 px and with
 * the CPU slowed down 4 times (Chromium's own throttling), the time from a tap on a student's row to
 * the frame that shows the new 'Obecni: x / y'. Each tap toggles one student; taps are 150 ms apart,
 * so the outbox's storage and sending of the one before run in between, as on a coach.
 */
export async function rollCallTap(base, session) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((f) => f !== '--headless=new') });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    await setSession(context, base, session);
    const page = await context.newPage();
    await page.goto(`${base}/attendance`);
    await page.getByTestId('attendance-row').nth(39).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const times = await page.evaluate(async (taps) => {
      const counter = document.querySelector('[data-testid="roll-call-counter"]');
      const measured = [];
      for (let i = 0; i < taps; i += 1) {
        const row = document.querySelectorAll('[data-testid="attendance-row"]')[i % 40];
        const before = counter.textContent;
        const shown = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (counter.textContent === before) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now()));
          });
          observer.observe(counter, { childList: true, subtree: true, characterData: true });
        });
        const start = performance.now();
        row.click();
        measured.push((await shown) - start);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      return measured;
    }, ROLL_CALL_TAPS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10;
    return { taps: times.length, cpuSlowdown: 4, p50: at(0.5), p95: at(0.95), max: at(1) };
  } finally {
    await browser.close();
  }
}

/** What the service worker precaches: the files its manifest lists in the build, their bytes and gzipped bytes. */
export function precacheSize(distDir) {
  const sw = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  let bytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const file = fs.readFileSync(path.join(distDir, url));
    bytes += file.length;
    gzipBytes += zlib.gzipSync(file, { level: 9 }).length;
  }
  return { files: urls.length, kb: Math.round(bytes / 102.4) / 10, gzipKb: Math.round(gzipBytes / 102.4) / 10 };
}
