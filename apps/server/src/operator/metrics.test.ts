import { describe, expect, it } from 'vitest';
import type { Student } from '@wycieczki/shared';
import { captureLog } from '../test/capture-log';
import { createTrip, createUser } from '../test/factories';
import { useTestApi } from '../test/test-app';

const TOKEN = 'metryki-testowe-0123456789abcdef';
let stopping = false;
const api = useTestApi({ metricsToken: TOKEN, isStopping: () => stopping });
const withoutMetrics = useTestApi();

const scrape = (authorization?: string) => api.request<string>('GET', '/metrics', authorization ? { headers: { authorization } } : {});

describe('/metrics (issue 55)', () => {
  it('answers only the bearer of METRICS_TOKEN, and is not there without one', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer zly-token-0123456789abcdef00')).status).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/plain');
    expect((await withoutMetrics.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('has the families an operator needs, with requests counted by the route pattern', async () => {
    const creator = await createUser(api, { email: 'metryki.tworca@szkola.test' });
    const trip = await createTrip(api, creator, { students: [{ name: 'Ola Metryczna' }] });
    expect((await api.request('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).status).toBe(200);
    expect((await api.request('GET', `/api/trips/${trip.id}/students`)).status).toBe(401);

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const family of [
      'wycieczki_http_requests_total',
      'wycieczki_http_request_duration_seconds',
      'wycieczki_realtime_streams_open',
      'wycieczki_jobs',
      'wycieczki_emails_total',
      'wycieczki_pushes_total',
      'wycieczki_documents_total',
      'wycieczki_job_wait_seconds',
      'wycieczki_db_pool_connections',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${family} `);
    }
    expect(text).toContain('wycieczki_http_requests_total{method="GET",route="/api/trips/:tripId/students",status="200"} 1');
    // Refused before any route matched: counted under the pattern of the guard that answered.
    expect(text).toContain('wycieczki_http_requests_total{method="GET",route="/api/trips/*",status="401"} 1');
    expect(text).toMatch(/wycieczki_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/trips\/:tripId\/students"\} \d+/);
    // No id of a trip in any label: the route's pattern only.
    expect(text).not.toContain(trip.id);
    for (const state of ['queued', 'running', 'failed']) {
      for (const kind of ['document', 'email', 'push', 'erasure']) expect(text).toMatch(new RegExp(`wycieczki_jobs\\{kind="${kind}",state="${state}"\\} \\d+`));
    }
    // A document made through the queue: counted, and its wait from due to taken observed.
    const made = await api.request('GET', `/api/trips/${trip.id}/documents/karta`, { token: creator.accessToken });
    expect(made.status).toBe(200);
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(after).toMatch(/wycieczki_documents_total\{outcome="made"\} [1-9]/);
    expect(after).toMatch(/wycieczki_job_wait_seconds_count\{kind="document"\} [1-9]/);
    if (api.database.kind === 'server') expect(text).toMatch(/wycieczki_db_pool_connections\{state="max"\} \d+/);
  });
});

describe('the request log (issue 55)', () => {
  it('gives every request an id, in its answer and in its log lines, and logs no value a request carried', async () => {
    const creator = await createUser(api, { email: 'logi.zadania@szkola.test' });
    const trip = await createTrip(api, creator, { students: [{ name: 'Ola Logowana' }] });
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    let added!: Awaited<ReturnType<typeof api.request<Student>>>;
    let kept!: Headers;
    let replaced!: Headers;
    const log = await captureLog(async () => {
      added = await api.request<Student>('POST', `/api/trips/${trip.id}/students`, {
        token: creator.accessToken,
        body: { name: 'Kasia Ukryta', pesel: '44051401359', parentPhone: '600 700 801', allergies: 'orzeszki-ukryte' },
      });
      await api.request('GET', `/api/users/search?q=szukane-nazwisko`, { token: creator.accessToken });
      kept = (await api.request('GET', '/api/health', { headers: { 'x-request-id': 'nginx-7f3a9c2e11' } })).headers;
      replaced = (await api.request('GET', '/api/health', { headers: { 'x-request-id': 'bad id with spaces' } })).headers;
    }).finally(() => {
      process.env.LOG_LEVEL = previous;
    });
    expect(added.status).toBe(201);
    const requestId = added.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = log.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    const line = lines.find((l) => l.requestId === requestId);
    expect(line).toMatchObject({ level: 'info', message: 'request', method: 'POST', route: '/api/trips/:tripId/students', status: 201 });
    expect(typeof line?.ms).toBe('number');
    expect(typeof line?.time).toBe('string');
    expect(kept.get('x-request-id')).toBe('nginx-7f3a9c2e11');
    expect(replaced.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    for (const secret of ['44051401359', '600 700 801', 'Kasia Ukryta', 'orzeszki-ukryte', 'szukane-nazwisko', creator.accessToken, trip.id]) {
      expect(log).not.toContain(secret);
    }
  });

  it('hides a sensitive field a caller put in a log line by mistake', async () => {
    const { log: logger } = await import('../lib/log');
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    const log = await captureLog(async () => {
      logger.warn('a careless line', { pesel: '44051401359', student: { parentPhone: '600700801' }, token: 'abc.def.ghi', count: 3 });
    }).finally(() => {
      process.env.LOG_LEVEL = previous;
    });
    expect(log).toContain('"count":3');
    expect(log).toContain('[hidden]');
    for (const secret of ['44051401359', '600700801', 'abc.def.ghi']) expect(log).not.toContain(secret);
  });
});

describe('/api/health/ready (issue 55)', () => {
  it('is 200 while the instance takes requests and 503 while it drains', async () => {
    expect(await api.request('GET', '/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
    stopping = true;
    try {
      expect(await api.request('GET', '/api/health/ready')).toMatchObject({ status: 503, body: { status: 'draining' } });
      // Liveness stays: the instance is alive, finishing what is in flight.
      expect((await api.request('GET', '/api/health')).status).toBe(200);
    } finally {
      stopping = false;
    }
  });
});
