import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToSaves } from './restoring-query-client-provider';

describe('saving the copy kept on the device', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const saved: PersistedClient[] = [];
    const persister: Persister = {
      persistClient: (client) => void saved.push(client),
      restoreClient: () => Promise.resolve(undefined),
      removeClient: () => undefined,
    };
    const queryClient = new QueryClient();
    const stop = subscribeToSaves({ queryClient, persister });
    return { saved, queryClient, stop };
  }

  it('saves a burst of changes once, with all of them, after it settles', () => {
    const { saved, queryClient, stop } = setUp();
    for (let i = 0; i < 10; i += 1) queryClient.setQueryData(['trips', `t${i}`, 'students'], [{ id: `s${i}` }]);
    vi.advanceTimersByTime(199);
    expect(saved).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.clientState.queries).toHaveLength(10);
    // A later change is a burst of its own.
    queryClient.setQueryData(['trips', 't0', 'students'], [{ id: 'changed' }]);
    vi.advanceTimersByTime(200);
    expect(saved).toHaveLength(2);
    stop();
  });

  it('saves nothing once stopped (a sign-out), even a burst still settling', () => {
    const { saved, queryClient, stop } = setUp();
    queryClient.setQueryData(['trips'], []);
    stop();
    vi.advanceTimersByTime(1000);
    queryClient.setQueryData(['trips'], [{ id: 't1' }]);
    vi.advanceTimersByTime(1000);
    expect(saved).toHaveLength(0);
  });
});
