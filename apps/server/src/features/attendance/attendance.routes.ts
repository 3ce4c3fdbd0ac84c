import { Hono } from 'hono';
import { attendanceCheckCreateSchema, attendanceCheckUpdateSchema, attendanceMarkSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { AttendanceService } from './attendance.service';

/** Mounted under /api/trips: /:tripId/attendance… */
export function attendanceRoutes(attendance: AttendanceService) {
  return new Hono<AppEnv>()
    .get('/:tripId/attendance', async (c) => c.json(await attendance.list(...ids(c, 'tripId'))))
    .post('/:tripId/attendance', async (c) => {
      const { check, created } = await attendance.create(...ids(c, 'tripId'), await parseJsonBody(c, attendanceCheckCreateSchema));
      return c.json(check, created ? 201 : 200);
    })
    .get('/:tripId/attendance/:checkId', async (c) => c.json(await attendance.get(...ids(c, 'tripId', 'checkId'))))
    .patch('/:tripId/attendance/:checkId', async (c) =>
      c.json(await attendance.update(...ids(c, 'tripId', 'checkId'), await parseJsonBody(c, attendanceCheckUpdateSchema))),
    )
    .delete('/:tripId/attendance/:checkId', async (c) => {
      await attendance.remove(...ids(c, 'tripId', 'checkId'));
      return c.body(null, 204);
    })
    .put('/:tripId/attendance/:checkId/records/:studentId', async (c) => {
      const marked = ids(c, 'tripId', 'checkId', 'studentId');
      const { status, markedAt } = await parseJsonBody(c, attendanceMarkSchema);
      return c.json(await attendance.mark(...marked, status, markedAt ?? null));
    });
}
