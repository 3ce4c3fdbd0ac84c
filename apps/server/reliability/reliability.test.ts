import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room, Session, TripSummary } from '@wycieczki/shared';
import { spacesBomb, worstAcceptedWorkbook } from '../src/test/hostile-files';
import { api, startPostgres, startServer, type Postgres, type ServerProcess } from './harness';

// Reliability under load and faults, against real processes. Each loop is bounded in count and time.

let pg: Postgres;
let server: ServerProcess;
let creator: Session;
let trip: TripSummary;

async function signUp(base: string, email: string): Promise<Session> {
  const response = await api<Session>(base, 'POST', '/api/auth/sign-up', { body: { email, password: 'Tajne-Haslo-123', fullName: 'Rel Test' } });
  expect(response.status).toBe(201);
  return response.body;
}

/** Runs `worker` in `concurrency` loops until `ms` pass or `maxRequests` are made. */
async function load(ms: number, concurrency: number, maxRequests: number, worker: (i: number) => Promise<void>): Promise<number> {
  const deadline = Date.now() + ms;
  let issued = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline && issued < maxRequests) {
        issued += 1;
        await worker(issued);
      }
    }),
  );
  return issued;
}

beforeAll(async () => {
  pg = await startPostgres();
  server = await startServer(pg.url);
  creator = await signUp(server.url, `rel-${Date.now()}@szkola.test`);
  const created = await api<TripSummary>(server.url, 'POST', '/api/trips', {
    token: creator.accessToken,
    body: { name: 'Obciążenie', destination: 'Test', startDate: '2026-05-10', endDate: '2026-05-12', tripLeaderEmail: creator.user.email },
  });
  expect(created.status).toBe(201);
  trip = created.body;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  pg?.destroy();
});

/** Rooms are the write of choice here: unlike students they have no per-trip limit to run into. */
function addRoom(number: string) {
  return api(server.url, 'POST', `/api/trips/${trip.id}/rooms`, { token: creator.accessToken, body: { number, capacity: 1 } });
}

async function listRoomNumbers(base: string): Promise<Set<string>> {
  const response = await api<Room[]>(base, 'GET', `/api/trips/${trip.id}/rooms`, { token: creator.accessToken });
  expect(response.status).toBe(200);
  return new Set(response.body.map((r) => r.number));
}

async function waitForHealth(base: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${base}/api/health`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('the server did not recover');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Reads an event stream in the background; `waitFor` polls what has arrived. */
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
    close: () => controller.abort(),
  };
}

describe('under load and faults', () => {
  it('a mixed load of readers and writers gets no 5xx', async () => {
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await load(4_000, 16, 4_000, async (i) => {
      if (i % 4 === 0) {
        count((await addRoom(`Mix ${i}`)).status);
      } else {
        const r = await api(server.url, 'GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
        count(r.status);
      }
    });
    const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    expect(fiveHundreds, JSON.stringify([...statuses])).toBe(0);
    expect((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0)).toBeGreaterThan(100);
  }, 60_000);

  it('a SIGTERM restart under load loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    let refused = 0;
    // Paced writers (about 8 x 100 a second at most), so the restart lands in the middle of the load.
    const writing = load(6_000, 8, 10_000, async (i) => {
      const name = `Restart ${i}`;
      await new Promise((r) => setTimeout(r, 10));
      try {
        const r = await addRoom(name);
        if (r.status === 201) acknowledged.push(name);
        else expect(r.status).toBeLessThan(500);
      } catch {
        refused += 1; // connection refused while stopped: not acknowledged, fine
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    await new Promise((r) => setTimeout(r, 1_000));
    const stoppedAt = Date.now();
    const exitCode = await server.stop('SIGTERM');
    expect(exitCode).toBe(0);
    // Draining must not wait for idle keep-alive connections to time out.
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    server = await startServer(pg.url);
    await writing;
    const stored = await listRoomNumbers(server.url);
    const lost = acknowledged.filter((name) => !stored.has(name));
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(0);
  }, 90_000);

  it('answers 503 while PostgreSQL is down, recovers by itself, and keeps every acknowledged write', async () => {
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    let stop = false;
    const writing = (async () => {
      let i = 0;
      while (!stop && i < 5_000) {
        i += 1;
        const name = `Outage ${i}`;
        const r = await addRoom(name);
        statuses.add(r.status);
        if (r.status === 201) acknowledged.push(name);
        else await new Promise((res) => setTimeout(res, 50));
      }
    })();
    await new Promise((r) => setTimeout(r, 500));
    pg.stop();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    await new Promise((r) => setTimeout(r, 1_000));
    pg.start();
    await waitForHealth(server.url);
    const afterRecovery = acknowledged.length;
    await new Promise((r) => setTimeout(r, 1_000));
    stop = true;
    await writing;
    expect(statuses.has(503)).toBe(true);
    expect([...statuses].filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(afterRecovery);
    const stored = await listRoomNumbers(server.url);
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  }, 90_000);

  it('a realtime stream that drops catches up: resync after the database returns, events after reconnecting', async () => {
    const first = await openStream(server.url, creator.accessToken);
    expect(await first.waitFor('event: ready', 5_000)).toBe(true);
    pg.stop();
    await new Promise((r) => setTimeout(r, 500));
    pg.start();
    expect(await first.waitFor('event: resync', 20_000)).toBe(true);
    first.close();

    // A client that lost its stream reconnects and hears the next change.
    const second = await openStream(server.url, creator.accessToken);
    expect(await second.waitFor('event: ready', 5_000)).toBe(true);
    await waitForHealth(server.url);
    await api(server.url, 'PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { destination: 'Po awarii' } });
    expect(await second.waitFor(trip.id, 5_000)).toBe(true);
    second.close();
  }, 90_000);
});

describe('hostile uploads against the built server (its bundled import worker)', () => {
  it('keeps answering /api/health while decompression bombs and the costliest accepted file are uploaded', async () => {
    const upload = async (file: Uint8Array) =>
      fetch(`${server.url}/api/trips/${trip.id}/students/import/preview`, {
        method: 'POST',
        headers: { authorization: `Bearer ${creator.accessToken}`, 'content-type': 'application/octet-stream' },
        body: file,
      });
    const csv = new TextEncoder().encode('Imię i nazwisko;Dieta\nAla Kot;wegetariańska\n');
    const ok = await upload(csv);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { rows: unknown[] }).rows).toHaveLength(1);

    const files = [await spacesBomb(), await worstAcceptedWorkbook()];
    const statuses: number[] = [];
    let uploading = true;
    const uploads = load(8_000, 3, 30, async (i) => {
      const response = await upload(files[i % files.length]!);
      statuses.push(response.status);
      await response.arrayBuffer();
    }).finally(() => (uploading = false));
    const health: number[] = [];
    while (uploading) {
      health.push((await fetch(`${server.url}/api/health`)).status);
      await new Promise((r) => setTimeout(r, 50));
    }
    await uploads;
    expect(statuses.length).toBeGreaterThan(0);
    // Refused (413 bomb, 400 too many rows or too slow, 503 while the readers are busy); never an error of the server.
    expect(statuses.every((status) => [400, 413, 503].includes(status)), statuses.join(',')).toBe(true);
    expect(health.length).toBeGreaterThan(20);
    expect(health.every((status) => status === 200)).toBe(true);
  }, 60_000);
});
