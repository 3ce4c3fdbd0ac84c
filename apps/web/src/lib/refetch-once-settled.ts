import type { QueryClient } from '@tanstack/react-query';

/**
 * Refetches every query, each once it has settled: a screen still loading gets its first answer
 * as soon as it comes (not cancelled and asked again), then a fresh one. Several calls in one task
 * (a few stale answers arriving together) refetch once.
 */
let refetchScheduled = false;
export function refetchOnceSettled(queryClient: QueryClient): void {
  if (refetchScheduled) return;
  refetchScheduled = true;
  queueMicrotask(() => {
    refetchScheduled = false;
    const cache = queryClient.getQueryCache();
    for (const query of cache.getAll()) {
      const refetch = () => void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      if (query.state.fetchStatus !== 'fetching') {
        refetch();
        continue;
      }
      const unsubscribe = cache.subscribe((event) => {
        if (event.query !== query || query.state.fetchStatus === 'fetching') return;
        unsubscribe();
        refetch();
      });
    }
  });
}
