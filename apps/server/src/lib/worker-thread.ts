import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const RUNNING_FROM_SOURCE = fileURLToPath(import.meta.url).endsWith('.ts');

/**
 * Starts one of the server's worker threads. In the bundle a worker is `dist/<name>.js` beside
 * dist/index.js (build.mjs). From source (tests, npm run dev) it is TypeScript, `source`: a one-line
 * bootstrap registers tsx in the thread first.
 */
export function startWorkerThread(name: string, source: URL, options: WorkerOptions): Worker {
  if (!RUNNING_FROM_SOURCE) return new Worker(new URL(`./${name}.js`, import.meta.url), options);
  const href = JSON.stringify(source.href);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${href}); })`, { ...options, eval: true });
}
