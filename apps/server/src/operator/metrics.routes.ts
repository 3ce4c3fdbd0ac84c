import { Hono } from 'hono';
import type { Database } from '../db/client';
import { countJobs } from '../jobs/job-queue';
import { bearerMatches, createMetrics, type Metrics } from '../lib/metrics';
import type { RealtimeHub } from '../realtime/hub';

/**
 * `GET /metrics` on the app's port (issue 55): Prometheus text, answered only to
 * `Authorization: Bearer <METRICS_TOKEN>` (else 401, as if a scraper were misconfigured; the token is
 * compared in constant time). Built only when METRICS_TOKEN is set: otherwise the path is the web app's.
 */
export function metricsRoutes(database: Database, realtime: RealtimeHub, token: string): { metrics: Metrics; routes: Hono } {
  const metrics = createMetrics({ realtimeStreams: () => realtime.subscriberCount(), jobs: () => countJobs(database), pool: () => database.poolStats?.() ?? null });
  const routes = new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!bearerMatches(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.text('Unauthorized\n', 401);
    }
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  });
  return { metrics, routes };
}
