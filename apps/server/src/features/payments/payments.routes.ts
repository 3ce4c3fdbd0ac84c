import { Hono } from 'hono';
import { paymentSchema, studentCostSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { PaymentsService } from './payments.service';

/** Mounted under /api/trips: 'Wpłaty' (issue 26). */
export function paymentsRoutes(payments: PaymentsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/payments', async (c) => c.json(await payments.overview(...ids(c, 'tripId'))))
    .post('/:tripId/payments', async (c) => c.json(await payments.add(...ids(c, 'tripId'), await parseJsonBody(c, paymentSchema)), 201))
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
