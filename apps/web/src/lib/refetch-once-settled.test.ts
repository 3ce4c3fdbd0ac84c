import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchOnceSettled } from './refetch-once-settled';

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
