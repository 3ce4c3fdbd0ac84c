import { Hono } from 'hono';
import { revealPhoneSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { EmergencyService } from './emergency.service';

/** Mounted under /api/trips: /:tripId/emergency… */
export function emergencyRoutes(emergency: EmergencyService) {
  return new Hono<AppEnv>()
    .get('/:tripId/emergency', async (c) => c.json(await emergency.card(...ids(c, 'tripId'))))
    .get('/:tripId/emergency/pdf', async (c) => {
      const { fileName, pdf } = await emergency.pdf(...ids(c, 'tripId'));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` });
    })
    .post('/:tripId/emergency/students/:studentId/parent-phone', async (c) =>
      c.json(await emergency.revealPhone(...ids(c, 'tripId', 'studentId'), await parseJsonBody(c, revealPhoneSchema))),
    );
}
