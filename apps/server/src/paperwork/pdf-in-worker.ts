import type { Worker } from 'node:worker_threads';
import { MSG } from '@wycieczki/shared';
import { AppError } from '../lib/errors';
import { log } from '../lib/log';
import { startWorkerThread } from '../lib/worker-thread';
import type { PdfJob, PdfJobMessage, PdfReply } from './pdf-job';

/**
 * The PDF threads (issue 24: one user's burst made another user's karta answer 503, and the largest
 * trip's consents ran the one thread out of memory and failed the documents queued behind it):
 * - two threads, each making one document at a time, so a long document never holds up every other;
 * - each user's documents wait in a queue of their own, and the threads take the users in turn (a
 *   user has at most one document being made), so a burst of one user only delays that user;
 * - a large document (hundreds of consent pages) takes one thread at most: the other stays for the
 *   ordinary ones;
 * - a document that fails, hangs or runs its thread out of memory fails alone: the thread is replaced
 *   and the queue goes on.
 */
const THREADS = 2;
/** A user's documents waiting beyond these are refused at once (503, Polish, Retry-After). */
const PER_USER_QUEUED = 6;
/** Everyone's waiting documents together: a backstop, far above what a school's users ask at once. */
const MAX_QUEUED = 64;
/** A document that waited this long in the queue is given up on, with the same 503. */
const WAIT_LIMIT_MS = 30_000;
/**
 * Time to make a document before its thread counts as hung: a base, and more for each page. The
 * consents and the badges are made page by page at 1–3 ms a page (render-document.ts, issue 55: the
 * largest trip's 2,970 consents in about 8 s on the 2-core CI machine); a document pdfmake makes (the
 * others, or a consent longer than its sheet) took up to 49 ms a page, which this limit still allows.
 */
const RENDER_BASE_MS = 20_000;
const RENDER_PER_PAGE_MS = 40;
/** A document of more pages than this counts as large: one thread at a time makes such documents. */
export const LARGE_DOCUMENT_PAGES = 300;
/**
 * The thread's own heap, apart from the server's. The largest trip's consents peak at 120–160 MB made
 * page by page; the same made by pdfmake (the fallback) peaked at about 420 MB.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 32 };

/** Pages made so far of the thread's document (render-document.ts reports every few dozen). */
type ProgressReply = { id: number; progress: number };

type Job = {
  owner: string;
  pages: number;
  message: PdfJobMessage;
  onProgress?: (pagesDone: number) => void;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
  waitTimer: NodeJS.Timeout;
};

type Thread = { worker: Worker | null; job: Job | null; id: number; timer: NodeJS.Timeout | null };

const busy = () => new AppError('documents_busy', MSG.documentsBusy, { 'Retry-After': '5' });

const threads: Thread[] = Array.from({ length: THREADS }, () => ({ worker: null, job: null, id: 0, timer: null }));
/** Waiting documents by user; the Map's order is the turn (a user served goes to the back). */
const queues = new Map<string, Job[]>();
let queued = 0;
let nextId = 1;

function startThread(thread: Thread): Worker {
  const started = startWorkerThread('pdf-worker', new URL('./pdf-worker.ts', import.meta.url), { resourceLimits: RESOURCE_LIMITS });
  started.unref();
  started.on('message', (reply: PdfReply | ProgressReply) => {
    if (thread.worker !== started || thread.id !== reply.id || !thread.job) return;
    if ('progress' in reply) {
      thread.job.onProgress?.(reply.progress);
      return;
    }
    const job = finish(thread);
    if ('pdf' in reply) job.resolve(reply.pdf);
    else job.reject(new Error(reply.failed));
    dispatch();
  });
  const lost = (error: Error) => {
    if (thread.worker !== started) return;
    thread.worker = null;
    log.error('pdf worker stopped', { error: error.message });
    // Only the document it was making fails (out of memory, a crash); the queue goes on with a new thread.
    if (thread.job) finish(thread).reject(new AppError('internal', MSG.serverError));
    dispatch();
  };
  started.on('error', lost);
  started.on('exit', (code) => lost(new Error(`exit ${code}`)));
  return started;
}

/** Takes the thread's document off it. */
function finish(thread: Thread): Job {
  const job = thread.job!;
  thread.job = null;
  if (thread.timer) clearTimeout(thread.timer);
  thread.timer = null;
  if (threads.every((t) => t.job === null)) for (const t of threads) t.worker?.unref();
  return job;
}

/** The next document to make: users in turn, one document of a user at a time, one large document at a time. */
function takeNext(): Job | null {
  const making = threads.flatMap((t) => (t.job ? [t.job] : []));
  const largeBeingMade = making.some((job) => job.pages > LARGE_DOCUMENT_PAGES);
  for (const [owner, jobs] of queues) {
    if (making.some((job) => job.owner === owner)) continue;
    const next = jobs[0]!;
    if (next.pages > LARGE_DOCUMENT_PAGES && largeBeingMade) continue;
    jobs.shift();
    queued -= 1;
    queues.delete(owner);
    if (jobs.length > 0) queues.set(owner, jobs);
    clearTimeout(next.waitTimer);
    return next;
  }
  return null;
}

function dispatch(): void {
  for (const thread of threads) {
    if (thread.job) continue;
    const job = takeNext();
    if (!job) return;
    // Every thread starts with the first document: one starting cold (pdfmake and the font take a
    // second or two to load) would keep its first user waiting behind documents the warm one makes.
    for (const other of threads) other.worker ??= startThread(other);
    thread.job = job;
    thread.id = nextId++;
    const worker = thread.worker!;
    worker.ref();
    thread.timer = setTimeout(() => {
      // It hangs: the thread is ended and replaced; only this document fails.
      const hung = finish(thread);
      thread.worker = null;
      void worker.terminate();
      log.error('pdf document took too long', { kind: hung.message.kind, pages: hung.pages });
      hung.reject(busy());
      dispatch();
    }, RENDER_BASE_MS + RENDER_PER_PAGE_MS * job.pages);
    worker.postMessage({ ...job.message, id: thread.id } satisfies PdfJob);
  }
}

/**
 * Makes one document of `owner` (the user asking) in a PDF thread, so that /api/health and every
 * other request are answered while it is laid out. `pages` is about how many pages it has (a
 * consent a student; a list or a karta a few); `onProgress` hears how many are made as it goes.
 */
export function renderInWorker(owner: string, pages: number, message: PdfJobMessage, onProgress?: (pagesDone: number) => void): Promise<Uint8Array> {
  const own = queues.get(owner) ?? [];
  if (own.length >= PER_USER_QUEUED || queued >= MAX_QUEUED) return Promise.reject(busy());
  return new Promise<Uint8Array>((resolve, reject) => {
    const job: Job = {
      owner,
      pages,
      message,
      ...(onProgress ? { onProgress } : {}),
      resolve,
      reject,
      waitTimer: setTimeout(() => {
        const jobs = queues.get(owner);
        const at = jobs?.indexOf(job) ?? -1;
        if (!jobs || at < 0) return;
        jobs.splice(at, 1);
        queued -= 1;
        if (jobs.length === 0) queues.delete(owner);
        reject(busy());
      }, WAIT_LIMIT_MS),
    };
    job.waitTimer.unref();
    own.push(job);
    queued += 1;
    if (!queues.has(owner)) queues.set(owner, own);
    dispatch();
  });
}
