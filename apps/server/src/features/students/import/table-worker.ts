import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../../lib/errors';
import { readTable } from './read-table';

/** The reply of the worker: the table, or the refusal to pass on to the user as it stands. */
export type TableWorkerReply = { table: string[][] } | { refusal: { code: string; message: string } };

// One file per worker, given as its workerData: read it, answer, and let the thread end.
if (parentPort && workerData instanceof Uint8Array) {
  readTable(workerData).then(
    (table) => parentPort?.postMessage({ table } satisfies TableWorkerReply),
    (error: unknown) => {
      const refusal =
        error instanceof AppError
          ? { code: error.code, message: error.message }
          : { code: 'validation', message: '' };
      parentPort?.postMessage({ refusal } satisfies TableWorkerReply);
    },
  );
}
