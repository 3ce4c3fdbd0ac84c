import { Hono } from 'hono';
import { groupAssignSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { GroupsService } from './groups.service';

/** Mounted under /api/trips: 'Grupy' (issue 28). The groups themselves travel with the students' list. */
export function groupsRoutes(groups: GroupsService) {
  return new Hono<AppEnv>()
    .post('/:tripId/groups/auto', async (c) => {
      await groups.autoSplit(...ids(c, 'tripId'));
      return c.body(null, 204);
    })
    .post('/:tripId/groups/assign', async (c) => {
      await groups.assign(...ids(c, 'tripId'), await parseJsonBody(c, groupAssignSchema));
      return c.body(null, 204);
    });
}
