import { describe, expect, it } from 'vitest';
import { MSG, type Guardian, type Room, type Student, type TripSummary } from '@wycieczki/shared';
import { createTrip, createUser, type TestUser } from '../test/factories';
import { useTestApi } from '../test/test-app';

const api = useTestApi();

type Ctx = {
  checkId: string;
  trip: TripSummary;
  creator: TestUser;
  leader: TestUser;
  guardian: TestUser;
  outsider: TestUser;
  extra: TestUser;
  studentId: string;
  roomId: string;
};
type Endpoint = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: (ctx: Ctx) => string;
  body?: (ctx: Ctx) => unknown;
  /** A body sent as it is (a file), instead of JSON. */
  raw?: () => string;
  /** What a guardian who is neither creator nor leader gets (docs/product.md §6). */
  guardian: 200 | 201 | 204 | 403;
  /** What the leader gets, when it differs from a plain guardian. */
  leader?: 200 | 201 | 204 | 403;
  /** What the trip's creator gets: every action is the creator's. */
  creator: 200 | 201 | 204;
};

// Every endpoint that touches a trip. Later features add theirs here.
const ENDPOINTS: Endpoint[] = [
  { name: 'read a trip', method: 'GET', path: (c) => `/api/trips/${c.trip.id}`, creator: 200, guardian: 200 },
  { name: 'edit a trip', method: 'PATCH', path: (c) => `/api/trips/${c.trip.id}`, body: () => ({ name: 'Inna' }), creator: 200, guardian: 403, leader: 200 },
  { name: 'delete a trip', method: 'DELETE', path: (c) => `/api/trips/${c.trip.id}`, creator: 204, guardian: 403 },
  { name: 'list guardians', method: 'GET', path: (c) => `/api/trips/${c.trip.id}/guardians`, creator: 200, guardian: 200 },
  {
    name: 'add a guardian',
    method: 'POST',
    path: (c) => `/api/trips/${c.trip.id}/guardians`,
    body: (c) => ({ email: c.extra.email }),
    creator: 201, guardian: 403,
  },
  {
    name: 'remove a guardian',
    method: 'DELETE',
    path: (c) => `/api/trips/${c.trip.id}/guardians/${c.leader.user.id}`,
    creator: 200, guardian: 403,
  },
  { name: 'list students', method: 'GET', path: (c) => `/api/trips/${c.trip.id}/students`, creator: 200, guardian: 200 },
  { name: 'add a student', method: 'POST', path: (c) => `/api/trips/${c.trip.id}/students`, body: () => ({ name: 'Nowy' }), creator: 201, guardian: 201 },
  {
    name: 'import students',
    method: 'POST',
    path: (c) => `/api/trips/${c.trip.id}/students/import`,
    body: () => ({ students: [{ name: 'Importowany' }] }),
    creator: 201, guardian: 201,
  },
  {
    name: 'edit a student',
    method: 'PATCH',
    path: (c) => `/api/trips/${c.trip.id}/students/${c.studentId}`,
    body: () => ({ present: false }),
    creator: 200, guardian: 200,
  },
  { name: 'delete a student', method: 'DELETE', path: (c) => `/api/trips/${c.trip.id}/students/${c.studentId}`, creator: 204, guardian: 204 },
  {
    name: "read a student's sensitive data",
    method: 'GET',
    path: (c) => `/api/trips/${c.trip.id}/students/${c.studentId}/sensitive`,
    creator: 200, guardian: 403,
  },
  {
    name: 'preview an import',
    method: 'POST',
    path: (c) => `/api/trips/${c.trip.id}/students/import/preview`,
    raw: () => 'Imię i nazwisko\nNowy Uczeń\n',
    creator: 200,
    guardian: 200,
  },
  { name: 'list rooms', method: 'GET', path: (c) => `/api/trips/${c.trip.id}/rooms`, creator: 200, guardian: 200 },
  { name: 'add a room', method: 'POST', path: (c) => `/api/trips/${c.trip.id}/rooms`, body: () => ({ number: '999', capacity: 2 }), creator: 201, guardian: 201 },
  {
    name: 'edit a room',
    method: 'PATCH',
    path: (c) => `/api/trips/${c.trip.id}/rooms/${c.roomId}`,
    body: () => ({ number: '998' }),
    creator: 200, guardian: 200,
  },
  { name: 'delete a room', method: 'DELETE', path: (c) => `/api/trips/${c.trip.id}/rooms/${c.roomId}`, creator: 204, guardian: 204 },
  {
    name: 'assign students to a room',
    method: 'PUT',
    path: (c) => `/api/trips/${c.trip.id}/rooms/${c.roomId}/students`,
    body: (c) => ({ studentIds: [c.studentId] }),
    creator: 200, guardian: 200,
  },
  { name: 'list attendance lists', method: 'GET', path: (c) => `/api/trips/${c.trip.id}/attendance`, creator: 200, guardian: 200 },
  {
    name: 'create an attendance list',
    method: 'POST',
    path: (c) => `/api/trips/${c.trip.id}/attendance`,
    body: () => ({ name: 'Lista', date: '2026-05-11', time: '08:00' }),
    creator: 201, guardian: 201,
  },
  { name: 'read an attendance list', method: 'GET', path: (c) => `/api/trips/${c.trip.id}/attendance/${c.checkId}`, creator: 200, guardian: 200 },
  {
    name: 'rename an attendance list',
    method: 'PATCH',
    path: (c) => `/api/trips/${c.trip.id}/attendance/${c.checkId}`,
    body: () => ({ name: 'Inna' }),
    creator: 200, guardian: 200,
  },
  { name: 'delete an attendance list', method: 'DELETE', path: (c) => `/api/trips/${c.trip.id}/attendance/${c.checkId}`, creator: 204, guardian: 204 },
  {
    name: 'mark attendance',
    method: 'PUT',
    path: (c) => `/api/trips/${c.trip.id}/attendance/${c.checkId}/records/${c.studentId}`,
    body: () => ({ status: 'present' }),
    creator: 200, guardian: 200,
  },
  { name: 'list locations', method: 'GET', path: (c) => `/api/trips/${c.trip.id}/locations`, creator: 200, guardian: 200 },
  {
    name: 'record a location',
    method: 'PUT',
    path: (c) => `/api/trips/${c.trip.id}/students/${c.studentId}/location`,
    body: () => ({ lat: 50, lng: 20 }),
    creator: 200, guardian: 200,
  },
];

