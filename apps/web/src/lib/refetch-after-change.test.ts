import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfterChange, refetchOnceSettled } from './refetch-after-change';

describe('refetchOnceSettled', () => {
  it('lets a query in flight finish, then asks once more; an idle one at once; many calls in one task count once', async () => {
    const client = new QueryClient();
    let loadingCalls = 0;
    let release!: (value: string) => void;
    const observerOptions = { queryKey: ['loading'], queryFn: () => (loadingCalls++ === 0 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve('fresh')) };
    let idleCalls = 0;
    // Observed, as a screen's queries are, so a refetch runs.
    const loading = new QueryObserver(client, observerOptions).subscribe(() => undefined);
    const idle = new QueryObserver(client, { queryKey: ['idle'], queryFn: async () => `idle ${++idleCalls}` }).subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const idleBefore = idleCalls;

    refetchOnceSettled(client);
    refetchOnceSettled(client);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The loading query is not cancelled and asked again while it is on its way.
    expect(loadingCalls).toBe(1);
    expect(idleCalls).toBe(idleBefore + 1);

    release('first');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadingCalls).toBe(2);
    expect(client.getQueryData(['loading'])).toBe('fresh');
    loading();
    idle();
  });
});

describe('invalidateAfterChange', () => {
  /** A query observed as a screen's is, whose answers the test hands out one by one. */
  function heldQuery(client: QueryClient, queryKey: string[]) {
    const pending: ((value: string) => void)[] = [];
    const unsubscribe = new QueryObserver(client, { queryKey, queryFn: () => new Promise<string>((resolve) => pending.push(resolve)) }).subscribe(() => undefined);
    return { pending, unsubscribe };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('asks a query still waiting for its first answer again once that answer has come, which was read before the change', async () => {
    const client = new QueryClient();
    const list = heldQuery(client, ['trips']);
    await tick();
    expect(list.pending).toHaveLength(1);

    const done = invalidateAfterChange(client, { queryKey: ['trips'], exact: true });
    await tick();
    // Not cancelled and asked again: the screen gets its first answer as soon as it comes.
    expect(list.pending).toHaveLength(1);
    list.pending[0]!('read before the change');
    await tick();
    expect(client.getQueryData(['trips'])).toBe('read before the change');
    // invalidateQueries alone stops here, with the old answer shown until the next change.
    expect(list.pending).toHaveLength(2);
    list.pending[1]!('read after the change');
    await done;
    expect(client.getQueryData(['trips'])).toBe('read after the change');
    list.unsubscribe();
  });

  it('cancels and asks again a query with data whose refetch is on its way, refreshes an idle one, and leaves others alone', async () => {
    const client = new QueryClient();
    const shown = heldQuery(client, ['trips', 't1', 'students']);
    await tick();
    shown.pending[0]!('first');
    await tick();
    void client.refetchQueries({ queryKey: ['trips', 't1', 'students'] });
    await tick();
    expect(shown.pending).toHaveLength(2);
    let idleCalls = 0;
    const idle = new QueryObserver(client, { queryKey: ['trips', 't1', 'rooms'], queryFn: async () => ++idleCalls }).subscribe(() => undefined);
    let otherCalls = 0;
    const other = new QueryObserver(client, { queryKey: ['trips', 't2', 'rooms'], queryFn: async () => ++otherCalls }).subscribe(() => undefined);
    await tick();

    const done = invalidateAfterChange(client, { queryKey: ['trips', 't1'] });
    await tick();
    expect(shown.pending).toHaveLength(3);
    shown.pending[1]!('cancelled, never shown');
    shown.pending[2]!('fresh');
    await done;
    expect(client.getQueryData(['trips', 't1', 'students'])).toBe('fresh');
    expect(idleCalls).toBe(2);
    expect(otherCalls).toBe(1);
    shown.unsubscribe();
    idle();
    other();
  });

  it('settles when a query waiting for its first answer is dropped meanwhile', async () => {
    const client = new QueryClient();
    const list = heldQuery(client, ['trips']);
    await tick();
    const done = invalidateAfterChange(client);
    list.unsubscribe();
    client.removeQueries({ queryKey: ['trips'] });
    await expect(done).resolves.toBeUndefined();
  });
});
