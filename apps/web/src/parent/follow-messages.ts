import { linkSecret } from './parent-api';

/** The wait before reconnecting a dropped stream: 1, 2, 4… seconds, at most half a minute. */
const retryMs = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000);

/**
 * 'Komunikaty' live (issue 50): the trip's stream for this link (`/api/parent/events`, the secret in
 * its header as for every call, so never in an address or a log). `onChange` runs when it opens (to
 * catch up on what came while it was closed) and at each new message; a dropped stream comes back by
 * itself; `onExpired` when the link no longer opens. Returns the function that stops it.
 */
export function followMessages(onChange: () => void, onExpired: () => void): () => void {
  const stop = new AbortController();
  let attempt = 0;

  const readOnce = async () => {
    const response = await fetch('/api/parent/events', {
      headers: { Accept: 'text/event-stream', 'X-Parent-Link': linkSecret() },
      referrerPolicy: 'no-referrer',
      signal: stop.signal,
    });
    if (response.status === 404) {
      onExpired();
      return false;
    }
    if (!response.ok || !response.body) return true;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return true;
      attempt = 0;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      // 'ready', 'change' or 'resync': each means the messages may differ from what the page shows.
      if (blocks.some((block) => /^event: (ready|change|resync)$/m.test(block))) onChange();
    }
  };

  void (async () => {
    while (!stop.signal.aborted) {
      const again = await readOnce().catch(() => true);
      if (!again || stop.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, retryMs(attempt++)));
    }
  })();
  return () => stop.abort();
}
