import { Hono } from 'hono';
import { approveTripSchema, MSG, returnTripSchema, type TripDocumentKind } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { errors } from '../../lib/errors';
import { ids, parseJsonBody } from '../../lib/validate';
import { DOCUMENT_KINDS, type DocumentsService } from '../documents/documents.service';
import type { ApprovalsService } from './approvals.service';

/** Mounted under /api/trips: a member's view of the approval and 'Wyślij do zatwierdzenia'. */
export function tripApprovalRoutes(approvals: ApprovalsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/approval', async (c) => c.json(await approvals.readiness(...ids(c, 'tripId'))))
    .post('/:tripId/approval', async (c) => c.json(await approvals.submit(...ids(c, 'tripId'))));
}

function isKind(value: string): value is TripDocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** Mounted under /api/schools/mine/trips: the head's 'Wycieczki szkoły' and decisions (issue 27). */
export function schoolTripsRoutes(approvals: ApprovalsService, documents: DocumentsService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await approvals.schoolTrips(...ids(c))))
    .get('/:tripId', async (c) => c.json(await approvals.review(...ids(c, 'tripId'))))
    .get('/:tripId/documents/:kind', async (c) => {
      const kind = c.req.param('kind');
      if (!isKind(kind)) throw errors.notFound(MSG.documentNotFound);
      const { fileName, pdf } = await documents.renderForHead(...ids(c, 'tripId'), kind);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
    })
    .post('/:tripId/approve', async (c) => c.json(await approvals.approve(...ids(c, 'tripId'), await parseJsonBody(c, approveTripSchema))))
    .post('/:tripId/return', async (c) => c.json(await approvals.returnForCorrection(...ids(c, 'tripId'), await parseJsonBody(c, returnTripSchema))));
}
