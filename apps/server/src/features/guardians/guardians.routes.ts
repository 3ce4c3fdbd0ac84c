import { Hono } from 'hono';
import { addGuardianSchema, MSG, tripInvitationSchema, tripInvitationSecretSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { THROTTLE, countWithinLimit } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { clientAddress } from '../../lib/client-address';
import { AppError } from '../../lib/errors';
import { ids, parseJsonBody } from '../../lib/validate';
import type { GuardiansService } from './guardians.service';
import type { TripInvitationsService } from './invitations.service';

/** Mounted under /api/trips/:tripId/guardians and …/invitations (issue 30). */
export function guardiansRoutes(guardians: GuardiansService, invitations: TripInvitationsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/guardians', async (c) => c.json(await guardians.list(...ids(c, 'tripId'))))
    .post('/:tripId/guardians', async (c) => c.json(await guardians.add(...ids(c, 'tripId'), (await parseJsonBody(c, addGuardianSchema)).email), 201))
    .delete('/:tripId/guardians/:guardianId', async (c) => c.json(await guardians.remove(...ids(c, 'tripId', 'guardianId'))))
    .get('/:tripId/invitations', async (c) => c.json(await invitations.list(...ids(c, 'tripId'))))
    .post('/:tripId/invitations', async (c) => c.json(await invitations.invite(...ids(c, 'tripId'), (await parseJsonBody(c, tripInvitationSchema)).email), 201))
    .post('/:tripId/invitations/:invitationId/resend', async (c) => c.json(await invitations.resend(...ids(c, 'tripId', 'invitationId'))))
    .delete('/:tripId/invitations/:invitationId', async (c) => c.json(await invitations.withdraw(...ids(c, 'tripId', 'invitationId'))));
}

const tooMany = () => new AppError('too_many_parent_requests', MSG.tooManyParentRequests, { 'Retry-After': String(Math.ceil(THROTTLE.windowMs / 1000)) });

/**
 * Mounted under /api/trip-invitations: the invitation's page. 'preview' answers without an account
 * (the secret is the permission); as on the parent page, only unknown secrets count against the
 * address, counted and checked at once, and past the ceiling they get 429 (issue 47); 'accept' needs
 * the invited account signed in (app.ts).
 */
export function tripInvitationRoutes(invitations: TripInvitationsService, { db, proxyHops }: { db: Db; proxyHops: number }) {
  return new Hono<AppEnv>()
    .post('/preview', async (c) => {
      const { secret } = await parseJsonBody(c, tripInvitationSecretSchema);
      try {
        return c.json(await invitations.preview(secret));
      } catch (error) {
        const miss = error instanceof AppError && error.code === 'not_found';
        if (miss && !(await countWithinLimit(db, `invitation-miss:${clientAddress(c, proxyHops)}`, THROTTLE.windowMs, THROTTLE.parentMissesPerAddress))) throw tooMany();
        throw error;
      }
    })
    .post('/accept', async (c) => c.json(await invitations.accept(...ids(c), (await parseJsonBody(c, tripInvitationSecretSchema)).secret)));
}
