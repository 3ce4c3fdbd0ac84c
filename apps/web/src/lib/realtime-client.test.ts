import type { RealtimeEvent, Session } from '@wycieczki/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stream the test writes server-sent events into, and can end as the server would. */
function serverStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    body,
    send: (event: string, data: unknown) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    raw: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const EVENT: RealtimeEvent = { tripId: 't1', topic: 'rooms', action: 'updated', actorId: 'u2', actorName: 'Anna', summary: 'x', at: '2026-11-23T10:00:00Z' };

function session(): Session {
  return {
    user: { id: 'u1', email: 'a@szkola.test', fullName: 'A' },
    accessToken: 'access-1',
    accessTokenExpiresAt: Date.now() + 10 * 60_000,
    refreshToken: 'refresh-1',
  };
}

async function until(check: () => boolean, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe('the realtime client', () => {
  let streams: ReturnType<typeof serverStream>[];
  let requests: RequestInit[];

  beforeEach(() => {
    vi.resetModules();
    streams = [];
    requests = [];
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
    vi.stubGlobal('window', { setTimeout, clearTimeout, addEventListener: () => undefined });
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      requests.push(init);
      const stream = serverStream();
      streams.push(stream);
      return new Response(stream.body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
  });

  afterEach(() => vi.unstubAllGlobals());

  async function start() {
    const { sessionStore } = await import('./session-store');
    sessionStore.setSession(session());
    const { startRealtime } = await import('./realtime-client');
    const changes: RealtimeEvent[] = [];
    let resyncs = 0;
    const stop = startRealtime({ onChange: (event) => changes.push(event), onResync: () => (resyncs += 1) });
    return { changes, resyncs: () => resyncs, stop };
  }

  it('hands each change to the app and ignores what it cannot read', async () => {
    const client = await start();
    await until(() => streams.length === 1);
    expect(new Headers(requests[0]?.headers).get('authorization')).toBe('Bearer access-1');
    // Open for the whole visit, it never goes before a screen's own requests.
    expect(requests[0]?.priority).toBe('low');
    streams[0]!.send('ready', { userId: 'u1' });
    streams[0]!.raw('event: change\ndata: {not json\n\n');
    streams[0]!.send('change', { tripId: 't1' });
    streams[0]!.send('change', EVENT);
    await until(() => client.changes.length === 1);
    expect(client.changes).toEqual([EVENT]);
    // The first connection missed nothing: no resync.
    expect(client.resyncs()).toBe(0);
    client.stop();
  });

  it('asks for a resync when the server says so, and after every reconnect', async () => {
    const client = await start();
    await until(() => streams.length === 1);
    streams[0]!.send('ready', { userId: 'u1' });
    streams[0]!.send('resync', {});
    await until(() => client.resyncs() === 1);
    // The server ends the stream (its token expired): the client connects again and catches up.
    streams[0]!.end();
    await until(() => streams.length === 2);
    streams[1]!.send('ready', { userId: 'u1' });
    await until(() => client.resyncs() === 2);
    client.stop();
  });

  it('refetches what was read before the stream listened, when a change may have slipped between', async () => {
    const { noteChangeCount } = await import('./change-count');
    // The trips list was read when the server had received 4 changes; the stream listens from 5.
    noteChangeCount(4);
    const client = await start();
    await until(() => streams.length === 1);
    streams[0]!.send('ready', { userId: 'u1', changes: 5 });
    await until(() => client.resyncs() === 1);
    // A read still in flight when the stream began, from before a change: once more.
    noteChangeCount(4);
    expect(client.resyncs()).toBe(2);
    // Reads after the stream listens miss nothing.
    noteChangeCount(5);
    noteChangeCount(9);
    expect(client.resyncs()).toBe(2);
    client.stop();
  });

  it('refetches nothing when no change came between the reads and the stream', async () => {
    const { noteChangeCount } = await import('./change-count');
    noteChangeCount(7);
    const client = await start();
    await until(() => streams.length === 1);
    streams[0]!.send('ready', { userId: 'u1', changes: 7 });
    streams[0]!.send('change', EVENT);
    await until(() => client.changes.length === 1);
    noteChangeCount(7);
    expect(client.resyncs()).toBe(0);
    client.stop();
    // After the stream, reads are kept for the next one's start.
    await new Promise((resolve) => setTimeout(resolve, 20));
    noteChangeCount(3);
    expect(client.resyncs()).toBe(0);
  });

  it('stops for good when stopped, and never connects without a session', async () => {
    const client = await start();
    await until(() => streams.length === 1);
    client.stop();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(streams).toHaveLength(1);

    const { sessionStore } = await import('./session-store');
    sessionStore.setSession(null);
    const { startRealtime } = await import('./realtime-client');
    const stop = startRealtime({ onChange: () => undefined, onResync: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(streams).toHaveLength(1);
    stop();
  });
});
