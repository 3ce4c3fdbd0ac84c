import { Hono, type Context } from 'hono';
import { MSG, type TripDocumentKind } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { publicOrigin } from '../../lib/client-address';
import { errors } from '../../lib/errors';
import { ids } from '../../lib/validate';
import type { DocumentJobs } from './document-jobs';
import { DOCUMENT_KINDS, type DocumentReader } from './documents.service';

function kindOf(c: Context<AppEnv>): TripDocumentKind {
  const kind = c.req.param('kind') ?? '';
  if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) throw errors.notFound(MSG.documentNotFound);
  return kind as TripDocumentKind;
}

function pdfResponse(c: Context<AppEnv>, { fileName, pdf }: { fileName: string; pdf: Uint8Array }) {
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  });
}

/**
 * A trip's documents, for `reader` (mounted under /api/trips for its members, under
 * /api/schools/mine/trips for the school's head):
 * - GET /:tripId/documents/:kind: the PDF, once made (the plain download: it waits);
 * - POST /:tripId/documents/:kind: 202 with the document being made, to follow at /api/documents/:id.
 */
export function tripDocumentsRoutes(jobs: DocumentJobs, { reader, proxyHops }: { reader: DocumentReader; proxyHops: number }) {
  const request = (c: Context<AppEnv>) => {
    const [userId, tripId] = ids(c, 'tripId');
    return { userId, tripId, kind: kindOf(c), reader, origin: publicOrigin(c, proxyHops) };
  };
  return new Hono<AppEnv>()
    .get('/:tripId/documents/:kind', async (c) => pdfResponse(c, await jobs.download(request(c))))
    .post('/:tripId/documents/:kind', async (c) => c.json(await jobs.ask(request(c)), 202));
}

/** Mounted under /api/documents: a document being made ('Przygotowujemy dokument…') and its file, for the user who asked. */
export function documentJobRoutes(jobs: DocumentJobs) {
  return new Hono<AppEnv>()
    .get('/:documentId', async (c) => c.json(await jobs.status(...ids(c, 'documentId'))))
    .get('/:documentId/file', async (c) => pdfResponse(c, await jobs.file(...ids(c, 'documentId'))));
}
