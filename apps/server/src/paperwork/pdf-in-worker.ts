import type { Worker } from 'node:worker_threads';
import { MSG } from '@wycieczki/shared';
import { AppError } from '../lib/errors';
import { log } from '../lib/log';
import { startWorkerThread } from '../lib/worker-thread';
import type { PdfJob, PdfJobMessage, PdfReply } from './pdf-worker';

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
 * largest trip's consents (2,970 students, counted as 8,910 pages, a QR code on each) took 146 s alone
 * on the 2-core CI machine, and over 198 s (the limit at 20 ms a page) beside another test file's work
 * (2026-11-28): a busy server must not give up on a document that is only slow.
 */
const RENDER_BASE_MS = 20_000;
const RENDER_PER_PAGE_MS = 40;
/** A document of more pages than this counts as large: one thread at a time makes such documents. */
export const LARGE_DOCUMENT_PAGES = 300;
/**
 * The thread's own heap, apart from the server's. The largest trip's consents (2,970 pages) peak at
 * about 420 MB; an ordinary trip's documents stay under 70 MB.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 32 };

type Job = {
  owner: string;
  pages: number;
  message: PdfJobMessage;
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
  started.on('message', (reply: PdfReply) => {
    if (thread.worker !== started || thread.id !== reply.id || !thread.job) return;
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
 * consent a student; a list or a karta a few).
 */
export function renderInWorker(owner: string, pages: number, message: PdfJobMessage): Promise<Uint8Array> {
  const own = queues.get(owner) ?? [];
  if (own.length >= PER_USER_QUEUED || queued >= MAX_QUEUED) return Promise.reject(busy());
  return new Promise<Uint8Array>((resolve, reject) => {
    const job: Job = {
      owner,
      pages,
      message,
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
