import { Hono } from 'hono';
import { attendanceCheckSchema, attendanceCheckUpdateSchema, attendanceMarkSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody, routeIds } from '../../lib/validate';
import type { AttendanceService } from './attendance.service';

/** Mounted under /api/trips: /:tripId/attendance… */
export function attendanceRoutes(attendance: AttendanceService) {
  return new Hono<AppEnv>()
    .get('/:tripId/attendance', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      return c.json(await attendance.list(userId, tripId));
    })
    .post('/:tripId/attendance', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      const input = await parseJsonBody(c, attendanceCheckSchema);
      return c.json(await attendance.create(userId, tripId, input), 201);
    })
    .get('/:tripId/attendance/:checkId', async (c) => {
      const { userId, tripId, checkId } = routeIds(c, 'tripId', 'checkId');
      return c.json(await attendance.get(userId, tripId, checkId));
    })
    .patch('/:tripId/attendance/:checkId', async (c) => {
      const { userId, tripId, checkId } = routeIds(c, 'tripId', 'checkId');
      const input = await parseJsonBody(c, attendanceCheckUpdateSchema);
      return c.json(await attendance.update(userId, tripId, checkId, input));
    })
    .delete('/:tripId/attendance/:checkId', async (c) => {
      const { userId, tripId, checkId } = routeIds(c, 'tripId', 'checkId');
      await attendance.remove(userId, tripId, checkId);
      return c.body(null, 204);
    })
    .put('/:tripId/attendance/:checkId/records/:studentId', async (c) => {
      const { userId, tripId, checkId, studentId } = routeIds(c, 'tripId', 'checkId', 'studentId');
      const { status } = await parseJsonBody(c, attendanceMarkSchema);
      await attendance.mark(userId, tripId, checkId, studentId, status);
      return c.json({ studentId, status });
    });
}
