// Realtime latency: N open event streams; for each committed change (the PATCH has answered),
// the time until the event reaches each subscriber.

async function openStream(base, token, onEvent) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready;
  const readyPromise = new Promise((resolve) => (ready = resolve));
  (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith('event: ready')) ready();
          else if (block.startsWith('event: change')) onEvent(Date.now(), block);
        }
      }
    } catch {
      // closed
    }
  })();
  await readyPromise;
  return () => controller.abort();
}

export async function measureRealtime({ base, token, tripId, streams = 500, changes = 20 }) {
  const pending = new Map();
  const latencies = [];
  const closers = [];
  for (let i = 0; i < streams; i += 1) {
    closers.push(
      await openStream(base, token, (at, block) => {
        const marker = /"summary":"[^"]*?(bench-\d+)/.exec(block)?.[1];
        const committedAt = marker ? pending.get(marker) : undefined;
        if (committedAt !== undefined) latencies.push(at - committedAt);
      }),
    );
  }
  for (let n = 0; n < changes; n += 1) {
    const marker = `bench-${n}`;
    // Timed from the moment the change is sent: an upper bound on commit-to-event, since the
    // event may arrive before the HTTP answer does.
    pending.set(marker, Date.now());
    const response = await fetch(`${base}/api/trips/${tripId}/attendance`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: marker, date: '2026-05-11', time: '09:00' }),
    });
    if (response.status !== 201) throw new Error(`change failed: ${response.status}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  await new Promise((r) => setTimeout(r, 1_000));
  closers.forEach((close) => close());
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? null;
  return { streams, changes, delivered: latencies.length, expected: streams * changes, p50: pick(0.5), p95: pick(0.95), max: latencies.at(-1) ?? null };
}
