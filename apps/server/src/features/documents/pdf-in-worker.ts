import type { Worker } from 'node:worker_threads';
import { MSG } from '@wycieczki/shared';
import { AppError } from '../../lib/errors';
import { log } from '../../lib/log';
import { startWorkerThread } from '../../lib/worker-thread';
import type { PdfJob, PdfReply } from './pdf-worker';

/** A document that takes longer than this is given up on (40 students' consents take well under 1 s). */
const RENDER_TIME_LIMIT_MS = 20_000;
/** Documents waiting for the thread; one more is refused with 503 and a Polish message. */
const MAX_QUEUED = 16;
/** A trip's documents are small; the thread's heap is kept apart from the server's. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

type Pending = { resolve: (pdf: Uint8Array) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function failAll(error: Error): void {
  for (const [id, job] of pending) {
    clearTimeout(job.timer);
    job.reject(error);
    pending.delete(id);
  }
}

function thread(): Worker {
  if (worker) return worker;
  const started = startWorkerThread('pdf-worker', new URL('./pdf-worker.ts', import.meta.url), { resourceLimits: RESOURCE_LIMITS });
  started.unref();
  started.on('message', (reply: PdfReply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    clearTimeout(job.timer);
    if ('pdf' in reply) job.resolve(reply.pdf);
    else job.reject(new Error(reply.failed));
  });
  const lost = (error: Error) => {
    if (worker !== started) return;
    worker = null;
    log.error('pdf worker stopped', { error: error.message });
    failAll(new AppError('internal', MSG.serverError));
  };
  started.on('error', lost);
  started.on('exit', (code) => lost(new Error(`exit ${code}`)));
  worker = started;
  return started;
}

/**
 * Makes one document in the PDF thread, so that /api/health and every other request are answered
 * while a trip's 40 consent pages are laid out. A document that hangs ends the thread; the next
 * one starts a new thread.
 */
export function renderInWorker(job: Omit<PdfJob, 'id'>): Promise<Uint8Array> {
  if (pending.size >= MAX_QUEUED) return Promise.reject(new AppError('documents_busy', MSG.documentsBusy, { 'Retry-After': '5' }));
  const id = nextId++;
  const target = thread();
  return new Promise<Uint8Array>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new AppError('documents_busy', MSG.documentsBusy, { 'Retry-After': '5' }));
      if (worker === target) {
        worker = null;
        failAll(new AppError('documents_busy', MSG.documentsBusy, { 'Retry-After': '5' }));
        void target.terminate();
      }
    }, RENDER_TIME_LIMIT_MS);
    pending.set(id, { resolve, reject, timer });
    target.ref();
    target.postMessage({ ...job, id } satisfies PdfJob);
  }).finally(() => {
    if (pending.size === 0) worker?.unref();
  });
}
