import type { ResourceLimits } from 'node:worker_threads';
import { MSG } from '@wycieczki/shared';
import { AppError, isErrorCode } from './errors';
import { createFilePlaces } from './file-places';
import { startWorkerThread } from './worker-thread';

/** The reply of a file worker: what it read, or the refusal to pass on to the user as it stands. */
export type FileWorkerReply<T> = { result: T } | { refusal: { code: string; message: string } };

/**
 * This instance's file-reading places, shared per school (decision 041): two files read at once, two
 * of a school waiting, eight of everyone's; a further one is refused with 503. Per instance, in
 * memory: several instances each share their own places out by school.
 */
const places = createFilePlaces({ places: 2, perShareWaiting: 2, waiting: 8 });

/** A reading stopped to hand its place to another school: it is started again, not failed. */
const PUT_BACK = new Error('put back');

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
 * students' import and the school's register share the places, fairly by `share` (the school asking,
 * access/school-share.ts): a reading stopped to hand its place on starts again from the beginning
 * when its turn comes back (the bytes are still here; reading has no side effect).
 */
export async function readInWorker<T>(bytes: Uint8Array, share: string, options: FileWorkerOptions): Promise<T> {
  for (let again = false; ; again = true) {
    const place = await places.take(share, { again });
    try {
      // Handed on already, between being given the place and starting.
      if (place.stopping) continue;
      const reading = runWorker<T>(bytes, options);
      place.stop = reading.stop;
      return await reading.result;
    } catch (error) {
      if (error !== PUT_BACK) throw error;
    } finally {
      places.leave(place);
    }
  }
}

function runWorker<T>(bytes: Uint8Array, options: FileWorkerOptions): { result: Promise<T>; stop: () => void } {
  const worker = startWorkerThread(options.name, options.source, { workerData: bytes, resourceLimits: options.resourceLimits });
  let stop!: () => void;
  const result = new Promise<T>((resolve, reject) => {
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
    stop = () => settle(() => reject(PUT_BACK));
  });
  return { result, stop };
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
