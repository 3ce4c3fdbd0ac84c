import type { Database } from '../db/client';
import { describeError } from './describe-error';
import { log } from './log';

export type QueueWorker = {
  /** Reads the queue now (tests; a NOTIFY does it otherwise). Resolves when this pass is done. */
  flush(): Promise<void>;
  /** Stops taking work; waits up to `waitMs` for a pass in progress. */
  stop(waitMs: number): Promise<void>;
};

/**
 * The loop of a durable queue's background sender (the e-mail and the push queues): one pass at a
 * time over what is due, woken by a NOTIFY on `channel` when something is queued (and when the
 * listening connection comes back), and every `pollMs` for retries falling due. A wake during a pass
 * runs one more pass after it. `pass` is told when the worker stops, to end between two sends.
 */
export async function startQueueWorker(
  database: Pick<Database, 'listen'>,
  { name, channel, pollMs, pass }: { name: string; channel: string; pollMs: number; pass: (stopped: () => boolean) => Promise<void> },
): Promise<QueueWorker> {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const isStopped = () => stopped;

  const wake = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass(isStopped);
      } while (again && !stopped);
    })()
      .catch((error: unknown) => log.warn(`${name} queue could not be read`, describeError(error)))
      .finally(() => {
        running = null;
        // Woken while the pass was ending: read the queue once more.
        if (again && !stopped) void wake();
      });
    return running;
  };

  const unlisten = await database.listen(channel, () => void wake(), () => void wake());
  const timer = setInterval(() => void wake(), pollMs);
  timer.unref();
  void wake();

  return {
    flush: wake,
    async stop(waitMs) {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
    },
  };
}
