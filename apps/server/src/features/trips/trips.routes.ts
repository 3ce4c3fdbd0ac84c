import { Hono } from 'hono';
import { tripCreateSchema, tripUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody } from '../../lib/validate';
import type { TripsService } from './trips.service';

export function tripsRoutes(trips: TripsService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await trips.list(c.get('user').userId)))
    .post('/', async (c) => {
      const input = await parseJsonBody(c, tripCreateSchema);
      return c.json(await trips.create(c.get('user').userId, input), 201);
    })
    .get('/:tripId', async (c) => c.json(await trips.get(c.get('user').userId, c.req.param('tripId'))))
    .patch('/:tripId', async (c) => {
      const input = await parseJsonBody(c, tripUpdateSchema);
      return c.json(await trips.update(c.get('user').userId, c.req.param('tripId'), input));
    })
    .delete('/:tripId', async (c) => {
      await trips.remove(c.get('user').userId, c.req.param('tripId'));
      return c.body(null, 204);
    });
}
