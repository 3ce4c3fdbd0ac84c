import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceCheckDetail, Session, Student, TripSummary } from '@wycieczki/shared';
import { api, startPostgres, startServer, type Postgres, type ServerProcess } from './harness';

// Issue 55: any number of instances on one PostgreSQL. Three built servers share one database, as
// behind nginx; what one instance does, the others' realtime streams hear, and a throttle counts the
// tries made on all of them.

let pg: Postgres;
let servers: ServerProcess[];

beforeAll(async () => {
  pg = await startPostgres();
  // One after another: the first migrates, the others find the schema ready (the advisory lock).
  servers = [];
  for (let i = 0; i < 3; i += 1) servers.push(await startServer(pg.url, { SIGN_UP_LIMIT: '1000' }));
}, 180_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => server.stop()));
  pg?.destroy();
});

const PASSWORD = 'Tajne-Haslo-123';

async function signUp(base: string, email: string, fullName: string): Promise<Session> {
  const response = await api<Session>(base, 'POST', '/api/auth/sign-up', { body: { email, password: PASSWORD, fullName } });
  expect(response.status).toBe(201);
  return response.body;
}

/** Reads an event stream of `base` in the background; `waitFor` polls what has arrived. */
async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return;
        text += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // aborted
    }
  })();
  return {
    async waitFor(needle: string, ms: number): Promise<boolean> {
      const deadline = Date.now() + ms;
      while (!text.includes(needle) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      return text.includes(needle);
    },
    count: (needle: string) => text.split(needle).length - 1,
    close: () => controller.abort(),
  };
}

describe('three instances on one PostgreSQL', () => {
  it('every instance streams the changes made on any other, and an access removed on one ends the guardian’s stream on another', async () => {
    const [a, b, c] = servers.map((s) => s.url) as [string, string, string];
    const stamp = Date.now();
    const leader = await signUp(a, `inst-lider-${stamp}@szkola.test`, 'Anna Instancja');
    const guardian = await signUp(b, `inst-opiekun-${stamp}@szkola.test`, 'Piotr Instancja');
    const created = await api<TripSummary>(c, 'POST', '/api/trips', {
      token: leader.accessToken,
      body: {
        name: 'Trzy instancje',
        destination: 'Kraków',
        startDate: '2026-05-10',
        endDate: '2026-05-12',
        tripLeaderEmail: leader.user.email,
        guardianEmails: [guardian.user.email],
        students: [{ name: 'Ola Pierwsza' }, { name: 'Jan Drugi' }],
      },
    });
    expect(created.status).toBe(201);
    const trip = created.body;

    const onA = await openStream(a, guardian.accessToken);
    const onB = await openStream(b, guardian.accessToken);
    const leaderOnC = await openStream(c, leader.accessToken);
    for (const stream of [onA, onB, leaderOnC]) expect(await stream.waitFor('event: ready', 10_000)).toBe(true);

    // A list made on A and marks made on B and C: every stream hears each of them.
    const list = await api<AttendanceCheckDetail>(a, 'POST', `/api/trips/${trip.id}/attendance`, { token: leader.accessToken, body: { name: 'Zbiórka', date: '2026-05-10', time: '08:00' } });
    expect(list.status).toBe(201);
    const students = await api<Student[]>(b, 'GET', `/api/trips/${trip.id}/students`, { token: guardian.accessToken });
    const [ola, jan] = students.body as [Student, Student];
    expect((await api(b, 'PUT', `/api/trips/${trip.id}/attendance/${list.body.id}/records/${ola.id}`, { token: guardian.accessToken, body: { status: 'present' } })).status).toBe(200);
    expect((await api(c, 'PUT', `/api/trips/${trip.id}/attendance/${list.body.id}/records/${jan.id}`, { token: leader.accessToken, body: { status: 'present' } })).status).toBe(200);
    for (const stream of [onA, onB, leaderOnC]) {
      expect(await stream.waitFor('"topic":"attendance_checks"', 10_000)).toBe(true);
      await expect.poll(() => stream.count('"topic":"attendance_records"'), { timeout: 10_000 }).toBe(2);
    }
    // Each instance answers the same list.
    for (const base of [a, b, c]) {
      const read = await api<AttendanceCheckDetail>(base, 'GET', `/api/trips/${trip.id}/attendance/${list.body.id}`, { token: leader.accessToken });
      expect(read.body.presentCount).toBe(2);
    }

    // The guardian removed on C: the stream on A is told, and that instance gives the trip no more.
    expect((await api(c, 'DELETE', `/api/trips/${trip.id}/guardians/${guardian.user.id}`, { token: leader.accessToken })).status).toBe(200);
    expect(await onA.waitFor('"topic":"trip_guardians"', 10_000)).toBe(true);
    expect((await api(a, 'GET', `/api/trips/${trip.id}/students`, { token: guardian.accessToken })).status).toBe(404);
    for (const stream of [onA, onB, leaderOnC]) stream.close();
  }, 90_000);

  it('a sign-in throttle counts the failures made on every instance', async () => {
    const [a, b, c] = servers.map((s) => s.url) as [string, string, string];
    const teacher = await signUp(a, `inst-haslo-${Date.now()}@szkola.test`, 'Ewa Instancja');
    // One client behind the proxy (the harness trusts one hop), trying each instance in turn.
    const from = { 'x-forwarded-for': '203.0.113.55' };
    const signIn = (base: string, password: string) => api(base, 'POST', '/api/auth/sign-in', { body: { email: teacher.user.email, password }, headers: from });
    const bases = [a, b, c, a, b];
    for (const base of bases) expect((await signIn(base, 'Zle-Haslo-999')).status).toBe(401);
    // Five failures spread over three instances: this address waits on every instance, even with the right password.
    for (const base of [a, b, c]) expect((await signIn(base, PASSWORD)).status).toBe(429);
    // Another address is not held back.
    expect((await api(c, 'POST', '/api/auth/sign-in', { body: { email: teacher.user.email, password: PASSWORD }, headers: { 'x-forwarded-for': '198.51.100.9' } })).status).toBe(200);
  }, 60_000);
});
