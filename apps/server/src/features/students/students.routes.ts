import { Hono } from 'hono';
import { consentBulkSchema, studentImportSchema, studentSchema, studentUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { StudentsService } from './students.service';

const JSON_TYPE = { 'content-type': 'application/json' };

/** Mounted under /api/trips: /:tripId/students… */
export function studentsRoutes(students: StudentsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/students', async (c) => c.body(await students.listJson(...ids(c, 'tripId')), 200, JSON_TYPE))
    .post('/:tripId/students', async (c) => c.json(await students.create(...ids(c, 'tripId'), await parseJsonBody(c, studentSchema)), 201))
    .post('/:tripId/students/import/preview', async (c) =>
      c.json(await students.previewImport(...ids(c, 'tripId'), new Uint8Array(await c.req.arrayBuffer()))),
    )
    .post('/:tripId/students/import', async (c) => c.json(await students.import(...ids(c, 'tripId'), await parseJsonBody(c, studentImportSchema)), 201))
    .put('/:tripId/students/consent', async (c) => c.json(await students.setConsent(...ids(c, 'tripId'), await parseJsonBody(c, consentBulkSchema))))
    .patch('/:tripId/students/:studentId', async (c) =>
      c.json(await students.update(...ids(c, 'tripId', 'studentId'), await parseJsonBody(c, studentUpdateSchema))),
    )
    .delete('/:tripId/students/:studentId', async (c) => {
      await students.remove(...ids(c, 'tripId', 'studentId'));
      return c.body(null, 204);
    })
    .get('/:tripId/students/:studentId/sensitive', async (c) => c.json(await students.readSensitive(...ids(c, 'tripId', 'studentId'))));
}
