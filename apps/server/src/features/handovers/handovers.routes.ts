import { Hono } from 'hono';
import { handoverCodeSchema, handoverSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { HandoversService } from './handovers.service';

/** Mounted under /api/trips: 'Odbiór przez rodzica' (issue 54). */
export function handoversRoutes(handovers: HandoversService) {
  return new Hono<AppEnv>()
    .get('/:tripId/handovers', async (c) => c.json(await handovers.list(...ids(c, 'tripId'))))
    .get('/:tripId/students/:studentId/pickup-persons', async (c) => c.json(await handovers.pickupPersons(...ids(c, 'tripId', 'studentId'))))
    .post('/:tripId/students/:studentId/handover', async (c) =>
      c.json(await handovers.record(...ids(c, 'tripId', 'studentId'), await parseJsonBody(c, handoverSchema)), 201),
    )
    .post('/:tripId/handovers/:handoverId/confirm', async (c) =>
      c.json(await handovers.confirmByCode(...ids(c, 'tripId', 'handoverId'), await parseJsonBody(c, handoverCodeSchema))),
    )
    .post('/:tripId/handovers/:handoverId/return', async (c) => c.json(await handovers.returnToGroup(...ids(c, 'tripId', 'handoverId'))));
}
