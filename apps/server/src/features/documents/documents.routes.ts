import { Hono } from 'hono';
import { MSG, type TripDocumentKind } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { publicOrigin } from '../../lib/client-address';
import { errors } from '../../lib/errors';
import { ids } from '../../lib/validate';
import { DOCUMENT_KINDS, type DocumentsService } from './documents.service';

function isKind(value: string): value is TripDocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** Mounted under /api/trips: /:tripId/documents/karta|lista|zgody|linki, a PDF to download. */
export function documentsRoutes(documents: DocumentsService, { proxyHops }: { proxyHops: number }) {
  return new Hono<AppEnv>().get('/:tripId/documents/:kind', async (c) => {
    const kind = c.req.param('kind');
    if (!isKind(kind)) throw errors.notFound(MSG.documentNotFound);
    const { fileName, pdf } = await documents.render(...ids(c, 'tripId'), kind, publicOrigin(c, proxyHops));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  });
}
