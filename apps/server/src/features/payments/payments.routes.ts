import { Hono } from 'hono';
import { paymentSchema, statementImportSchema, studentCostSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { PaymentsService } from './payments.service';

/** Mounted under /api/trips: 'Wpłaty' (issue 26). */
export function paymentsRoutes(payments: PaymentsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/payments', async (c) => c.json(await payments.overview(...ids(c, 'tripId'))))
    .post('/:tripId/payments', async (c) => c.json(await payments.add(...ids(c, 'tripId'), await parseJsonBody(c, paymentSchema)), 201))
    // 'Importuj wyciąg': the file's bytes (UTF-8 or Windows-1250, as banks export them), then the confirmed lines.
    .post('/:tripId/payments/statement/preview', async (c) => c.json(await payments.previewStatement(...ids(c, 'tripId'), new Uint8Array(await c.req.arrayBuffer()))))
    .post('/:tripId/payments/statement', async (c) => c.json(await payments.importStatement(...ids(c, 'tripId'), await parseJsonBody(c, statementImportSchema)), 201))
    .put('/:tripId/payments/:paymentId', async (c) => c.json(await payments.update(...ids(c, 'tripId', 'paymentId'), await parseJsonBody(c, paymentSchema))))
    .delete('/:tripId/payments/:paymentId', async (c) => {
      await payments.remove(...ids(c, 'tripId', 'paymentId'));
      return c.body(null, 204);
    })
    .put('/:tripId/students/:studentId/cost', async (c) => {
      await payments.setStudentCost(...ids(c, 'tripId', 'studentId'), await parseJsonBody(c, studentCostSchema));
      return c.body(null, 204);
    });
}
