import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { ids } from '../../lib/validate';
import { parseActivityCursor, type ActivityService } from './activity.service';

/** Mounted under /api/trips: /:tripId/activity… */
export function activityRoutes(activity: ActivityService) {
  return new Hono<AppEnv>()
    .get('/:tripId/activity', async (c) => c.json(await activity.page(...ids(c, 'tripId'), parseActivityCursor(c.req.query('before')))))
    .post('/:tripId/activity/read', async (c) => {
      await activity.markRead(...ids(c, 'tripId'));
      return c.body(null, 204);
    });
}
