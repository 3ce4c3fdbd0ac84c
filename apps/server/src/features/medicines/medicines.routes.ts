import { Hono } from 'hono';
import { doseMarkSchema, medicineSchema, MSG } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { errors } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { ids, parseJsonBody } from '../../lib/validate';
import type { MedicinesService } from './medicines.service';
import type { MedicineCardService } from './medicine-card';

/** Mounted under /api/trips: 'Leki' (issue 54). */
export function medicinesRoutes(medicines: MedicinesService, card: MedicineCardService) {
  return new Hono<AppEnv>()
    .get('/:tripId/medicines', async (c) => c.json(await medicines.list(...ids(c, 'tripId'))))
    // 'Karta podawania leków (PDF)': the trip's, or one student's (?uczen=<id>).
    .get('/:tripId/medicines/pdf', async (c) => {
      const student = c.req.query('uczen');
      if (student !== undefined && !isUuid(student)) throw errors.validation(MSG.invalidId);
      const { fileName, pdf } = await card.render(...ids(c, 'tripId'), student ?? null);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` });
    })
    .post('/:tripId/students/:studentId/medicines', async (c) =>
      c.json(await medicines.create(...ids(c, 'tripId', 'studentId'), await parseJsonBody(c, medicineSchema)), 201),
    )
    .put('/:tripId/medicines/:medicineId', async (c) => c.json(await medicines.update(...ids(c, 'tripId', 'medicineId'), await parseJsonBody(c, medicineSchema))))
    .delete('/:tripId/medicines/:medicineId', async (c) => {
      await medicines.remove(...ids(c, 'tripId', 'medicineId'));
      return c.body(null, 204);
    })
    // A dose marked, from the device's outbox (its id in the body: sent twice, stored once).
    .post('/:tripId/medicine-doses', async (c) => c.json(await medicines.mark(...ids(c, 'tripId'), await parseJsonBody(c, doseMarkSchema))));
}
