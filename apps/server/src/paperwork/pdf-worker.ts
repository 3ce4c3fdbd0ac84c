import { parentPort } from 'node:worker_threads';
import type { PdfJob, PdfReply } from './pdf-job';
import { renderDocument } from './render-document';

// One thread for the server's life: pdfmake and the font are loaded once, and documents are made one
// after another off the event loop (pdf-in-worker.ts).
parentPort?.on('message', (job: PdfJob) => {
  // Pages made so far, for 'Przygotowujemy dokument…' (pdf-in-worker.ts passes them to the job).
  const progress = (pagesDone: number) => parentPort?.postMessage({ id: job.id, progress: pagesDone });
  renderDocument(job, progress).then(
    (pdf) => parentPort?.postMessage({ id: job.id, pdf } satisfies PdfReply, [pdf.buffer as ArrayBuffer]),
    (error: unknown) => parentPort?.postMessage({ id: job.id, failed: String(error) } satisfies PdfReply),
  );
});
