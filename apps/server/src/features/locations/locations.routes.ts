import { Hono } from 'hono';
import { locationSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { LocationsService } from './locations.service';

/** Mounted under /api/trips: /:tripId/locations and /:tripId/students/:studentId/location. */
export function locationsRoutes(locations: LocationsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/locations', async (c) => c.json(await locations.list(...ids(c, 'tripId'))))
    .put('/:tripId/students/:studentId/location', async (c) =>
      c.json(await locations.record(...ids(c, 'tripId', 'studentId'), await parseJsonBody(c, locationSchema))),
    );
}
