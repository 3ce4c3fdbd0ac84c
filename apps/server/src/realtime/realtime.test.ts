import { afterAll, describe, expect, it } from 'vitest';
import { CHANGE_COUNT_HEADER, type RealtimeReady, type Session, type TripSummary } from '@wycieczki/shared';
import { createApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { openEventStream } from '../test/event-stream';
import { createTrip, createUser, DEFAULT_PASSWORD, uniqueEmail } from '../test/factories';
import { useTestApi } from '../test/test-app';
import { createRuntime } from '../runtime';

const api = useTestApi();

describe('the event stream', () => {
  it('needs a signed-in user', async () => {
    expect((await api.app.request('/api/events')).status).toBe(401);
  });

  it("brings a change by A to guardian B's stream and not to outsider C's", async () => {
    const a = await createUser(api);
    const b = await createUser(api);
    const c = await createUser(api);
    const trip = await createTrip(api, a, { guardians: [b] });
    const ownTripOfC = await createTrip(api, c);
    const streamB = await openEventStream(api.app, b.accessToken);
    const streamC = await openEventStream(api.app, c.accessToken);
    try {
      await api.request('PATCH', `/api/trips/${trip.id}`, { token: a.accessToken, body: { name: 'Zmieniona' } });
      const event = await streamB.nextChange(trip.id, 'trips', { action: 'updated' });
      expect(event).toMatchObject({ tripId: trip.id, topic: 'trips', action: 'updated', actorId: a.user.id });
      expect(event?.actorName).toBe('Anna Nowak');

      // C hears about its own trip, and never about A's.
      await api.request('PATCH', `/api/trips/${ownTripOfC.id}`, { token: c.accessToken, body: { name: 'Moja' } });
      expect(await streamC.nextChange(ownTripOfC.id)).not.toBeNull();
      expect(streamC.messages.some((m) => JSON.stringify(m.data).includes(trip.id))).toBe(false);
    } finally {
      await streamB.close();
      await streamC.close();
    }
  });

  it('names the change count every response read at and the stream listens from, so a read that missed a change can be told', async () => {
    const a = await createUser(api);
    const before = await api.request('GET', '/api/trips', { token: a.accessToken });
    const readAt = Number(before.headers.get(CHANGE_COUNT_HEADER));
    expect(Number.isSafeInteger(readAt)).toBe(true);
    // A change after that read and before the stream opens: the read missed it, the stream never tells.
    const trip = await createTrip(api, a);
    const stream = await openEventStream(api.app, a.accessToken);
    try {
      const waitUntil = Date.now() + 5_000;
      const ready = () => stream.messages.find((m) => m.event === 'ready')?.data as RealtimeReady | undefined;
      while (!ready() && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 20));
      // Either the stream listens from a later count (the client refetches what it read before), or
      // it opened before the trip's notification reached the server and hears the trip itself.
      if (ready()!.changes <= readAt) expect(await stream.nextChange(trip.id, 'trips', { action: 'created' })).not.toBeNull();
      const after = await api.request('GET', '/api/trips', { token: a.accessToken });
      expect(Number(after.headers.get(CHANGE_COUNT_HEADER))).toBeGreaterThan(readAt);
    } finally {
      await stream.close();
    }
  });

  it('tells a removed guardian once, and nothing after', async () => {
    const a = await createUser(api);
    const b = await createUser(api);
    const trip = await createTrip(api, a, { guardians: [b] });
    const streamB = await openEventStream(api.app, b.accessToken);
    try {
      await api.request('DELETE', `/api/trips/${trip.id}/guardians/${b.user.id}`, { token: a.accessToken });
      expect(await streamB.nextChange(trip.id, 'trip_guardians')).toMatchObject({ action: 'deleted' });
      await api.request('PATCH', `/api/trips/${trip.id}`, { token: a.accessToken, body: { name: 'Po usunięciu' } });
      expect(await streamB.nextChange(trip.id, 'trips', { timeoutMs: 500, action: 'updated' })).toBeNull();
    } finally {
      await streamB.close();
    }
  });

  it('lets a guardian added while the stream is open hear the trip from then on, also a trip made with them', async () => {
    const a = await createUser(api);
    const b = await createUser(api);
    const streamB = await openEventStream(api.app, b.accessToken);
    try {
      const trip = await createTrip(api, a);
      await api.request('PATCH', `/api/trips/${trip.id}`, { token: a.accessToken, body: { name: 'Przed dodaniem' } });
      expect(await streamB.nextChange(trip.id, 'trips', { timeoutMs: 500, action: 'updated' })).toBeNull();
      await api.request('POST', `/api/trips/${trip.id}/guardians`, { token: a.accessToken, body: { email: b.email } });
      expect(await streamB.nextChange(trip.id, 'trip_guardians', { action: 'created' })).not.toBeNull();
      await api.request('PATCH', `/api/trips/${trip.id}`, { token: a.accessToken, body: { name: 'Po dodaniu' } });
      expect(await streamB.nextChange(trip.id, 'trips', { action: 'updated' })).not.toBeNull();

      const withB = await createTrip(api, a, { guardians: [b] });
      expect(await streamB.nextChange(withB.id, 'trips', { action: 'created' })).not.toBeNull();
    } finally {
      await streamB.close();
    }
  });

  it('tells every guardian that a trip was deleted', async () => {
    const a = await createUser(api);
    const b = await createUser(api);
    const trip = await createTrip(api, a, { guardians: [b] });
    const streamB = await openEventStream(api.app, b.accessToken);
    try {
      await api.request('DELETE', `/api/trips/${trip.id}`, { token: a.accessToken });
      expect(await streamB.nextChange(trip.id, 'trips', { action: 'deleted' })).toMatchObject({ action: 'deleted' });
    } finally {
      await streamB.close();
    }
  });

  it('sends nothing for a change that was rolled back', async () => {
    const a = await createUser(api);
    const b = await createUser(api);
    const trip = await createTrip(api, a, { guardians: [b] });
    const streamB = await openEventStream(api.app, b.accessToken);
    try {
      const refused = await api.request('PATCH', `/api/trips/${trip.id}`, { token: a.accessToken, body: { endDate: '2000-01-01' } });
      expect(refused.status).toBe(400);
      expect(await streamB.nextChange(trip.id, 'trips', { timeoutMs: 500, action: 'updated' })).toBeNull();
    } finally {
      await streamB.close();
    }
  });

  it('ends the stream when its access token expires', async () => {
    const user = await createUser(api);
    const almostExpired = await new (await import('jose')).SignJWT({ email: user.email, sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.id)
      .setIssuer('wycieczki')
      .setAudience('wycieczki-api')
      .setIssuedAt()
      // Whole seconds: +2 leaves it valid for 1 to 2 s, so it cannot expire before the stream opens.
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(api.secret));
    const stream = await openEventStream(api.app, almostExpired);
    const deadline = Date.now() + 5_000;
    while (!stream.isClosed() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(stream.isClosed()).toBe(true);
  });
});

describe('two server instances on one database', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('brings a change made through instance 1 to a stream on instance 2', async () => {
    // On a PostgreSQL server each instance gets its own pool and LISTEN connection; the embedded
    // database is one process's, so there the two app instances share it but keep their own hubs.
    let second: Database = api.database;
    if (process.env.DATABASE_URL) {
      const url = new URL(process.env.DATABASE_URL);
      const current = await api.database.db.execute<{ name: string }>(
        (await import('drizzle-orm')).sql`select current_database() as name`,
      );
      url.pathname = `/${(current as unknown as { rows: { name: string }[] }).rows[0]?.name}`;
      second = await openDatabase({ kind: 'server', databaseUrl: url.toString(), poolSize: 2 });
      opened.push(second);
    }
    const runtime2 = await createRuntime(second, api.secret);
    const instance2 = createApp({ database: second, tokens: runtime2.tokens, realtime: runtime2.realtime, proxyHops: 1, webDistDir: null });
    try {
      const a = await createUser(api);
      const bEmail = uniqueEmail();
      const signUp = await instance2.request('/api/auth/sign-up', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: bEmail, password: DEFAULT_PASSWORD }),
      });
      const b = (await signUp.json()) as Session;
      const trip: TripSummary = await createTrip(api, a, { guardians: [{ ...b, email: bEmail, password: DEFAULT_PASSWORD }] });
      const stream = await openEventStream(instance2, b.accessToken);
      try {
        await api.request('PATCH', `/api/trips/${trip.id}`, { token: a.accessToken, body: { destination: 'Wrocław' } });
        expect(await stream.nextChange(trip.id, 'trips', { action: 'updated' })).toMatchObject({ action: 'updated', actorId: a.user.id });
      } finally {
        await stream.close();
      }
    } finally {
      await runtime2.close();
    }
  });
});

