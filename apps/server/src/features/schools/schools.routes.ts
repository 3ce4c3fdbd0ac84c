import { Hono } from 'hono';
import { MSG, registerClerkSchema, schoolInvitationMailSchema, schoolJoinSchema, schoolSchema, schoolUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { THROTTLE, countWithinLimit } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { clientAddress } from '../../lib/client-address';
import { AppError } from '../../lib/errors';
import { ids, parseJsonBody } from '../../lib/validate';
import type { SchoolRecordsService } from './school-records.service';
import type { SchoolsService } from './schools.service';

/** Mounted under /api/schools (issue 27): the signed-in user's school; its record of processing, a PDF for its head. */
export function schoolsRoutes(schools: SchoolsService, records: SchoolRecordsService) {
  return new Hono<AppEnv>()
    .get('/mine', async (c) => c.json(await schools.mine(...ids(c))))
    .get('/mine/record-of-processing', async (c) => {
      const { fileName, pdf } = await records.recordOfProcessing(...ids(c));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` });
    })
    .post('/', async (c) => c.json(await schools.create(...ids(c), await parseJsonBody(c, schoolSchema)), 201))
    .patch('/mine', async (c) => c.json(await schools.update(...ids(c), await parseJsonBody(c, schoolUpdateSchema))))
    .post('/mine/invitations', async (c) => c.json(await schools.invite(...ids(c)), 201))
    .post('/mine/invitations/mail', async (c) => c.json(await schools.mailInvitation(...ids(c), (await parseJsonBody(c, schoolInvitationMailSchema)).email), 201))
    .get('/mine/reset-links', async (c) => c.json(await schools.resetLinkRecords(...ids(c))))
    .post('/mine/members/:memberId/reset-link', async (c) => c.json(await schools.teacherResetLink(...ids(c, 'memberId')), 201))
    .delete('/mine/invitations/:invitationId', async (c) => {
      await schools.revokeInvitation(...ids(c, 'invitationId'));
      return c.body(null, 204);
    })
    .patch('/mine/members/:memberId', async (c) => {
      await schools.setRegisterClerk(...ids(c, 'memberId'), (await parseJsonBody(c, registerClerkSchema)).registerClerk);
      return c.body(null, 204);
    })
    .delete('/mine/members/:memberId', async (c) => {
      await schools.removeMember(...ids(c, 'memberId'));
      return c.body(null, 204);
    })
    .post('/mine/leave', async (c) => {
      await schools.leave(...ids(c));
      return c.body(null, 204);
    })
    .post('/join', async (c) => c.json(await schools.join(...ids(c), await parseJsonBody(c, schoolJoinSchema))));
}

/**
 * Mounted under /api/school-invitations (issue 48): the invitation's page before joining, with no
 * account (the secret is the permission). As the trip invitation's page, only unknown secrets count
 * against the address, counted and checked at once, and past the ceiling they get 429.
 */
export function schoolInvitationRoutes(schools: SchoolsService, { db, proxyHops }: { db: Db; proxyHops: number }) {
  return new Hono<AppEnv>().post('/preview', async (c) => {
    const { secret } = await parseJsonBody(c, schoolJoinSchema);
    try {
      return c.json(await schools.previewInvitation(secret));
    } catch (error) {
      const miss = error instanceof AppError && error.code === 'not_found';
      if (miss && !(await countWithinLimit(db, `school-invitation-miss:${clientAddress(c, proxyHops)}`, THROTTLE.windowMs, THROTTLE.parentMissesPerAddress))) {
        throw new AppError('too_many_parent_requests', MSG.tooManyParentRequests, { 'Retry-After': String(Math.ceil(THROTTLE.windowMs / 1000)) });
      }
      throw error;
    }
  });
}
