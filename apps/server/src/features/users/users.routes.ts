import { Hono } from 'hono';
import { MSG, userSearchSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { THROTTLE, countWithinLimit } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { parseValue, signedInUser } from '../../lib/validate';
import { searchUsersByEmail } from './users.repo';

/**
 * GET /api/users/search?q=…: at most 10 users (id, email, full name only) for the leader and guardian
 * pickers, within the scope of decision 007, and at most THROTTLE.searchesPerMinute a minute per user.
 */
export function usersRoutes(db: Db) {
  return new Hono<AppEnv>().get('/search', async (c) => {
    const { q } = parseValue(userSearchSchema, { q: c.req.query('q') ?? '' });
    const userId = signedInUser(c);
    if (!(await countWithinLimit(db, `search:${userId}`, 60_000, THROTTLE.searchesPerMinute))) {
      throw new AppError('too_many_searches', MSG.tooManySearches, { 'Retry-After': '60' });
    }
    return c.json(await searchUsersByEmail(db, userId, q));
  });
}
