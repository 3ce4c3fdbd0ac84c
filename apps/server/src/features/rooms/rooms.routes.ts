import { Hono } from 'hono';
import { roomAssignmentSchema, roomSchema, roomUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody } from '../../lib/validate';
import type { RoomsService } from './rooms.service';

/** Mounted under /api/trips: /:tripId/rooms… */
export function roomsRoutes(rooms: RoomsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/rooms', async (c) => c.json(await rooms.list(c.get('user').userId, c.req.param('tripId'))))
    .post('/:tripId/rooms', async (c) => {
      const input = await parseJsonBody(c, roomSchema);
      return c.json(await rooms.create(c.get('user').userId, c.req.param('tripId'), input), 201);
    })
    .patch('/:tripId/rooms/:roomId', async (c) => {
      const input = await parseJsonBody(c, roomUpdateSchema);
      return c.json(await rooms.update(c.get('user').userId, c.req.param('tripId'), c.req.param('roomId'), input));
    })
    .delete('/:tripId/rooms/:roomId', async (c) => {
      await rooms.remove(c.get('user').userId, c.req.param('tripId'), c.req.param('roomId'));
      return c.body(null, 204);
    })
    .put('/:tripId/rooms/:roomId/students', async (c) => {
      const { studentIds } = await parseJsonBody(c, roomAssignmentSchema);
      return c.json(await rooms.assign(c.get('user').userId, c.req.param('tripId'), c.req.param('roomId'), studentIds));
    });
}