async function setUp(): Promise<Ctx> {
  const creator = await createUser(api, { fullName: 'Tajna Twórczyni' });
  const leader = await createUser(api);
  const guardian = await createUser(api);
  const outsider = await createUser(api);
  const extra = await createUser(api);
  const trip = await createTrip(api, creator, {
    name: 'Tajna wycieczka',
    leader,
    guardians: [guardian],
    students: [{ name: 'Tajny Uczeń', pesel: '44051401359', parentPhone: '600100200' }],
    rooms: [{ number: 'Tajny 1', capacity: 2 }],
  });
  const students = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
  const rooms = await api.request<Room[]>('GET', `/api/trips/${trip.id}/rooms`, { token: creator.accessToken });
  const check = await api.request<{ id: string }>('POST', `/api/trips/${trip.id}/attendance`, {
    token: creator.accessToken,
    body: { name: 'Tajna lista', date: '2026-05-11', time: '08:00' },
  });
  return {
    trip,
    creator,
    leader,
    guardian,
    outsider,
    extra,
    studentId: students.body[0]?.id ?? '',
    roomId: rooms.body[0]?.id ?? '',
    checkId: check.body.id,
  };
}

/** Calls an endpoint of the table as the holder of `token` (none: no Authorization header). */
function send<T = unknown>(endpoint: Endpoint, ctx: Ctx, token?: string, path: string = endpoint.path(ctx)) {
  const raw = endpoint.raw?.();
  return api.request<T>(endpoint.method, path, {
    token,
    ...(raw === undefined ? { body: endpoint.body?.(ctx) } : { rawBody: raw, headers: { 'content-type': 'text/csv' } }),
  });
}

const TABLE = ENDPOINTS.map((e) => [e.name, e] as const);

describe('a signed-in user outside the trip', () => {
  it.each(TABLE)('gets 404 and learns nothing: %s', async (_name, endpoint) => {
    const ctx = await setUp();
    const response = await send(endpoint, ctx, ctx.outsider.accessToken);
    expect(response.status).toBe(404);
    const text = JSON.stringify(response.body);
    for (const secret of ['Tajna', 'Tajny', ctx.creator.email, ctx.leader.email, '44051401359', '600100200']) {
      expect(text).not.toContain(secret);
    }
    // And nothing changed: the creator still sees the trip as it was, with its guardians.
    const trip = await api.request<TripSummary>('GET', `/api/trips/${ctx.trip.id}`, { token: ctx.creator.accessToken });
    expect(trip.body.name).toBe('Tajna wycieczka');
    const guardians = await api.request<Guardian[]>('GET', `/api/trips/${ctx.trip.id}/guardians`, { token: ctx.creator.accessToken });
    expect(guardians.body).toHaveLength(3);
    const students = await api.request<Student[]>('GET', `/api/trips/${ctx.trip.id}/students`, { token: ctx.creator.accessToken });
    expect(students.body.map((st) => [st.name, st.present])).toEqual([['Tajny Uczeń', true]]);
    const rooms = await api.request<Room[]>('GET', `/api/trips/${ctx.trip.id}/rooms`, { token: ctx.creator.accessToken });
    expect(rooms.body.map((r) => [r.number, r.students.length])).toEqual([['Tajny 1', 0]]);
  });

  it('gets the same 404 for a trip that does not exist', async () => {
    const ctx = await setUp();
    const foreign = await api.request('GET', `/api/trips/${ctx.trip.id}`, { token: ctx.outsider.accessToken });
    const missing = await api.request('GET', '/api/trips/00000000-0000-4000-8000-000000000000', { token: ctx.outsider.accessToken });
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });

  it('does not see the trip in the list', async () => {
    const ctx = await setUp();
    const list = await api.request<TripSummary[]>('GET', '/api/trips', { token: ctx.outsider.accessToken });
    expect(list.body.map((t) => t.id)).not.toContain(ctx.trip.id);
  });
});

