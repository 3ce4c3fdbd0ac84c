import { Hono } from 'hono';
import type { HealthBody } from '@wycieczki/shared';
import type { Database } from '../../db/client';

/**
 * `/api/health`: 200 when the database answers, 503 when it does not (load balancers take the
 * instance out). `/api/health/ready` (issue 55): the same, and 503 from the moment the instance drains
 * (SIGTERM: it finishes what is in flight and takes nothing new), so a proxy's check moves new
 * requests to the other instances before this one goes.
 */
export function healthRoutes(database: Pick<Database, 'ping'>, isStopping: () => boolean = () => false) {
  const answer = async (ready: boolean) => {
    if (!ready) return { body: { status: 'draining', database: 'up' } satisfies HealthBody, status: 503 as const };
    const up = await database.ping();
    return up ? { body: { status: 'ok', database: 'up' } satisfies HealthBody, status: 200 as const } : { body: { status: 'unavailable', database: 'down' } satisfies HealthBody, status: 503 as const };
  };
  return new Hono()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      const { body, status } = await answer(true);
      return c.json<HealthBody>(body, status);
    })
    .get('/ready', async (c) => {
      c.header('Cache-Control', 'no-store');
      const { body, status } = await answer(!isStopping());
      return c.json<HealthBody>(body, status);
    });
}
