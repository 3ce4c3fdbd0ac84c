import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Four projects: the repository's tooling, pure rules (shared), the API on a real database (server), and web units.
// Playwright's e2e/*.spec.ts files are deliberately outside every include.
export default defineConfig({
  test: {
    // Two test files at a time. Vitest's default is the cores less one: one file at a time on the
    // 2-core CI machine, while an API test file mostly waits on its database (a thread of its own, or
    // the PostgreSQL server). The server project took 676 s alone and 439 s two at a time (2026-11-28).
    maxWorkers: 2,
    projects: [
      {
        // The repository's own tooling: the lint boundaries.
        test: {
          name: 'tooling',
          include: ['test/**/*.test.ts'],
          setupFiles: ['./test/fail-on-console-error.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          setupFiles: ['./test/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'server',
          // A log line per request (issue 55) would bury the test output: warnings and errors only,
          // unless LOG_LEVEL says otherwise. Tests that read the log set their level themselves.
          env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
          include: ['apps/server/src/**/*.test.ts'],
          // The schema migrated once per run; each test file's database starts as a copy of it.
          globalSetup: ['./apps/server/src/test/global-setup.ts'],
          setupFiles: ['./test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          setupFiles: ['./test/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
