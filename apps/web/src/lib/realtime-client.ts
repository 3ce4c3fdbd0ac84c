import type { RealtimeEvent, RealtimeReady } from '@wycieczki/shared';
import { streamListening } from './change-count';
import { refreshSession } from './refresh-session';
import { sessionStore } from './session-store';
import { createSseParser, type SseMessage } from './sse-parser';

export type RealtimeHandlers = {
  onChange: (event: RealtimeEvent) => void;
  /** Notifications may have been missed (the server said so, or the stream was reconnected): refetch everything. */
  onResync: () => void;
  /**
   * Data read before the first stream began to listen may have missed a change (lib/change-count.ts):
   * refetch it, without holding up what is still loading. `onResync` when not given.
   */
  onStale?: () => void;
};

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;
/** A token this close to expiry is refreshed before connecting: the server would end the stream at once. */
const TOKEN_MARGIN_MS = 5_000;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

async function currentAccessToken(): Promise<string | null> {
  const session = sessionStore.getSession();
  if (!session) return null;
  if (session.accessTokenExpiresAt - Date.now() > TOKEN_MARGIN_MS) return session.accessToken;
  const fresh = await refreshSession(session.refreshToken);
  return fresh?.accessToken ?? null;
}

function isRealtimeEvent(value: unknown): value is RealtimeEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.tripId === 'string' && typeof v.topic === 'string' && typeof v.action === 'string';
}

/** The count the stream listens from; null from a server that does not send it. */
function readyChanges(data: string): number | null {
  try {
    const ready = JSON.parse(data) as Partial<RealtimeReady> | null;
    return typeof ready?.changes === 'number' && Number.isSafeInteger(ready.changes) ? ready.changes : null;
  } catch {
    return null;
  }
}

async function readStream(body: ReadableStream<Uint8Array>, onMessage: (message: SseMessage) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const feed = createSseParser(onMessage);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    feed(decoder.decode(value, { stream: true }));
  }
}

/**
 * Listens to GET /api/events until `stop` is called. EventSource cannot send the Authorization
 * header, hence fetch + a stream parser. The server ends the stream when the access token expires;
 * every end or failure reconnects (0.5 s, doubling to 10 s) with the latest token of the session.
 */
export function startRealtime(handlers: RealtimeHandlers): () => void {
  const controller = new AbortController();
  const { signal } = controller;

  /** Ends the current stream's watch over data read before it (lib/change-count.ts). */
  let stopListening = () => {};

  const handle = (message: SseMessage, isReconnect: boolean): boolean => {
    if (message.event === 'ready') {
      const changes = readyChanges(message.data);
      // A reconnect may have missed anything; a first stream only what was read before it listened.
      if (isReconnect) handlers.onResync();
      if (changes !== null) stopListening = streamListening(changes, isReconnect ? () => {} : (handlers.onStale ?? handlers.onResync));
      return true;
    }
    if (message.event === 'resync') handlers.onResync();
    if (message.event === 'change') {
      try {
        const event: unknown = JSON.parse(message.data);
        if (isRealtimeEvent(event)) handlers.onChange(event);
      } catch {
        // An unreadable message changes nothing; the next resync catches up.
      }
    }
    return false;
  };

  const run = async () => {
    let delay = FIRST_RETRY_MS;
    let everConnected = false;
    while (!signal.aborted) {
      try {
        const token = await currentAccessToken();
        if (!token) return;
        const response = await fetch('/api/events', {
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
          cache: 'no-store',
          // A stream open for the whole visit: the screen's own requests go first, and a page with only
          // this one open counts as loaded (Lighthouse waited its whole 45 s for a 'High' one).
          priority: 'low',
          signal,
        });
        if (response.status === 401) {
          const session = sessionStore.getSession();
          if (session) await refreshSession(session.refreshToken);
        } else if (response.ok && response.body) {
          const isReconnect = everConnected;
          await readStream(response.body, (message) => {
            if (handle(message, isReconnect)) {
              everConnected = true;
              delay = FIRST_RETRY_MS;
            }
          });
        }
      } catch {
        // Network failure, or stopped: decided below.
      }
      stopListening();
      if (signal.aborted) return;
      await sleep(delay, signal);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  };

  void run();
  return () => {
    controller.abort();
    stopListening();
  };
}
