import { Hono } from 'hono';
import { roomAssignmentSchema, roomSchema, roomUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { RoomsService } from './rooms.service';

/** Mounted under /api/trips: /:tripId/rooms… */
export function roomsRoutes(rooms: RoomsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/rooms', async (c) => c.json(await rooms.list(...ids(c, 'tripId'))))
    .post('/:tripId/rooms', async (c) => c.json(await rooms.create(...ids(c, 'tripId'), await parseJsonBody(c, roomSchema)), 201))
    .patch('/:tripId/rooms/:roomId', async (c) => c.json(await rooms.update(...ids(c, 'tripId', 'roomId'), await parseJsonBody(c, roomUpdateSchema))))
    .delete('/:tripId/rooms/:roomId', async (c) => {
      await rooms.remove(...ids(c, 'tripId', 'roomId'));
      return c.body(null, 204);
    })
    .put('/:tripId/rooms/:roomId/students', async (c) => {
      const { studentIds } = await parseJsonBody(c, roomAssignmentSchema);
      return c.json(await rooms.assign(...ids(c, 'tripId', 'roomId'), studentIds));
    });
}
