import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { ids } from '../../lib/validate';
import type { ArchiveService } from './archive.service';

/** Mounted under /api/consent-archive (issue 31): the archived trips, one trip's records, and its PDF. */
export function archiveRoutes(archive: ArchiveService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await archive.list(...ids(c))))
    .get('/:tripId', async (c) => c.json(await archive.records(...ids(c, 'tripId'))))
    .get('/:tripId/pdf', async (c) => {
      const { fileName, pdf } = await archive.pdf(...ids(c, 'tripId'));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` });
    });
}
