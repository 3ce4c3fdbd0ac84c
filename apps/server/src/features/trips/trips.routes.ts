import { Hono } from 'hono';
import { tripCreateSchema, tripUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody, routeIds } from '../../lib/validate';
import type { TripsService } from './trips.service';

export function tripsRoutes(trips: TripsService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await trips.list(routeIds(c).userId)))
    .post('/', async (c) => {
      const input = await parseJsonBody(c, tripCreateSchema);
      return c.json(await trips.create(routeIds(c).userId, input), 201);
    })
    .get('/:tripId', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      return c.json(await trips.get(userId, tripId));
    })
    .patch('/:tripId', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      const input = await parseJsonBody(c, tripUpdateSchema);
      return c.json(await trips.update(userId, tripId, input));
    })
    .delete('/:tripId', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      await trips.remove(userId, tripId);
      return c.body(null, 204);
    });
}
