import { describe, expect, it } from 'vitest';
import type { Session } from '@wycieczki/shared';
import { createApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { createRuntime } from '../runtime';
import { openEventStream } from '../test/event-stream';
import { createUser, type TestUser } from '../test/factories';
import { useTestApi } from '../test/test-app';

const api = useTestApi();

async function me(app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> }, token: string): Promise<number> {
  return (await app.request('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status;
}

/** Polls until `check` holds, for at most `ms` (the bound is 5 s); true when it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

async function waitClosed(stream: { isClosed(): boolean }): Promise<boolean> {
  return within(5_000, async () => stream.isClosed());
}

/** A second sign-in of the same user: another session (another refresh-token family). */
async function secondSession(user: TestUser): Promise<Session> {
  const response = await api.request<Session>('POST', '/api/auth/sign-in', {
    body: { email: user.email, password: user.password },
    headers: { 'x-forwarded-for': '10.77.0.1' },
  });
  expect(response.status).toBe(200);
  return response.body;
}

/** Another server instance on the same database (its own pool and LISTEN on a PostgreSQL server). */
async function secondInstance(): Promise<{ app: ReturnType<typeof createApp>; close: () => Promise<void> }> {
  let database: Database = api.database;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    const { sql } = await import('drizzle-orm');
    const current = await api.database.db.execute<{ name: string }>(sql`select current_database() as name`);
    url.pathname = `/${(current as unknown as { rows: { name: string }[] }).rows[0]?.name}`;
    database = await openDatabase({ kind: 'server', databaseUrl: url.toString(), poolSize: 2 });
  }
  const runtime = await createRuntime(database, api.secret);
  const app = createApp({ database, tokens: runtime.tokens, realtime: runtime.realtime, proxyHops: 1, webDistDir: null });
  return {
    app,
    close: async () => {
      await runtime.close();
      if (database !== api.database) await database.close();
    },
  };
}

describe('revoking a session ends its access tokens and streams (on main they lived up to 15 minutes)', () => {
  it('sign-out: the access token is refused at once and its event stream closes; other sessions live on', async () => {
    const user = await createUser(api);
    const other = await secondSession(user);
    const stream = await openEventStream(api.app, user.accessToken);
    const otherStream = await openEventStream(api.app, other.accessToken);
    try {
      expect(await me(api.app, user.accessToken)).toBe(200);
      expect((await api.request('POST', '/api/auth/sign-out', { body: { refreshToken: user.refreshToken } })).status).toBe(204);
      expect(await within(5_000, async () => (await me(api.app, user.accessToken)) === 401)).toBe(true);
      expect(await waitClosed(stream)).toBe(true);
      // A new stream with the revoked token is refused too.
      expect((await api.app.request('/api/events', { headers: { authorization: `Bearer ${user.accessToken}` } })).status).toBe(401);
      expect(await me(api.app, other.accessToken)).toBe(200);
      expect(otherStream.isClosed()).toBe(false);
    } finally {
      await stream.close();
      await otherStream.close();
    }
  });

  it('a reused refresh token revokes its family: the family’s current access token stops too', async () => {
    const user = await createUser(api);
    const rotated = await api.request<Session>('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expect(rotated.status).toBe(200);
    const stream = await openEventStream(api.app, rotated.body.accessToken);
    try {
      // A thief presents the spent token: the whole family is revoked.
      expect((await api.request('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } })).status).toBe(401);
      expect(await within(5_000, async () => (await me(api.app, rotated.body.accessToken)) === 401)).toBe(true);
      expect(await me(api.app, user.accessToken)).toBe(401);
      expect(await waitClosed(stream)).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it('reaches every instance within 5 s, also one started after the revocation', async () => {
    const user = await createUser(api);
    const instance2 = await secondInstance();
    let instance3: Awaited<ReturnType<typeof secondInstance>> | null = null;
    try {
      expect(await me(instance2.app, user.accessToken)).toBe(200);
      const stream2 = await openEventStream(instance2.app, user.accessToken);
      expect((await api.request('POST', '/api/auth/sign-out', { body: { refreshToken: user.refreshToken } })).status).toBe(204);
      expect(await within(5_000, async () => (await me(instance2.app, user.accessToken)) === 401)).toBe(true);
      expect(await waitClosed(stream2)).toBe(true);
      await stream2.close();
      instance3 = await secondInstance();
      expect(await me(instance3.app, user.accessToken)).toBe(401);
    } finally {
      await instance2.close();
      await instance3?.close();
    }
  });
});
