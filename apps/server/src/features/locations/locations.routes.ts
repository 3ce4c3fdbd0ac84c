import { Hono } from 'hono';
import { locationSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody, routeIds } from '../../lib/validate';
import type { LocationsService } from './locations.service';

/** Mounted under /api/trips: /:tripId/locations and /:tripId/students/:studentId/location. */
export function locationsRoutes(locations: LocationsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/locations', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      return c.json(await locations.list(userId, tripId));
    })
    .put('/:tripId/students/:studentId/location', async (c) => {
      const { userId, tripId, studentId } = routeIds(c, 'tripId', 'studentId');
      const input = await parseJsonBody(c, locationSchema);
      return c.json(await locations.record(userId, tripId, studentId, input));
    });
}
