import type { RealtimeEvent } from '@wycieczki/shared';

type Fetcher = { request(input: string, init?: RequestInit): Response | Promise<Response> };

export type StreamMessage = { event: string; data: unknown };

/** Opens GET /api/events on an app and reads its server-sent events, for tests. */
export async function openEventStream(app: Fetcher, token: string) {
  const controller = new AbortController();
  const response = await app.request('/api/events', {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`event stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const messages: StreamMessage[] = [];
  // Held in an object: TypeScript narrows a plain `let` to null inside the closures below.
  const waiter: { notify: (() => void) | null } = { notify: null };
  let closed = false;

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) messages.push({ event, data: JSON.parse(data) });
          waiter.notify?.();
        }
      }
    } catch {
      // aborted
    } finally {
      closed = true;
      waiter.notify?.();
    }
  })();

  async function waitFor(predicate: (m: StreamMessage) => boolean, timeoutMs = 3_000): Promise<StreamMessage | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      if (closed || Date.now() >= deadline) return null;
      await new Promise<void>((resolve) => {
        waiter.notify = resolve;
        setTimeout(resolve, Math.max(1, Math.min(50, deadline - Date.now())));
      });
    }
  }

  await waitFor((m) => m.event === 'ready');

  return {
    messages,
    isClosed: () => closed,
    /**
     * The first change event about a trip (and topic, action, summary), or null after the timeout.
     * Filter by action or summary where an earlier change (e.g. the trip's creation) may still be on its way.
     */
    nextChange(
      tripId: string,
      topic?: RealtimeEvent['topic'],
      { timeoutMs, action, summary }: { timeoutMs?: number; action?: RealtimeEvent['action']; summary?: string } = {},
    ) {
      return waitFor((m) => {
        if (m.event !== 'change') return false;
        const event = m.data as RealtimeEvent;
        return (
          event.tripId === tripId &&
          (!topic || event.topic === topic) &&
          (!action || event.action === action) &&
          (!summary || event.summary === summary)
        );
      }, timeoutMs).then((m) => (m ? (m.data as RealtimeEvent) : null));
    },
    async close() {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    },
  };
}
