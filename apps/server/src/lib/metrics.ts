import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator scrapes (issue 55, decision 039): Prometheus metrics of this instance, made with
 * prom-client. Counters of what this process sent live for the process (every app built in it adds to
 * them, as the queues' senders are the process's); a registry is made per app, so the tests' many apps
 * do not collide, and reads the gauges when scraped.
 */

const outbox = {
  emails: new Counter({ name: 'wycieczki_emails_total', help: 'E-mails this instance handed to the SMTP server, by outcome (sent, retried, failed).', labelNames: ['outcome'] as const, registers: [] }),
  pushes: new Counter({ name: 'wycieczki_pushes_total', help: 'Pushes this instance handed to the push services, by outcome (sent, retried, failed, expired).', labelNames: ['outcome'] as const, registers: [] }),
  documents: new Counter({ name: 'wycieczki_documents_total', help: 'Documents this instance made, by outcome (made, failed).', labelNames: ['outcome'] as const, registers: [] }),
  jobWait: new Histogram({
    name: 'wycieczki_job_wait_seconds',
    help: 'Time from a job falling due to an instance taking it, by kind (document, email, push, erasure).',
    labelNames: ['kind'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [],
  }),
};

/** A job was taken `seconds` after it fell due (jobs/job-queue.ts). */
export function observeJobWait(kind: string, seconds: number): void {
  outbox.jobWait.observe({ kind }, Math.max(0, seconds));
}

/** The document queue's worker counts a document made or failed (features/documents). */
export function countDocument(outcome: 'made' | 'failed'): void {
  outbox.documents.inc({ outcome });
}

/** The e-mail queue's sender counts what it did (mail/mailer.ts). */
export function countEmail(outcome: 'sent' | 'retried' | 'failed'): void {
  outbox.emails.inc({ outcome });
}

/** The push queue's sender counts a pass (push/push-sender.ts). */
export function countPushes(counts: Readonly<Record<'sent' | 'retried' | 'failed' | 'expired', number>>): void {
  for (const [outcome, n] of Object.entries(counts)) if (n > 0) outbox.pushes.inc({ outcome }, n);
}

export type JobCount = { kind: string; state: 'queued' | 'running' | 'failed'; count: number };
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export type MetricsSources = {
  /** Event streams open on this instance (realtime/hub.ts). */
  realtimeStreams: () => number;
  /** The shared queue's jobs by kind and state, read from the database at each scrape. */
  jobs: () => Promise<JobCount[]>;
  /** The database pool's connections (node-postgres); null for the embedded database. */
  pool: () => PoolStats | null;
};

export type Metrics = {
  registry: Registry;
  /** One answered request: `route` is the route's pattern ('/api/trips/:tripId/students'), never a path with ids or secrets. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
};

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Methods outside these are counted as 'other': a client cannot grow the label set. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registry.registerMetric(outbox.emails);
  registry.registerMetric(outbox.pushes);
  registry.registerMetric(outbox.documents);
  registry.registerMetric(outbox.jobWait);

  const requests = new Counter({ name: 'wycieczki_http_requests_total', help: 'HTTP requests answered, by method, route and status.', labelNames: ['method', 'route', 'status'] as const, registers: [registry] });
  const latency = new Histogram({
    name: 'wycieczki_http_request_duration_seconds',
    help: 'Time to the response (for an event stream: to its headers), by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'wycieczki_realtime_streams_open',
    help: 'Realtime event streams open on this instance (guardians and parent pages).',
    registers: [registry],
    collect() {
      this.set(sources.realtimeStreams());
    },
  });
  new Gauge({
    name: 'wycieczki_jobs',
    help: 'Jobs of the shared queue (pg-boss), by kind and state (queued: due or waiting to retry; running: taken by an instance; failed: given up).',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { kind, state, count } of await sources.jobs()) this.set({ kind, state }, count);
    },
  });
  new Gauge({
    name: 'wycieczki_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients, max); absent on the embedded database.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const stats = sources.pool();
      if (stats) for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const m = METHODS.has(method) ? method : 'other';
      requests.inc({ method: m, route, status: String(status) });
      latency.observe({ method: m, route }, seconds);
    },
  };
}

/** Whether `header` is 'Bearer <token>' with this token, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
