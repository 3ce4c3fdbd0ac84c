import type { ResourceLimits } from 'node:worker_threads';
import { MSG } from '@wycieczki/shared';
import { AppError, isErrorCode } from './errors';
import { startWorkerThread } from './worker-thread';

/** The reply of a file worker: what it read, or the refusal to pass on to the user as it stands. */
export type FileWorkerReply<T> = { result: T } | { refusal: { code: string; message: string } };

/** Files read at once per server; one more waits for a place, a further one is refused with 503. */
const MAX_RUNNING = 2;
const MAX_WAITING = 8;

let running = 0;
const waiting: (() => void)[] = [];

export type FileWorkerOptions = {
  /** The bundle's name of the worker (build.mjs) and its TypeScript source. */
  name: string;
  source: URL;
  /** A file that takes longer than this to read is given up on. */
  timeLimitMs: number;
  /** The heap one reading may use: the server's own heap is untouched. */
  resourceLimits: ResourceLimits;
  /** What a file over the worker's memory is told. */
  tooLargeMessage: string;
};

/**
 * Reads an uploaded file in a worker thread with a time limit and a memory limit, so that the event
 * loop never parses a file and /api/health answers while the worst file is read (decision 009). The
 * students' import and the school's register share the places.
 */
export async function readInWorker<T>(bytes: Uint8Array, options: FileWorkerOptions): Promise<T> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw new AppError('import_busy', MSG.importBusy, { 'Retry-After': '5' });
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await runWorker<T>(bytes, options);
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function runWorker<T>(bytes: Uint8Array, options: FileWorkerOptions): Promise<T> {
  const worker = startWorkerThread(options.name, options.source, { workerData: bytes, resourceLimits: options.resourceLimits });
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new AppError('validation', MSG.importTooSlow))), options.timeLimitMs);
    worker.once('message', (reply: FileWorkerReply<T>) =>
      settle(() => {
        if ('result' in reply) return resolve(reply.result);
        const { code, message } = reply.refusal;
        reject(new AppError(isErrorCode(code) ? code : 'validation', message || MSG.importUnreadable));
      }),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any other failure of the thread: the file is too much.
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new AppError('body_too_large', options.tooLargeMessage)
            : new AppError('validation', MSG.importUnreadable),
        ),
      ),
    );
    worker.once('exit', () => settle(() => reject(new AppError('validation', MSG.importUnreadable))));
  });
}

/** The worker's side: reads its workerData with `read` and answers once. */
export function answerFromWorker<T>(port: { postMessage(reply: FileWorkerReply<T>): void }, read: () => Promise<T>): void {
  read().then(
    (result) => port.postMessage({ result }),
    (error: unknown) => {
      const refusal = error instanceof AppError ? { code: error.code, message: error.message } : { code: 'validation', message: '' };
      port.postMessage({ refusal });
    },
  );
}
