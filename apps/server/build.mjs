import { build } from 'esbuild';

// One ESM bundle with the shared package inlined; npm dependencies stay in node_modules.
await build({
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@wycieczki/shared': '../../packages/shared/src/index.ts' },
  logLevel: 'info',
});
