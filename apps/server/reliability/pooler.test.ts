import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceCheckDetail, Session, Student, TripSummary } from '@wycieczki/shared';
import { api, startPgBouncer, startPostgres, startServer, type Pooler, type Postgres, type ServerProcess } from './harness';

// Issue 55: instances behind a pooler in transaction mode (PgBouncer), as a county's deployment runs
// them. Queries go through PgBouncer (unnamed statements); the migrations and the realtime LISTEN go
// straight to PostgreSQL (DATABASE_DIRECT_URL).

let pg: Postgres;
let pooler: Pooler;
let servers: ServerProcess[];

beforeAll(async () => {
  pg = await startPostgres();
  pooler = await startPgBouncer(pg.url);
  servers = [];
  for (let i = 0; i < 2; i += 1) servers.push(await startServer(pooler.url, { DATABASE_DIRECT_URL: pg.url, SIGN_UP_LIMIT: '1000' }));
}, 180_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => server.stop()));
  await pooler?.stop();
  pg?.destroy();
});

async function signUp(base: string, email: string): Promise<Session> {
  const response = await api<Session>(base, 'POST', '/api/auth/sign-up', { body: { email, password: 'Tajne-Haslo-123', fullName: 'Ala Pooler' } });
  expect(response.status).toBe(201);
  return response.body;
}

describe('two instances behind PgBouncer in transaction mode', () => {
  it('serve the hot statements, transactions and realtime events under concurrent use', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const leader = await signUp(a, `pooler-${Date.now()}@szkola.test`);
    const names = ['Ala', 'Bartek', 'Celina', 'Dawid', 'Ewa', 'Filip', 'Gosia', 'Henryk', 'Iga', 'Jan'];
    const surnames = ['Nowak', 'Kowalska', 'Wiśniewski'];
    const students = names.flatMap((name) => surnames.map((surname) => ({ name: `${name} ${surname}` })));
    const created = await api<TripSummary>(b, 'POST', '/api/trips', {
      token: leader.accessToken,
      body: { name: 'Przez pooler', destination: 'Gdańsk', startDate: '2026-06-10', endDate: '2026-06-12', tripLeaderEmail: leader.user.email, studentsPerGuardian: 30, students },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const trip = created.body;

    // The realtime stream on B hears what A does (its LISTEN is on PostgreSQL itself).
    const controller = new AbortController();
    const stream = await fetch(`${b}/api/events`, { headers: { authorization: `Bearer ${leader.accessToken}` }, signal: controller.signal });
    const reader = stream.body!.getReader();
    let text = '';
    void (async () => {
      try {
        for (;;) {
          const chunk = await reader.read();
          if (chunk.done) return;
          text += new TextDecoder().decode(chunk.value);
        }
      } catch {
        // aborted
      }
    })();

    const list = await api<AttendanceCheckDetail>(a, 'POST', `/api/trips/${trip.id}/attendance`, { token: leader.accessToken, body: { name: 'Zbiórka', date: '2026-06-10', time: '07:00' } });
    expect(list.status).toBe(201);
    // The student list and the marks: the two hand-written hot statements, many at once on both instances.
    const read = await api<Student[]>(b, 'GET', `/api/trips/${trip.id}/students`, { token: leader.accessToken });
    expect(read.body).toHaveLength(30);
    const results = await Promise.all(
      read.body.flatMap((student, i) => [
        api(i % 2 === 0 ? a : b, 'PUT', `/api/trips/${trip.id}/attendance/${list.body.id}/records/${student.id}`, { token: leader.accessToken, body: { status: 'present' } }),
        api(i % 2 === 0 ? b : a, 'GET', `/api/trips/${trip.id}/students`, { token: leader.accessToken }),
      ]),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    for (const base of [a, b]) {
      const after = await api<AttendanceCheckDetail>(base, 'GET', `/api/trips/${trip.id}/attendance/${list.body.id}`, { token: leader.accessToken });
      expect(after.body.presentCount).toBe(30);
    }
    const deadline = Date.now() + 10_000;
    while ((text.split('"topic":"attendance_records"').length - 1 < 30 || !text.includes('"topic":"attendance_checks"')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(text.split('"topic":"attendance_records"').length - 1).toBe(30);
    controller.abort();
  }, 90_000);
});
