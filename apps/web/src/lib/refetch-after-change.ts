import type { InvalidateQueryFilters, Query, QueryCache, QueryClient } from '@tanstack/react-query';

/** Once the query is no longer fetching (answered, failed or paused): true; false when it is dropped first. */
function settled(cache: QueryCache, query: Query): Promise<boolean> {
  return new Promise((resolve) => {
    const unsubscribe = cache.subscribe((event) => {
      if (event.query !== query || (event.type !== 'removed' && query.state.fetchStatus === 'fetching')) return;
      unsubscribe();
      resolve(event.type !== 'removed');
    });
  });
}

function invalidateOne(queryClient: QueryClient, query: Query): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
}

/**
 * A change has happened: the queries `filters` match are refetched, so each shows data read after it.
 * `invalidateQueries` alone does not do this for a query still waiting for its first answer: TanStack
 * Query cancels a fetch in flight only when the query already has data, and otherwise hands the
 * invalidation that same answer, which may have been read before the change (a list created while a
 * guardian's screen was still loading it stayed without it until the next change). Such a query is
 * invalidated again once its answer has come. The promise settles when every refetch has (as
 * `invalidateQueries`'s does), those later ones included.
 */
export async function invalidateAfterChange(queryClient: QueryClient, filters: InvalidateQueryFilters = {}): Promise<void> {
  const cache = queryClient.getQueryCache();
  const firstAnswerOnItsWay = new Set(cache.findAll(filters).filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined));
  const later = [...firstAnswerOnItsWay].map(async (query) => {
    if (await settled(cache, query)) await invalidateOne(queryClient, query);
  });
  await Promise.all([
    queryClient.invalidateQueries({ ...filters, predicate: (query) => !firstAnswerOnItsWay.has(query) && (filters.predicate?.(query) ?? true) }),
    ...later,
  ]);
}

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
      if (query.state.fetchStatus !== 'fetching') {
        void invalidateOne(queryClient, query);
        continue;
      }
      void settled(cache, query).then(async (answered) => {
        if (answered) await invalidateOne(queryClient, query);
      });
    }
  });
}
