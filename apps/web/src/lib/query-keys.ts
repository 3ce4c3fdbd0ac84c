import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query about a trip lives under ['trips', tripId, ...], so one prefix invalidation refreshes
 * all of a trip's data (students, rooms, attendance...) after a mutation or a realtime event.
 * The list itself is exactly ['trips'].
 */
export const tripKeys = {
  list: () => ['trips'] as const,
  trip: (tripId: string) => ['trips', tripId] as const,
  guardians: (tripId: string) => ['trips', tripId, 'guardians'] as const,
};

export const userKeys = {
  search: (query: string) => ['users', 'search', query] as const,
};

/** Refetches the trip list and everything of one trip. */
export function invalidateTrip(queryClient: QueryClient, tripId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tripKeys.list(), exact: true }),
    queryClient.invalidateQueries({ queryKey: tripKeys.trip(tripId) }),
  ]).then(() => undefined);
}

/**
 * A student, room or attendance list deleted by someone else: it leaves the cached lists and its own
 * queries are dropped, so the screen moves on without asking for it again (that would be a 404).
 */
export function forgetDeletedRecord(queryClient: QueryClient, tripId: string, recordId: string): void {
  queryClient.removeQueries({ queryKey: tripKeys.trip(tripId), predicate: (query) => query.queryKey.includes(recordId) });
  for (const [queryKey, data] of queryClient.getQueriesData<unknown>({ queryKey: tripKeys.trip(tripId) })) {
    if (!Array.isArray(data)) continue;
    const kept = data.filter((item: unknown) => (item as { id?: unknown } | null)?.id !== recordId);
    if (kept.length !== data.length) queryClient.setQueryData(queryKey, kept);
  }
}

/** A deleted trip (or one the user lost access to): its queries would only answer 404 now. */
export function forgetTrip(queryClient: QueryClient, tripId: string): Promise<void> {
  queryClient.removeQueries({ queryKey: tripKeys.trip(tripId) });
  return queryClient.invalidateQueries({ queryKey: tripKeys.list(), exact: true });
}
