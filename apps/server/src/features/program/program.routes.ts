import { Hono } from 'hono';
import { programItemSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { ProgramService } from './program.service';

/** Mounted under /api/trips: /:tripId/program… */
export function programRoutes(program: ProgramService) {
  return new Hono<AppEnv>()
    .get('/:tripId/program', async (c) => c.json(await program.list(...ids(c, 'tripId'))))
    .post('/:tripId/program', async (c) => c.json(await program.create(...ids(c, 'tripId'), await parseJsonBody(c, programItemSchema)), 201))
    .put('/:tripId/program/:itemId', async (c) => c.json(await program.update(...ids(c, 'tripId', 'itemId'), await parseJsonBody(c, programItemSchema))))
    .delete('/:tripId/program/:itemId', async (c) => {
      await program.remove(...ids(c, 'tripId', 'itemId'));
      return c.body(null, 204);
    });
}
