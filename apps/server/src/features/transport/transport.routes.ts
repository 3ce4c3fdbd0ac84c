import { Hono } from 'hono';
import { coachSchema, insuranceSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { TransportService } from './transport.service';

/** Mounted under /api/trips: /:tripId/transport… ('Przewóz', 'Ubezpieczenie', the police's check; issue 54). */
export function transportRoutes(transport: TransportService) {
  return new Hono<AppEnv>()
    .get('/:tripId/transport', async (c) => c.json(await transport.get(...ids(c, 'tripId'))))
    .put('/:tripId/transport/coach', async (c) => c.json(await transport.saveCoach(...ids(c, 'tripId'), await parseJsonBody(c, coachSchema))))
    .delete('/:tripId/transport/coach', async (c) => c.json(await transport.removeCoach(...ids(c, 'tripId'))))
    .post('/:tripId/transport/coach/check', async (c) => c.json(await transport.recordCheck(...ids(c, 'tripId'))))
    .delete('/:tripId/transport/coach/check', async (c) => c.json(await transport.undoCheck(...ids(c, 'tripId'))))
    .put('/:tripId/transport/insurance', async (c) => c.json(await transport.saveInsurance(...ids(c, 'tripId'), await parseJsonBody(c, insuranceSchema))))
    .delete('/:tripId/transport/insurance', async (c) => c.json(await transport.removeInsurance(...ids(c, 'tripId'))))
    .get('/:tripId/transport/police-request', async (c) => c.json(await transport.request(...ids(c, 'tripId'))))
    .get('/:tripId/transport/police-request/pdf', async (c) => {
      const { fileName, pdf } = await transport.requestPdf(...ids(c, 'tripId'));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` });
    });
}
