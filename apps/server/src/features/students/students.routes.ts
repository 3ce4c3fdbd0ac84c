import { Hono } from 'hono';
import { studentImportSchema, studentSchema, studentUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody, routeIds } from '../../lib/validate';
import type { StudentsService } from './students.service';

/** Mounted under /api/trips: /:tripId/students… */
export function studentsRoutes(students: StudentsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/students', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      return c.body(await students.listJson(userId, tripId), 200, { 'content-type': 'application/json' });
    })
    .post('/:tripId/students', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      const input = await parseJsonBody(c, studentSchema);
      return c.json(await students.create(userId, tripId, input), 201);
    })
    .post('/:tripId/students/import/preview', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      const file = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await students.previewImport(userId, tripId, file));
    })
    .post('/:tripId/students/import', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      const input = await parseJsonBody(c, studentImportSchema);
      return c.json(await students.import(userId, tripId, input), 201);
    })
    .patch('/:tripId/students/:studentId', async (c) => {
      const { userId, tripId, studentId } = routeIds(c, 'tripId', 'studentId');
      const input = await parseJsonBody(c, studentUpdateSchema);
      return c.json(await students.update(userId, tripId, studentId, input));
    })
    .delete('/:tripId/students/:studentId', async (c) => {
      const { userId, tripId, studentId } = routeIds(c, 'tripId', 'studentId');
      await students.remove(userId, tripId, studentId);
      return c.body(null, 204);
    })
    .get('/:tripId/students/:studentId/sensitive', async (c) => {
      const { userId, tripId, studentId } = routeIds(c, 'tripId', 'studentId');
      return c.json(await students.readSensitive(userId, tripId, studentId));
    });
}
