import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { ids } from '../../lib/validate';
import type { AccessLogService } from './access-log.service';

/** Mounted under /api/trips: /:tripId/access-log?before=&readerId=&studentId= */
export function accessLogRoutes(accessLog: AccessLogService) {
  return new Hono<AppEnv>().get('/:tripId/access-log', async (c) =>
    c.json(
      await accessLog.page(...ids(c, 'tripId'), {
        before: c.req.query('before'),
        readerId: c.req.query('readerId'),
        studentId: c.req.query('studentId'),
      }),
    ),
  );
}

/** Mounted under /api/schools: /mine/access-log?before=&tripId=, the head's log of the school's trips. */
export function schoolAccessLogRoutes(accessLog: AccessLogService) {
  return new Hono<AppEnv>().get('/mine/access-log', async (c) =>
    c.json(await accessLog.schoolPage(...ids(c), { before: c.req.query('before'), tripId: c.req.query('tripId') })),
  );
}
