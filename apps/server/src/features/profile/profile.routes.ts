import { Hono } from 'hono';
import { profileUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { parseJsonBody, signedInUser } from '../../lib/validate';
import type { ProfileService } from './profile.service';

export function profileRoutes(profiles: ProfileService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await profiles.get(signedInUser(c))))
    .put('/', async (c) => {
      const input = await parseJsonBody(c, profileUpdateSchema);
      return c.json(await profiles.update(signedInUser(c), input));
    });
}
