import { Hono } from 'hono';
import { tripCreateSchema, tripUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody, signedInUser } from '../../lib/validate';
import type { TripsService } from './trips.service';

export function tripsRoutes(trips: TripsService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await trips.list(signedInUser(c))))
    .post('/', async (c) => c.json(await trips.create(signedInUser(c), await parseJsonBody(c, tripCreateSchema)), 201))
    .get('/:tripId', async (c) => c.json(await trips.get(...ids(c, 'tripId'))))
    .patch('/:tripId', async (c) => c.json(await trips.update(...ids(c, 'tripId'), await parseJsonBody(c, tripUpdateSchema))))
    .delete('/:tripId', async (c) => {
      await trips.remove(...ids(c, 'tripId'));
      return c.body(null, 204);
    });
}
