import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: load and fault tests against the built server and a PostgreSQL server
// it starts itself. Separate from `npm test` because it stops and starts real processes.
export default defineConfig({
  test: {
    include: ['apps/server/reliability/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
