import { Hono } from 'hono';
import { addGuardianSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody, routeIds } from '../../lib/validate';
import type { GuardiansService } from './guardians.service';

/** Mounted under /api/trips/:tripId/guardians. */
export function guardiansRoutes(guardians: GuardiansService) {
  return new Hono<AppEnv>()
    .get('/:tripId/guardians', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      return c.json(await guardians.list(userId, tripId));
    })
    .post('/:tripId/guardians', async (c) => {
      const { userId, tripId } = routeIds(c, 'tripId');
      const { email } = await parseJsonBody(c, addGuardianSchema);
      return c.json(await guardians.add(userId, tripId, email), 201);
    })
    .delete('/:tripId/guardians/:guardianId', async (c) => {
      const { userId, tripId, guardianId } = routeIds(c, 'tripId', 'guardianId');
      return c.json(await guardians.remove(userId, tripId, guardianId));
    });
}
