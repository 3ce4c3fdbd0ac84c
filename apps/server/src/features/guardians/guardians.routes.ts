import { Hono } from 'hono';
import { addGuardianSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody } from '../../lib/validate';
import type { GuardiansService } from './guardians.service';

/** Mounted under /api/trips/:tripId/guardians. */
export function guardiansRoutes(guardians: GuardiansService) {
  return new Hono<AppEnv>()
    .get('/:tripId/guardians', async (c) => c.json(await guardians.list(c.get('user').userId, c.req.param('tripId'))))
    .post('/:tripId/guardians', async (c) => {
      const { email } = await parseJsonBody(c, addGuardianSchema);
      return c.json(await guardians.add(c.get('user').userId, c.req.param('tripId'), email), 201);
    })
    .delete('/:tripId/guardians/:guardianId', async (c) =>
      c.json(await guardians.remove(c.get('user').userId, c.req.param('tripId'), c.req.param('guardianId'))),
    );
}
