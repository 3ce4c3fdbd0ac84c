import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Three projects: pure rules (shared), the API on a real database (server), and web units (pure lib code).
// Playwright's e2e/*.spec.ts files are deliberately outside every include.
export default defineConfig({
  test: {
    projects: [
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
          include: ['apps/server/src/**/*.test.ts'],
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
