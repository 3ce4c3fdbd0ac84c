import { Hono } from 'hono';
import { schoolInvitationMailSchema, schoolJoinSchema, schoolSchema, schoolUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
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
