import { Hono } from 'hono';
import { addGuardianSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { GuardiansService } from './guardians.service';

/** Mounted under /api/trips/:tripId/guardians. */
export function guardiansRoutes(guardians: GuardiansService) {
  return new Hono<AppEnv>()
    .get('/:tripId/guardians', async (c) => c.json(await guardians.list(...ids(c, 'tripId'))))
    .post('/:tripId/guardians', async (c) => c.json(await guardians.add(...ids(c, 'tripId'), (await parseJsonBody(c, addGuardianSchema)).email), 201))
    .delete('/:tripId/guardians/:guardianId', async (c) => c.json(await guardians.remove(...ids(c, 'tripId', 'guardianId'))));
}
