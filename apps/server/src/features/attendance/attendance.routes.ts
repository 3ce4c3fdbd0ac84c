import { Hono } from 'hono';
import { attendanceCheckSchema, attendanceCheckUpdateSchema, attendanceMarkSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody } from '../../lib/validate';
import type { AttendanceService } from './attendance.service';

/** Mounted under /api/trips: /:tripId/attendance… */
export function attendanceRoutes(attendance: AttendanceService) {
  return new Hono<AppEnv>()
    .get('/:tripId/attendance', async (c) => c.json(await attendance.list(c.get('user').userId, c.req.param('tripId'))))
    .post('/:tripId/attendance', async (c) => {
      const input = await parseJsonBody(c, attendanceCheckSchema);
      return c.json(await attendance.create(c.get('user').userId, c.req.param('tripId'), input), 201);
    })
    .get('/:tripId/attendance/:checkId', async (c) =>
      c.json(await attendance.get(c.get('user').userId, c.req.param('tripId'), c.req.param('checkId'))),
    )
    .patch('/:tripId/attendance/:checkId', async (c) => {
      const input = await parseJsonBody(c, attendanceCheckUpdateSchema);
      return c.json(await attendance.update(c.get('user').userId, c.req.param('tripId'), c.req.param('checkId'), input));
    })
    .delete('/:tripId/attendance/:checkId', async (c) => {
      await attendance.remove(c.get('user').userId, c.req.param('tripId'), c.req.param('checkId'));
      return c.body(null, 204);
    })
    .put('/:tripId/attendance/:checkId/records/:studentId', async (c) => {
      const { status } = await parseJsonBody(c, attendanceMarkSchema);
      const { userId } = c.get('user');
      await attendance.mark(userId, c.req.param('tripId'), c.req.param('checkId'), c.req.param('studentId'), status);
      return c.json({ studentId: c.req.param('studentId'), status });
    });
}
