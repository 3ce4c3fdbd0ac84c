import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh, empty database for every run: journeys never depend on leftovers of an earlier one.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-e2e-'));
// With E2E_DATABASE_URL the server runs on that PostgreSQL server instead (.ci/run: the offline journeys on both engines).
const databaseUrl = process.env.E2E_DATABASE_URL;
// The journeys' SMTP server (issue 30, e2e/mail-catcher.mjs) and the folder it writes messages to:
// made once in the runner's process, inherited by the workers through the environment.
const smtpPort = port + 1000;
process.env.E2E_MAIL_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-e2e-mail-'));
const mailDir = process.env.E2E_MAIL_DIR;
// The journeys' push service (issue 50, e2e/push-catcher.mjs): HTTPS with the tests' certificate.
const pushPort = port + 2000;
process.env.E2E_PUSH_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-e2e-push-'));
process.env.E2E_PUSH_ORIGIN = `https://127.0.0.1:${pushPort}`;
const pushDir = process.env.E2E_PUSH_DIR;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI also writes a JSON report, which .ci/run sums up into its closing line.
  reporter: process.env.CI ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.tmp/playwright.json' }]] : 'list',
  // Long journeys take 20-30 s on a loaded 2-core CI machine; the limit catches hangs, not slowness.
  timeout: 60_000,
  // A wait is for what a screen shows, not how fast: a page's first start in a fresh browser context
  // (no cached scripts, its service worker installing) took over 5 s on the 2-core CI machine with two
  // workers and their servers (groups, erasure: CI 2026-11-27). Speed is the bench's (npm run bench).
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    viewport: { width: 1280, height: 800 },
    // A failed journey keeps its trace with DOM snapshots; the screencast is off: it cost a quarter of the
    // CPU of a long journey on 2 cores (the wizard's: 47 -> 36 s beside another, 2026-11-27).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node e2e/mail-catcher.mjs',
      port: smtpPort,
      reuseExistingServer: false,
      env: { SMTP_PORT: String(smtpPort), MAIL_DIR: mailDir },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/push-catcher.mjs',
      url: `https://127.0.0.1:${pushPort}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      env: { PUSH_PORT: String(pushPort), PUSH_DIR: pushDir },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node apps/server/dist/index.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Every journey signs its teachers up from this one machine: the per-address sign-up limit would stop the suite.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        SIGN_UP_LIMIT: '100000',
        ERASURE_INTERVAL_MINUTES: '0',
        // E-mail on (issue 30), to the SMTP server above; links start with the address the journeys open.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Wycieczki szkolne <no-reply@szkola.example>',
        PUBLIC_URL: baseURL,
        // Pushes to the journeys' push service, trusted as a browser vendor's would be (issue 50).
        PUSH_EXTRA_ORIGINS: `https://127.0.0.1:${pushPort}`,
        NODE_EXTRA_CA_CERTS: path.resolve('apps/server/src/test/fixtures/fake-push.crt'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
