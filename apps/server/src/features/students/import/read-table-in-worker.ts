import type { Worker } from 'node:worker_threads';
import { MSG } from '@wycieczki/shared';
import { AppError, isErrorCode } from '../../../lib/errors';
import { startWorkerThread } from '../../../lib/worker-thread';
import type { Table } from './read-table';
import type { TableWorkerReply } from './table-worker';

/** A file that takes longer than this to read is given up on. A class list reads in well under 1 s. */
export const READ_TIME_LIMIT_MS = 5_000;
/** Files read at once per server; one more waits for a place, a further one is refused with 503. */
const MAX_RUNNING = 2;
const MAX_WAITING = 8;
/** The heap one reading may use: a 20 MB sheet parses within it, and the server's own heap is untouched. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32, codeRangeSizeMb: 16, stackSizeMb: 4 };

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Reads an uploaded CSV or XLSX in a worker thread with a time limit and a memory limit, so that the
 * event loop never parses a file and /api/health answers while the worst file is read (decision 009).
 */
export async function readTableInWorker(bytes: Uint8Array): Promise<Table> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw new AppError('import_busy', MSG.importBusy, { 'Retry-After': '5' });
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await runWorker(bytes);
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function startWorker(bytes: Uint8Array): Worker {
  return startWorkerThread('table-worker', new URL('./table-worker.ts', import.meta.url), { workerData: bytes, resourceLimits: RESOURCE_LIMITS });
}

function runWorker(bytes: Uint8Array): Promise<Table> {
  const worker = startWorker(bytes);
  return new Promise<Table>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new AppError('validation', MSG.importTooSlow))), READ_TIME_LIMIT_MS);
    worker.once('message', (reply: TableWorkerReply) =>
      settle(() => {
        if ('table' in reply) return resolve(reply.table);
        const { code, message } = reply.refusal;
        reject(new AppError(isErrorCode(code) ? code : 'validation', message || MSG.importUnreadable));
      }),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any other failure of the thread: the file is too much.
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new AppError('body_too_large', MSG.importTooLarge)
            : new AppError('validation', MSG.importUnreadable),
        ),
      ),
    );
    worker.once('exit', () => settle(() => reject(new AppError('validation', MSG.importUnreadable))));
  });
}
