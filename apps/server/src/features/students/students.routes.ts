import { Hono } from 'hono';
import { studentImportSchema, studentSchema, studentUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody } from '../../lib/validate';
import type { StudentsService } from './students.service';

/** Mounted under /api/trips: /:tripId/students… */
export function studentsRoutes(students: StudentsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/students', async (c) =>
      c.body(await students.listJson(c.get('user').userId, c.req.param('tripId')), 200, { 'content-type': 'application/json' }),
    )
    .post('/:tripId/students', async (c) => {
      const input = await parseJsonBody(c, studentSchema);
      return c.json(await students.create(c.get('user').userId, c.req.param('tripId'), input), 201);
    })
    .post('/:tripId/students/import/preview', async (c) => {
      const file = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await students.previewImport(c.get('user').userId, c.req.param('tripId'), file));
    })
    .post('/:tripId/students/import', async (c) => {
      const input = await parseJsonBody(c, studentImportSchema);
      return c.json(await students.import(c.get('user').userId, c.req.param('tripId'), input), 201);
    })
    .patch('/:tripId/students/:studentId', async (c) => {
      const input = await parseJsonBody(c, studentUpdateSchema);
      return c.json(await students.update(c.get('user').userId, c.req.param('tripId'), c.req.param('studentId'), input));
    })
    .delete('/:tripId/students/:studentId', async (c) => {
      await students.remove(c.get('user').userId, c.req.param('tripId'), c.req.param('studentId'));
      return c.body(null, 204);
    })
    .get('/:tripId/students/:studentId/sensitive', async (c) =>
      c.json(await students.readSensitive(c.get('user').userId, c.req.param('tripId'), c.req.param('studentId'))),
    );
}
