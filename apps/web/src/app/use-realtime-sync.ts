import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forgetDeletedRecord, forgetTrip, invalidateTopic } from '@/lib/query-keys';
import { startRealtime } from '@/lib/realtime-client';
import { invalidateAfterChange, refetchOnceSettled } from '@/lib/refetch-after-change';
import { emitRealtimeEvent } from '@/lib/realtime-listeners';

/**
 * While signed in, the server's change stream keeps the cached data fresh: an event refetches the
 * queries its topic can alter on its trip (lib/query-keys.ts), a deletion drops the deleted record,
 * and a resync (or a reconnect, which may have missed events) refetches everything; data read before
 * the stream listened, from before a change it will never tell of, is refetched once it has come.
 */
export function useRealtimeSync(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return startRealtime({
      onChange: (event) => {
        if (event.topic === 'trips' && event.action === 'deleted') void forgetTrip(queryClient, event.tripId);
        else {
          if (event.action === 'deleted' && event.entityId) forgetDeletedRecord(queryClient, event.tripId, event.entityId);
          void invalidateTopic(queryClient, event.tripId, event.topic);
        }
        emitRealtimeEvent(event);
      },
      onResync: () => void invalidateAfterChange(queryClient),
      onStale: () => refetchOnceSettled(queryClient),
    });
  }, [enabled, queryClient]);
}
