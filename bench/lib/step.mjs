// Every step of the bench says when it starts and ends, and has a time limit: a stuck step names
// itself and fails the run instead of leaving a busy machine silent for a quarter of an hour.
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

export const log = (...args) => console.error(`[bench ${elapsed()}]`, ...args);

export class StepTimeout extends Error {}

/**
 * Runs `work` as the step `name`, printing its start and its duration. Past `limitSeconds` the step
 * fails with its name; the work left running is ended by the process exit that follows (see
 * `failOnStuckStep`). BENCH_STEP_FACTOR scales every limit for a slower machine.
 */
export async function step(name, limitSeconds, work) {
  const limit = limitSeconds * Number(process.env.BENCH_STEP_FACTOR ?? 1);
  const begun = Date.now();
  log(`${name} ...`);
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeout(`step "${name}" did not finish within ${Math.round(limit)} s`)), limit * 1000);
  });
  try {
    const result = await Promise.race([work(), timeout]);
    log(`${name}: done in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    return result;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The last word of a run: a stuck or failed step is printed with its name, and the process ends with
 * exit code 1 even while the stuck work (a browser, a server, a load generator) still holds it open.
 * The servers and PostgreSQL are ended by the `finally` blocks that ran before this; a browser child
 * left behind ends with its parent.
 */
export function failOnStuckStep(error) {
  console.error(`[bench ${elapsed()}] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  if (!(error instanceof StepTimeout) && error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
}
