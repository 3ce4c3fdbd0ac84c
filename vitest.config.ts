import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Four projects: the repository's tooling, pure rules (shared), the API on a real database (server), and web units.
// Playwright's e2e/*.spec.ts files are deliberately outside every include.
export default defineConfig({
  test: {
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
