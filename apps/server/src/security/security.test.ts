import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, type Student } from '@wycieczki/shared';
import { containsUnstorableText } from '../lib/safe-json';
import { openEventStream } from '../test/event-stream';
import { useTestApi } from '../test/test-app';
import { BODY_ENDPOINTS, type Fixture } from './body-endpoints';
import { AUTHENTICATED_ENDPOINTS, type AddressLimitedEndpoint } from './endpoints';
import { THROTTLE } from '../auth/throttle';
import { PESEL, PHONE, setUpFixture, snapshot as takeSnapshot } from './fixture';
import { NASTY_STRINGS, UNSTORABLE_TEXTS, badValues, createRandom, textPaths, withValue } from './fuzz';

const api = useTestApi();
let f: Fixture;

beforeAll(async () => {
  f = await setUpFixture(api);
});

const snapshot = () => takeSnapshot(api);

async function expiredToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: f.creator.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(f.creator.user.id)
    .setIssuer('wycieczki')
    .setAudience('wycieczki-api')
    .setIssuedAt(now - 1000)
    .setExpirationTime(now - 100)
    .sign(new TextEncoder().encode(api.secret));
}

describe('every endpoint that needs a user', () => {
  it.each(AUTHENTICATED_ENDPOINTS.map((e) => [e.name, e] as const))('%s: 401 without a token and with an expired one', async (_n, endpoint) => {
    const before = await snapshot();
    const missing = await api.request(endpoint.method, endpoint.path(f), { body: endpoint.body?.(f) });
    expect(missing.status).toBe(401);
    const expired = await api.request(endpoint.method, endpoint.path(f), { token: await expiredToken(), body: endpoint.body?.(f) });
    expect(expired.status).toBe(401);
    const forged = await api.request(endpoint.method, endpoint.path(f), {
      token: `${f.creator.accessToken.slice(0, -4)}AAAA`,
      body: endpoint.body?.(f),
    });
    expect(forged.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('fuzzing every request schema', () => {
  it.each(BODY_ENDPOINTS.map((e, i) => [e.name, e, i] as const))('%s: bad input is refused without a 5xx and stores nothing', async (_n, endpoint, index) => {
    const random = createRandom(1000 + index);
    const valid = endpoint.valid(f);
    const bodies: unknown[] = [null, [], 'tekst', 42, true, {}];
    for (const field of Object.keys(valid)) {
      const { [field]: _removed, ...without } = valid;
      bodies.push(without);
      for (const value of badValues(random)) bodies.push({ ...valid, [field]: value });
    }
    // Every text however deep (a student of the wizard, a line of a statement), with a character no database stores (issue 62).
    for (const path of textPaths(valid)) for (const text of UNSTORABLE_TEXTS) bodies.push(withValue(valid, path, text));
    bodies.push({ ...valid, extra: { nested: ['x'.repeat(1000)] } });

    for (const body of bodies) {
      const before = await snapshot();
      const response = await api.request(endpoint.method, endpoint.path(f), {
        token: endpoint.public ? undefined : f.creator.accessToken,
        body,
        headers: { 'x-forwarded-for': `10.99.${index}.${Math.floor(random.next() * 250)}` },
      });
      const context = `${endpoint.name} ${JSON.stringify(body).slice(0, 120)} -> ${response.status}`;
      expect(response.status, context).toBeLessThan(500);
      if (containsUnstorableText(body)) expect(response.status, context).toBe(400);
      if (response.status >= 400) {
        expect(await snapshot(), context).toEqual(before);
        expect(response.body, context).toMatchObject({ error: { message: expect.any(String) } });
        // Polish, with no type names of the validator's (issue 24: 'oczekiwano object, otrzymano tablica').
        expect((response.body as { error: { message: string } }).error.message, context).not.toMatch(/\b(object|array|string|number|boolean|undefined|null|NaN|bigint)\b/);
      }
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        expect(response.status, context).toBe(400);
        expect((response.body as { error: { message: string } }).error.message, context).toBe(MSG.bodyNotObject);
      }
    }
  });

  it('stores SQL and HTML metacharacters verbatim, as data', async () => {
    for (const name of NASTY_STRINGS.filter((s) => s.trim() && !s.includes('\uFEFF'))) {
      const added = await api.request<Student>('POST', `/api/trips/${f.tripId}/students`, { token: f.creator.accessToken, body: { name } });
      expect(added.status, name).toBe(201);
      expect(added.body.name).toBe(name.trim());
      await api.request('DELETE', `/api/trips/${f.tripId}/students/${added.body.id}`, { token: f.creator.accessToken });
    }
    const students = await api.request<Student[]>('GET', `/api/trips/${f.tripId}/students`, { token: f.creator.accessToken });
    expect(students.status).toBe(200);
  });
});

describe('address-based limits behind a proxy (issue 47)', () => {
  // What the client writes into X-Forwarded-For stands on the left, and changes with every request;
  // the trusted proxy appended the real address on the right.
  const endpoints: AddressLimitedEndpoint[] = [
    {
      name: 'sign-in',
      limit: THROTTLE.perAddress,
      send: async (i, forwardedFor) => (await api.request('POST', '/api/auth/sign-in', { body: { email: `nikt${i}@szkola.test`, password: 'Zle-Haslo-1' }, headers: { 'x-forwarded-for': forwardedFor } })).status,
    },
    {
      name: 'sign-up',
      limit: THROTTLE.signUpsPerAddress,
      send: async (i, forwardedFor) =>
        (await api.request('POST', '/api/auth/sign-up', { body: { email: `proxy-${i}-${randomUUID()}@szkola.test`, password: 'Fuzz-Haslo-1', fullName: 'Proxy' }, headers: { 'x-forwarded-for': forwardedFor } })).status,
    },
    {
      name: 'parent link',
      limit: THROTTLE.parentMissesPerAddress,
      send: async (i, forwardedFor) => (await api.request('GET', '/api/parent', { headers: { 'x-forwarded-for': forwardedFor, 'x-parent-link': `${'P'.repeat(29)}${String(i).padStart(3, '0')}` } })).status,
    },
    {
      name: 'school invitation preview',
      limit: THROTTLE.parentMissesPerAddress,
      send: async (i, forwardedFor) => (await api.request('POST', '/api/school-invitations/preview', { body: { secret: `${'S'.repeat(29)}${String(i).padStart(3, '0')}` }, headers: { 'x-forwarded-for': forwardedFor } })).status,
    },
    {
      name: 'trip invitation preview',
      limit: THROTTLE.parentMissesPerAddress,
      send: async (i, forwardedFor) => (await api.request('POST', '/api/trip-invitations/preview', { body: { secret: `${'Q'.repeat(29)}${String(i).padStart(3, '0')}` }, headers: { 'x-forwarded-for': forwardedFor } })).status,
    },
  ];

  it.each(endpoints.map((e, i) => [e.name, e, i] as const))('%s: a rotating leftmost X-Forwarded-For is throttled at the limit', async (_n, endpoint, index) => {
    const statuses: number[] = [];
    for (let i = 0; i < endpoint.limit + 5; i += 1) statuses.push(await endpoint.send(i, `198.51.${index}.${i % 250}, 10.240.${index}.1`));
    expect(statuses.slice(0, endpoint.limit).every((status) => status !== 429), endpoint.name).toBe(true);
    expect(statuses.slice(endpoint.limit), endpoint.name).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('hostile input that once gave 500', () => {
  it.each(BODY_ENDPOINTS.map((e) => [e.name, e] as const))('%s: JSON nested 200,000 deep, and a NUL or a lone surrogate deep inside, are 400', async (_n, endpoint) => {
    const before = await snapshot();
    const token = endpoint.public ? undefined : f.creator.accessToken;
    const headers = { 'x-forwarded-for': '10.98.0.1' };
    const deep = await api.request(endpoint.method, endpoint.path(f), { token, rawBody: '['.repeat(200_000) + ']'.repeat(200_000), headers });
    expect(deep.status).toBe(400);
    const deepObject = await api.request(endpoint.method, endpoint.path(f), { token, rawBody: '{"a":'.repeat(100) + '1' + '}'.repeat(100), headers });
    expect(deepObject.status).toBe(400);
    for (const bad of ['a\u0000b', 'a\ud800b']) {
      let nested: unknown = bad;
      for (let i = 0; i < 60; i += 1) nested = [nested];
      const deepText = await api.request(endpoint.method, endpoint.path(f), { token, body: { ...endpoint.valid(f), extra: nested }, headers });
      expect(deepText.status, JSON.stringify(bad)).toBe(400);
      // A key the schema does not read: the body parser's net (issue 62).
      const badKey = await api.request<{ error: { message: string } }>(endpoint.method, endpoint.path(f), { token, rawBody: JSON.stringify({ ...endpoint.valid(f), [`k${bad}`]: 1 }), headers });
      expect(badKey.status, JSON.stringify(bad)).toBe(400);
      expect(badKey.body.error.message, JSON.stringify(bad)).toBe(MSG.textBadCharacter);
    }
    expect(await snapshot()).toEqual(before);
  });

  /** Every query parameter the API reads, with a valid value. */
  const QUERY_PARAMETERS = [{ path: '/api/users/search', name: 'q', valid: 'nauczyciel' }];

  it.each(QUERY_PARAMETERS.map((p) => [`${p.path}?${p.name}`, p] as const))('%s: a NUL or a byte that is no UTF-8 is 400', async (_n, parameter) => {
    for (const bad of ['%00', 'abc%00def', '%FF%FE', 'abc%C3', '%E2%82', '%ZZ', '%ED%A0%80', 'abc%ED%B0%80']) {
      const response = await api.request('GET', `${parameter.path}?${parameter.name}=${parameter.valid}${bad}`, { token: f.creator.accessToken });
      expect(response.status, bad).toBe(400);
      expect(response.body).toMatchObject({ error: { message: 'Nieprawidłowe dane żądania' } });
    }
    const good = await api.request('GET', `${parameter.path}?${parameter.name}=${encodeURIComponent('zażółć')}`, { token: f.creator.accessToken });
    expect(good.status).toBe(200);
  });

  it.each(AUTHENTICATED_ENDPOINTS.map((e) => [e.name, e] as const))('%s: a NUL or a non-UTF-8 byte in the path is 400', async (_n, endpoint) => {
    const before = await snapshot();
    const path = endpoint.path(f);
    const cut = path.lastIndexOf('/');
    for (const bad of ['%00', '%FF', '%ED%A0%80']) {
      const response = await api.request(endpoint.method, `${path.slice(0, cut + 1)}${bad}${path.slice(cut + 1)}`, {
        token: f.creator.accessToken,
        body: endpoint.body?.(f),
      });
      expect(response.status, `${path} ${bad}`).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('dates at the edges of what the databases store (issue 24)', () => {
  const POLISH_MESSAGES = new Set<string>(Object.values(MSG));
  // PostgreSQL has no year 0, keeps no year above 9999 in these text forms, and takes offsets up to ±15:59.
  const REFUSED = {
    date: ['0000-01-01', '0000-12-31', '10000-01-01', '+010000-01-01', '-000001-01-01', '2026-02-30'],
    moment: [
      '0000-01-01T00:00:00Z',
      '0000-06-01T12:00:00+02:00',
      '0001-01-01T00:30:00+01:00',
      '10000-01-01T00:00:00Z',
      '+010000-01-01T00:00:00Z',
      '2026-05-11T08:00:00+16:00',
      '2026-05-11T08:00:00-16:00',
      '2026-05-11T08:00:00+15:60',
      '2026-05-11T08:00:00+99:99',
    ],
  };
  const STORED = {
    date: ['0001-01-01', '9999-12-31'],
    moment: ['0001-01-01T12:00:00Z', '9999-12-31T10:00:00Z', '2026-05-11T08:00:00+15:59', '2026-05-11T08:00:00-15:59'],
  };
  const withDates = BODY_ENDPOINTS.filter((endpoint) => endpoint.dates);

  it.each(withDates.map((e) => [e.name, e] as const))('%s: a date it cannot store is 400 in Polish and changes nothing; one it can is never a 5xx', async (_n, endpoint) => {
    for (const [field, kind] of Object.entries(endpoint.dates!)) {
      for (const value of REFUSED[kind]) {
        const before = await snapshot();
        const response = await api.request<{ error: { message: string } }>(endpoint.method, endpoint.path(f), { token: f.creator.accessToken, body: { ...endpoint.valid(f), [field]: value } });
        const context = `${endpoint.name} ${field}=${value} -> ${response.status} ${JSON.stringify(response.body)}`;
        expect(response.status, context).toBe(400);
        expect(POLISH_MESSAGES.has(response.body.error.message), context).toBe(true);
        expect(await snapshot(), context).toEqual(before);
      }
      for (const value of STORED[kind]) {
        const response = await api.request(endpoint.method, endpoint.path(f), { token: f.creator.accessToken, body: { ...endpoint.valid(f), [field]: value } });
        expect(response.status, `${endpoint.name} ${field}=${value}`).toBeLessThan(500);
      }
    }
  });

  it.each([
    ['activity feed', 'activity', MSG.activityCursorInvalid],
    ['access log', 'access-log', MSG.accessLogCursorInvalid],
  ] as const)('%s: a page cursor of a year it cannot store is 400', async (_n, path, message) => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const at of ['0000-01-01T00:00:00.000Z', '+010000-01-01T00:00:00.000Z', '-000001-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z']) {
      const response = await api.request<{ error: { message: string } }>('GET', `/api/trips/${f.tripId}/${path}?before=${encodeURIComponent(`${at}|${id}`)}`, { token: f.creator.accessToken });
      expect(response.status, at).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    for (const at of ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      const response = await api.request('GET', `/api/trips/${f.tripId}/${path}?before=${encodeURIComponent(`${at}|${id}`)}`, { token: f.creator.accessToken });
      expect(response.status, at).toBe(200);
    }
  });
});

describe('PESEL and parent phone for a guardian', () => {
  it('never appear in a response, an event or a log line', async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => lines.push(args.map(String).join(' '));
    vi.spyOn(console, 'log').mockImplementation(capture);
    vi.spyOn(console, 'warn').mockImplementation(capture);
    const stream = await openEventStream(api.app, f.guardian.accessToken);
    const seen: unknown[] = [];
    try {
      // The creator changes the sensitive data while the guardian watches.
      await api.request('PATCH', `/api/trips/${f.tripId}/students/${f.studentId}`, {
        token: f.creator.accessToken,
        body: { pesel: '02070803628', parentPhone: '+48 500 600 700' },
      });
      await stream.nextChange(f.tripId, 'students', { action: 'updated' });
      for (const endpoint of AUTHENTICATED_ENDPOINTS.filter((e) => e.method === 'GET' && e.name !== 'events')) {
        const response = await api.request('GET', endpoint.path(f), { token: f.guardian.accessToken });
        seen.push(response.body);
      }
      const edit = await api.request('PATCH', `/api/trips/${f.tripId}/students/${f.studentId}`, {
        token: f.guardian.accessToken,
        body: { pesel: '44051401359' },
      });
      expect(edit.status).toBe(403);
      seen.push(edit.body, stream.messages);
    } finally {
      await stream.close();
    }
    const everything = JSON.stringify(seen) + lines.join('\n');
    for (const secret of [PESEL, PHONE, '02070803628', '500 600 700']) expect(everything).not.toContain(secret);
    // The creator still sees the values: the test looked at real data.
    const own = await api.request<Student[]>('GET', `/api/trips/${f.tripId}/students`, { token: f.creator.accessToken });
    expect(own.body.find((s) => s.id === f.studentId)?.pesel).toBe('02070803628');
  });
});
