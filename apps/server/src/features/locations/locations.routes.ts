import { Hono } from 'hono';
import { locationSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody } from '../../lib/validate';
import type { LocationsService } from './locations.service';

/** Mounted under /api/trips: /:tripId/locations and /:tripId/students/:studentId/location. */
export function locationsRoutes(locations: LocationsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/locations', async (c) => c.json(await locations.list(c.get('user').userId, c.req.param('tripId'))))
    .put('/:tripId/students/:studentId/location', async (c) => {
      const input = await parseJsonBody(c, locationSchema);
      return c.json(await locations.record(c.get('user').userId, c.req.param('tripId'), c.req.param('studentId'), input));
    });
}
