import { build } from 'esbuild';

// One ESM bundle with the shared package inlined; npm dependencies stay in node_modules. The shared
// package's own runtime dependencies (zod, @lingui) are the server's too, so the bundle finds them
// (knip.json says why the server lists @lingui without importing it).
await build({
  // The worker threads are entries of their own, beside index.js (read-table-in-worker.ts, db/pglite-remote.ts).
  entryPoints: { index: 'src/index.ts', 'table-worker': 'src/features/students/import/table-worker.ts', 'register-worker': 'src/features/school-register/register-worker.ts', 'pglite-worker': 'src/db/pglite-worker.ts', 'pdf-worker': 'src/paperwork/pdf-worker.ts', 'reset-link': 'src/operator/reset-link.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The package's folder: '@wycieczki/shared' is its index.ts, '@wycieczki/shared/i18n/…' its catalogs' modules.
  alias: { '@wycieczki/shared': '../../packages/shared/src' },
  logLevel: 'info',
});
