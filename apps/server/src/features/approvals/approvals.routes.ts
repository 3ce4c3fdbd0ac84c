import { Hono } from 'hono';
import { approveTripSchema, returnTripSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { ApprovalsService } from './approvals.service';

/** Mounted under /api/trips: a member's view of the approval and 'Wyślij do zatwierdzenia'. */
export function tripApprovalRoutes(approvals: ApprovalsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/approval', async (c) => c.json(await approvals.readiness(...ids(c, 'tripId'))))
    .post('/:tripId/approval', async (c) => c.json(await approvals.submit(...ids(c, 'tripId'))));
}

/** Mounted under /api/schools/mine/trips: the head's 'Wycieczki szkoły' and decisions (issue 27). */
export function schoolTripsRoutes(approvals: ApprovalsService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await approvals.schoolTrips(...ids(c))))
    .get('/:tripId', async (c) => c.json(await approvals.review(...ids(c, 'tripId'))))
    .post('/:tripId/approve', async (c) => c.json(await approvals.approve(...ids(c, 'tripId'), await parseJsonBody(c, approveTripSchema))))
    .post('/:tripId/return', async (c) => c.json(await approvals.returnForCorrection(...ids(c, 'tripId'), await parseJsonBody(c, returnTripSchema))));
}
