import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteReachable, noteUnreachable, subscribeToReach } from './network-reach';

describe('network reach', () => {
  const heard: boolean[] = [];
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    heard.length = 0;
    stop = subscribeToReach((reachable) => heard.push(reachable));
  });
  afterEach(() => {
    noteReachable();
    stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('says unreachable once, probes the server until it answers, then says reachable', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    noteUnreachable();
    noteUnreachable();
    expect(heard).toEqual([false]);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetch).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(heard).toEqual([false]);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(heard).toEqual([false, true]);
    // Reachable again: no more probes.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('takes any answered request as reachable, and says nothing while nothing changes', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    noteReachable();
    expect(heard).toEqual([]);
    noteUnreachable();
    noteReachable();
    expect(heard).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(fetch).not.toHaveBeenCalled();
  });
});
