import { Hono } from 'hono';
import { roomingApplySchema, roomingSetupSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { RoomingService } from './rooming.service';

/** Mounted under /api/trips: /:tripId/rooming… (issue 52). */
export function roomingRoutes(rooming: RoomingService) {
  return new Hono<AppEnv>()
    .get('/:tripId/rooming', async (c) => c.json(await rooming.setup(...ids(c, 'tripId'))))
    .put('/:tripId/rooming', async (c) => c.json(await rooming.saveSetup(...ids(c, 'tripId'), await parseJsonBody(c, roomingSetupSchema))))
    .post('/:tripId/rooming/apply', async (c) => c.json(await rooming.apply(...ids(c, 'tripId'), await parseJsonBody(c, roomingApplySchema))));
}
