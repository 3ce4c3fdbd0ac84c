import { Hono } from 'hono';
import { userSearchSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { parseValue } from '../../lib/validate';
import { searchUsersByEmail } from './users.repo';

/** GET /api/users/search?q=…: at most 10 users (id, email, full name only) for the leader and guardian pickers. */
export function usersRoutes(db: Db) {
  return new Hono<AppEnv>().get('/search', async (c) => {
    const { q } = parseValue(userSearchSchema, { q: c.req.query('q') ?? '' });
    return c.json(await searchUsersByEmail(db, q));
  });
}
