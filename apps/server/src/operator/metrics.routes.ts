import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { bearerMatches, createMetrics, type JobCount, type Metrics } from '../lib/metrics';
import type { RealtimeHub } from '../realtime/hub';

/**
 * The durable queues' rows by kind and state, in one statement: due or waiting to retry ('queued'),
 * leased by a sender now ('running'), given up ('failed', kept a week). Sent rows are not counted.
 */
async function jobCounts(database: Database): Promise<JobCount[]> {
  const result = await database.db.execute(sql`
    select kind, state, count(*)::int as count from (
      select 'email' as kind, case when failed_at is not null then 'failed' when locked_until > now() then 'running' else 'queued' end as state
        from mail_outbox where sent_at is null
      union all
      select 'push', case when failed_at is not null then 'failed' when locked_until > now() then 'running' else 'queued' end
        from push_outbox where sent_at is null
    ) jobs group by kind, state`);
  const rows = (result as unknown as { rows: { kind: string; state: JobCount['state']; count: number | string }[] }).rows;
  const found = rows.map((row) => ({ kind: row.kind, state: row.state, count: Number(row.count) }));
  // Every kind and state is present, at 0 when empty: a dashboard's query finds the series.
  const all: JobCount[] = [];
  for (const kind of ['email', 'push']) {
    for (const state of ['queued', 'running', 'failed'] as const) all.push({ kind, state, count: found.find((f) => f.kind === kind && f.state === state)?.count ?? 0 });
  }
  return all;
}

/**
 * `GET /metrics` on the app's port (issue 55): Prometheus text, answered only to
 * `Authorization: Bearer <METRICS_TOKEN>` (else 401, as if a scraper were misconfigured; the token is
 * compared in constant time). Built only when METRICS_TOKEN is set: otherwise the path is the web app's.
 */
export function metricsRoutes(database: Database, realtime: RealtimeHub, token: string): { metrics: Metrics; routes: Hono } {
  const metrics = createMetrics({ realtimeStreams: () => realtime.subscriberCount(), jobs: () => jobCounts(database), pool: () => database.poolStats?.() ?? null });
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
