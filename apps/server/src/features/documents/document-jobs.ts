import { EventEmitter } from 'node:events';
import { and, count, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { MSG, type DocumentJob, type TripDocumentKind } from '@wycieczki/shared';
import { schoolShare } from '../../access/school-share';
import type { Db } from '../../db/client';
import { documentJobs, students } from '../../db/schema';
import type { Job, JobQueue } from '../../jobs/job-queue';
import { jobPending, sendJob } from '../../jobs/send-job';
import { AppError, errors } from '../../lib/errors';
import { describeError } from '../../lib/describe-error';
import { log } from '../../lib/log';
import { countDocument } from '../../lib/metrics';
import { asId, type Id } from '../../lib/uuid';
import { renderInWorker } from '../../paperwork/pdf-in-worker';
import { estimatedPages, type DocumentRequest, type DocumentsService } from './documents.service';

/** A user's documents queued or being made at once; more are refused at once (503, Polish, Retry-After). */
const PER_USER_WAITING = 6;
/** A made document is kept this long after it is made, for its owner to download (it may hold phones and parent links). */
export const DOCUMENT_KEEP_MINUTES = 15;
/** How long the plain download (GET …/documents/:kind) waits for its document before a Polish 503. */
const DOWNLOAD_WAIT_MS = 240_000;
/** Progress is written at most this often while a document is made. */
const PROGRESS_EVERY_MS = 500;
/** Workers of this instance taking documents: one long print leaves the other for everyone else. */
const CONCURRENCY = 2;

type Row = typeof documentJobs.$inferSelect;

const busy = () => new AppError('documents_busy', MSG.documentsBusy, { 'Retry-After': '5' });

function view(row: Row): DocumentJob {
  return {
    id: row.id,
    kind: row.kind as TripDocumentKind,
    state: row.state as DocumentJob['state'],
    pages: row.pages,
    pagesDone: row.pagesDone,
    fileName: row.fileName,
    error: row.error,
  };
}

/**
 * The trip's documents as jobs of the shared queue (issue 55, decision 040): asked for on any
 * instance, made by whichever instance takes the job, kept as a file its owner downloads when ready
 * ('Przygotowujemy dokument…' with its pages made), or waited for by the plain download.
 *
 * Fair per school and per user: a job's priority is lowered by what its school (the trip's, else the
 * asker's, else the asker alone: access/school-share.ts) already has queued or being made, and by
 * what its user has, so a school printing 200 documents from however many accounts does not hold
 * another school's karta, nor one teacher's burst a colleague's (decision 041). A job whose instance
 * dies is retried by another when its hold expires; a document already made is never made again, and
 * only the first file written counts.
 */
export function createDocumentJobs({ db, documents }: { db: Db; documents: DocumentsService }) {
  /** Documents finished on this instance: the plain download on this instance hears of it at once. */
  const finished = new EventEmitter();
  finished.setMaxListeners(0);

  async function ask(request: DocumentRequest): Promise<DocumentJob> {
    await documents.authorize(request);
    const { userId, tripId, kind, reader, origin } = request;
    // Files past their time go first: a document is not kept longer than its owner needs it.
    await deleteOldDocuments(db);
    const key = await schoolShare(db, userId, tripId);
    await endLost(or(eq(documentJobs.userId, userId), eq(documentJobs.fairnessKey, key))!);
    const [pupils] = await db.select({ n: count() }).from(students).where(eq(students.tripId, tripId));
    const pages = estimatedPages(kind, pupils?.n ?? 0);
    const row = await db.transaction(async (tx) => {
      // One ask of a user, and of a school, at a time: a burst of clicks is counted, not raced.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`documents:${userId}`})), pg_advisory_xact_lock(hashtext(${`documents:${key}`}))`);
      const waiting = inArray(documentJobs.state, ['queued', 'making']);
      const [mine] = await tx.select({ n: count() }).from(documentJobs).where(and(eq(documentJobs.userId, userId), waiting));
      const [school] = await tx.select({ n: count() }).from(documentJobs).where(and(eq(documentJobs.fairnessKey, key), waiting));
      if ((mine?.n ?? 0) >= PER_USER_WAITING) throw busy();
      // Behind what its school (or user) and its user already wait for: the first document of anyone is taken first.
      const priority = -((school?.n ?? 0) + (mine?.n ?? 0));
      const [made] = await tx.insert(documentJobs).values({ userId, tripId, kind, reader, origin, fairnessKey: key, pages }).returning();
      await sendJob(tx, 'document', { documentId: made!.id }, { id: made!.id, priority });
      return made!;
    });
    return view(row);
  }

  async function own(userId: Id, id: Id): Promise<Row> {
    const [row] = await db.select().from(documentJobs).where(and(eq(documentJobs.id, id), eq(documentJobs.userId, userId)));
    if (!row) throw errors.notFound(MSG.documentGone);
    if (row.state !== 'queued' && row.state !== 'making') return row;
    const [failed] = await endLost(eq(documentJobs.id, row.id));
    return failed ?? row;
  }

  /**
   * Documents whose job will never run again (its instance died during its last try, so no handler
   * wrote how it ended) are failed now: their owner is told rather than left waiting, and they no
   * longer count among the user's waiting documents.
   */
  async function endLost(which: SQL): Promise<Row[]> {
    const failed = await db
      .update(documentJobs)
      .set({ state: 'failed', error: MSG.documentFailed, finishedAt: new Date() })
      .where(and(which, inArray(documentJobs.state, ['queued', 'making']), sql`not ${jobPending('document', documentJobs.id)}`))
      .returning();
    for (const row of failed) {
      log.error('document not made: its job ended without it', { kind: row.kind });
      countDocument('failed');
    }
    return failed;
  }

  /** Waits for the document to be made (here or on another instance) and returns its row. */
  async function waitFor(userId: Id, id: Id, timeoutMs: number): Promise<Row> {
    const deadline = Date.now() + timeoutMs;
    for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
      const row = await own(userId, id);
      if (row.state === 'ready' || row.state === 'failed') return row;
      if (Date.now() > deadline) throw busy();
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          finished.off(id, done);
          resolve();
        }, pause);
        finished.once(id, done);
      });
    }
  }

  /** The job's work: the document read with its reader's rights now, made in a PDF thread, kept as a file. */
  async function make(job: Job<{ documentId?: string }>): Promise<void> {
    const id = job.data.documentId ?? job.id;
    const [row] = await db
      .update(documentJobs)
      .set({ state: 'making', startedAt: new Date() })
      .where(and(eq(documentJobs.id, id), inArray(documentJobs.state, ['queued', 'making'])))
      .returning();
    // Made already (the job ran again after its instance died), failed, or deleted: nothing to do.
    if (!row) return;
    const request: DocumentRequest = { userId: asId(row.userId), tripId: asId(row.tripId), kind: row.kind as TripDocumentKind, reader: row.reader as DocumentRequest['reader'], origin: row.origin };
    let lastWrite = 0;
    try {
      const prepared = await documents.prepare(request);
      await db.update(documentJobs).set({ pages: prepared.pages, fileName: prepared.fileName }).where(eq(documentJobs.id, id));
      // A page with QR codes counts three times in the time its thread may take (pdf-in-worker.ts): made
      // by pdfmake, when a consent is longer than its sheet, it takes that long.
      const weight = request.kind === 'zgody' || request.kind === 'linki' || request.kind === 'identyfikatory' ? 3 : 1;
      const pdf = await renderInWorker(`${row.fairnessKey}:${row.userId}`, prepared.pages * weight, prepared.message, (pagesDone) => {
        if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = Date.now();
        void db
          .update(documentJobs)
          .set({ pagesDone: Math.min(pagesDone, prepared.pages) })
          .where(and(eq(documentJobs.id, id), eq(documentJobs.state, 'making')))
          .catch(() => undefined);
      });
      // The first file written counts: a second try that overlapped it changes nothing.
      await db
        .update(documentJobs)
        .set({ state: 'ready', file: pdf, pagesDone: prepared.pages, finishedAt: new Date() })
        .where(and(eq(documentJobs.id, id), ne(documentJobs.state, 'ready')));
      countDocument('made');
    } catch (error) {
      // The reader lost the right, the trip is gone, its links erased: a Polish answer, no retry. A
      // busy or failing PDF thread is tried again, here or on another instance.
      const refused = error instanceof AppError && error.code !== 'documents_busy' && error.code !== 'internal';
      const final = refused || job.retryCount >= job.retryLimit;
      if (!final) {
        log.warn('document not made: will retry', { kind: request.kind, ...describeError(error) });
        throw error;
      }
      const message = refused ? error.message : MSG.documentFailed;
      if (!refused) log.error('document not made', { kind: request.kind, ...describeError(error) });
      await db.update(documentJobs).set({ state: 'failed', error: message, finishedAt: new Date() }).where(and(eq(documentJobs.id, id), ne(documentJobs.state, 'ready')));
      countDocument('failed');
    } finally {
      finished.emit(id);
    }
  }

  return {
    ask,
    /** The document's state for its owner only (anyone else: 404, as for a document that never was). */
    status: async (userId: Id, id: Id) => view(await own(userId, id)),
    /** The made document: 409 while it is being made, the failure's message when it failed. */
    async file(userId: Id, id: Id): Promise<{ fileName: string; pdf: Uint8Array }> {
      const row = await own(userId, id);
      if (row.state === 'failed') throw errors.validation(row.error ?? MSG.documentFailed);
      if (row.state !== 'ready' || !row.file) throw errors.conflict(MSG.documentNotReady);
      if (row.finishedAt && Date.now() - row.finishedAt.getTime() > DOCUMENT_KEEP_MINUTES * 60_000) throw errors.notFound(MSG.documentGone);
      return { fileName: row.fileName!, pdf: row.file };
    },
    /** The plain download: asks, waits for the document (made on any instance) and returns it. */
    async download(request: DocumentRequest): Promise<{ fileName: string; pdf: Uint8Array }> {
      const asked = await ask(request);
      const row = await waitFor(request.userId, asId(asked.id), DOWNLOAD_WAIT_MS);
      // Handed over here: nothing of it is kept.
      await db.delete(documentJobs).where(eq(documentJobs.id, row.id));
      if (row.state === 'failed' || !row.file) throw row.error && row.error !== MSG.documentFailed ? errors.validation(row.error) : busy();
      return { fileName: row.fileName!, pdf: row.file };
    },
    /** This instance takes documents from the queue. */
    work: (queue: JobQueue) => queue.work<{ documentId?: string }>('document', { concurrency: CONCURRENCY }, make),
  };
}

export type DocumentJobs = ReturnType<typeof createDocumentJobs>;


/**
 * Deletes the made documents past their time (15 minutes after they were made), and one never made
 * whose job was lost past every retry after a day. Run at every ask and by the hourly erasure.
 */
export async function deleteOldDocuments(db: Db): Promise<void> {
  await db
    .delete(documentJobs)
    .where(
      or(
        and(inArray(documentJobs.state, ['ready', 'failed']), lt(documentJobs.finishedAt, sql`now() - make_interval(mins => ${DOCUMENT_KEEP_MINUTES})`)),
        lt(documentJobs.createdAt, sql`now() - interval '1 day'`),
      ),
    );
}
