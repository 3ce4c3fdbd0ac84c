import { Hono } from 'hono';
import { roomAssignmentSchema, roomSchema, roomUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody, routeIds } from '../../lib/validate';
import type { RoomsService } from './rooms.service';

/** Mounted under /api/trips: /:tripId/rooms… */
export function roomsRoutes(rooms: RoomsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/rooms', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      return c.json(await rooms.list(userId, tripId));
    })
    .post('/:tripId/rooms', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      const input = await parseJsonBody(c, roomSchema);
      return c.json(await rooms.create(userId, tripId, input), 201);
    })
    .patch('/:tripId/rooms/:roomId', async (c) => {
      const { userId, tripId, roomId } = routeIds(c, 'tripId', 'roomId');
      const input = await parseJsonBody(c, roomUpdateSchema);
      return c.json(await rooms.update(userId, tripId, roomId, input));
    })
    .delete('/:tripId/rooms/:roomId', async (c) => {
      const { userId, tripId, roomId } = routeIds(c, 'tripId', 'roomId');
      await rooms.remove(userId, tripId, roomId);
      return c.body(null, 204);
    })
    .put('/:tripId/rooms/:roomId/students', async (c) => {
      const { userId, tripId, roomId } = routeIds(c, 'tripId', 'roomId');
      const { studentIds } = await parseJsonBody(c, roomAssignmentSchema);
      return c.json(await rooms.assign(userId, tripId, roomId, studentIds));
    });
}