describe('a malformed id in the path', () => {
  it.each(TABLE)('is 400 before anything is read or written: %s', async (_name, endpoint) => {
    const ctx = await setUp();
    const ids = [ctx.trip.id, ctx.studentId, ctx.roomId, ctx.checkId, ctx.leader.user.id];
    const path = endpoint.path(ctx);
    for (const id of ids.filter((candidate) => path.includes(candidate))) {
      const response = await send<{ error: { message: string } }>(endpoint, ctx, ctx.creator.accessToken, path.replace(id, 'nie-uuid'));
      expect(response.status, `${path} without ${id}`).toBe(400);
      expect(response.body.error.message).toBe(MSG.invalidId);
    }
    const trip = await api.request<TripSummary>('GET', `/api/trips/${ctx.trip.id}`, { token: ctx.creator.accessToken });
    expect(trip.body.name).toBe('Tajna wycieczka');
  });
});

describe('guardians and the leader, as the matrix says', () => {
  it.each(TABLE)('%s', async (_name, endpoint) => {
    const ctx = await setUp();
    expect((await send(endpoint, ctx, ctx.guardian.accessToken)).status).toBe(endpoint.guardian);
    const fresh = await setUp();
    expect((await send(endpoint, fresh, fresh.leader.accessToken)).status).toBe(endpoint.leader ?? endpoint.guardian);
  });
});

describe('the creator, who may do everything', () => {
  it.each(TABLE)('%s', async (_name, endpoint) => {
    const ctx = await setUp();
    expect((await send(endpoint, ctx, ctx.creator.accessToken)).status).toBe(endpoint.creator);
  });
});

describe('without a token', () => {
  it.each(TABLE)('%s answers 401', async (_name, endpoint) => {
    const ctx = await setUp();
    expect((await send(endpoint, ctx)).status).toBe(401);
  });
});

/**
 * The endpoints that belong to no trip: the same for every signed-in user (only their own data),
 * 401 without a token. What each user hears on the event stream is tested in realtime.test.ts.
 */
const OWN_ENDPOINTS: { name: string; method: 'GET' | 'POST' | 'PUT'; path: string; body?: (user: TestUser) => unknown; status: 200 | 201 }[] = [
  { name: 'me', method: 'GET', path: '/api/auth/me', status: 200 },
  { name: 'read own profile', method: 'GET', path: '/api/profile', status: 200 },
  { name: 'save own profile', method: 'PUT', path: '/api/profile', body: () => ({ firstName: 'Ewa', lastName: 'Nowak', phone: '', school: '' }), status: 200 },
  { name: 'search users', method: 'GET', path: '/api/users/search?q=szkola', status: 200 },
  { name: 'list own trips', method: 'GET', path: '/api/trips', status: 200 },
  {
    name: 'create a trip',
    method: 'POST',
    path: '/api/trips',
    body: (user) => ({ name: 'Moja', destination: 'Kraków', startDate: '2026-05-10', endDate: '2026-05-12', tripLeaderEmail: user.email }),
    status: 201,
  },
];

describe('endpoints of no trip, for outsider, guardian and creator alike', () => {
  it.each(OWN_ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
    const ctx = await setUp();
    for (const user of [ctx.outsider, ctx.guardian, ctx.creator]) {
      const response = await api.request(endpoint.method, endpoint.path, { token: user.accessToken, body: endpoint.body?.(user) });
      expect(response.status).toBe(endpoint.status);
    }
    expect((await api.request(endpoint.method, endpoint.path, { body: endpoint.body?.(ctx.outsider) })).status).toBe(401);
  });
});

describe('the event stream, for outsider, guardian and creator alike', () => {
  it('opens for every signed-in user and answers 401 without a token', async () => {
    const ctx = await setUp();
    for (const user of [ctx.outsider, ctx.guardian, ctx.creator]) {
      const controller = new AbortController();
      const response = await api.app.request('/api/events', { headers: { authorization: `Bearer ${user.accessToken}` }, signal: controller.signal });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      controller.abort();
      await response.body?.cancel().catch(() => undefined);
    }
    expect((await api.app.request('/api/events')).status).toBe(401);
  });
});
