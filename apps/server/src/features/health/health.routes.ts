import { Hono } from 'hono';
import type { HealthBody } from '@wycieczki/shared';
import type { Database } from '../../db/client';

/** 200 when the database answers, 503 when it does not (load balancers take the instance out). */
export function healthRoutes(database: Pick<Database, 'ping'>) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const up = await database.ping();
    return up
      ? c.json<HealthBody>({ status: 'ok', database: 'up' }, 200)
      : c.json<HealthBody>({ status: 'unavailable', database: 'down' }, 503);
  });
}
