import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { log, runInRequest } from '../lib/log';
import type { Metrics } from '../lib/metrics';

/** An id a proxy in front gave the request (nginx's $request_id, a load balancer's): kept when it is plain. */
const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Every request's id, log line and metrics (issue 55). The id is the proxy's X-Request-Id when it
 * gave a plain one, else made here; every line logged while the request runs carries it, and so does
 * the answer. The line names the route's pattern ('/api/trips/:tripId/students'), never the path:
 * a path may hold a reset or invitation token, and the query string a search for a child's name.
 * No header, body or query value is logged.
 */
export function requestObservation(metrics: Metrics | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming !== undefined && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    await runInRequest(requestId, next);
    const seconds = (performance.now() - started) / 1000;
    // The finished response's own headers (a `c.header()` here would rebuild it).
    c.res.headers.set('X-Request-Id', requestId);
    const route = c.req.routePath;
    const status = c.res.status;
    metrics?.observeRequest(c.req.method, route, status, seconds);
    runInRequest(requestId, () => log.info('request', { method: c.req.method, route, status, ms: Math.round(seconds * 10_000) / 10 }));
  };
}
