import { MSG, type DocumentJob } from '@wycieczki/shared';
import { apiDownload, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { pluralForm, type PluralForms } from './plural';
import { saveFile } from './save-file';

/** How often a document being made is asked after: often enough for its pages to count up smoothly. */
export const DOCUMENT_POLL_MS = 700;

export type DocumentJobOptions = {
  /** Aborted when the screen that asked is gone: no more asking, no file saved. */
  signal?: AbortSignal;
  /** Each state of the document as the server reports it, the first one included, with its pages made in words (documentPagesText). */
  onProgress?: (job: DocumentJob, pagesText: string | null) => void;
};

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * A document made by the server as a job (issue 55): asked for with a POST to `askPath` (e.g.
 * `/trips/:tripId/documents/zgody`), followed until made, then saved as a download. A refusal (503
 * while the server is busy, 404) and a failed document reject with an ApiError holding the server's
 * Polish message. Loaded when a document is asked for (import()), not with the screens that offer one.
 */
export async function downloadDocumentJob(askPath: string, { signal, onProgress }: DocumentJobOptions = {}): Promise<void> {
  let job = await apiRequest<DocumentJob>(askPath, { method: 'POST', auth: true, signal });
  onProgress?.(job, documentPagesText(job));
  while (job.state === 'queued' || job.state === 'making') {
    await pause(DOCUMENT_POLL_MS, signal);
    job = await apiRequest<DocumentJob>(`/documents/${job.id}`, { auth: true, signal });
    onProgress?.(job, documentPagesText(job));
  }
  if (job.state === 'failed') throw new ApiError(400, 'document_failed', job.error ?? MSG.documentFailed);
  signal?.throwIfAborted();
  const { blob, fileName } = await apiDownload(`/documents/${job.id}/file`);
  signal?.throwIfAborted();
  saveFile(blob, fileName ?? job.fileName ?? `${job.kind}.pdf`);
}

/** 'z 1 strony', 'z 2 stron', 'z 5 stron', 'z 22 stron': the genitive 'z' asks for. */
const PAGES_OUT_OF: PluralForms = { one: 'strony', few: 'stron', many: 'stron', other: 'strony' };
const polishNumber = new Intl.NumberFormat('pl');

/** '120 z 2970 stron' while the document's pages are made (and made: its file is on the way), else null (waiting its turn, failed). */
export function documentPagesText(job: Pick<DocumentJob, 'state' | 'pages' | 'pagesDone'> | null): string | null {
  if (!job || (job.state !== 'making' && job.state !== 'ready') || job.pages <= 0) return null;
  const done = Math.min(job.pagesDone, job.pages);
  return `${polishNumber.format(done)} z ${polishNumber.format(job.pages)} ${pluralForm(job.pages, PAGES_OUT_OF)}`;
}
