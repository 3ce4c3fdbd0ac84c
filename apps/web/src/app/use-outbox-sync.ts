import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applySentChange } from '@/features/attendance/api/roll-call';
import { applySentDose } from '@/features/medicines/api/apply-sent-dose';
import { listenToOutbox, outbox } from '@/lib/outbox/device-outbox';
import { noteSynced } from '@/lib/outbox/sync-state';
import { invalidateTopic } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** After a send has to wait, the next try comes after this, doubling up to the longest wait. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60_000;

const pendingOf = (userId: string) => outbox.getState().pending.filter((c) => c.userId === userId);

/**
 * Sends the signed-in user's outbox (docs/decisions/017): at once when a change is made, when the
 * network returns, and after a wait that grows while the server cannot be reached. When it empties,
 * 'Zsynchronizowano' shows and the trips' attendance is read again from the server.
 */
export function useOutboxSync(userId: string, ready: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    listenToOutbox({
      // A dose's mark (issue 54) is the medicines' own; the rest is the roll call's.
      sent: (change, answer) => (change.kind === 'dose' ? applySentDose(queryClient, change, answer) : applySentChange(queryClient, change, answer)),
      refused: (change) => {
        // What the screen guessed is read again from the server; the change waits under 'Nie wysłano'.
        void invalidateTopic(queryClient, change.tripId, change.kind === 'dose' ? 'medicine_doses' : 'attendance_checks');
        toast.error('Nie wysłano zmiany', { description: `${change.label}. Powód: ${change.reason}`, duration: 10_000 });
      },
    });
    return () => listenToOutbox(null);
  }, [queryClient]);

  // Changes another user left unsent on this device can never be sent as this one.
  useEffect(() => {
    void outbox.discardOtherUsers(userId).then((count) => {
      if (count > 0) toast.warning(`Usunięto niewysłane zmiany innego użytkownika tego urządzenia: ${count}.`, { duration: 10_000 });
    });
  }, [userId]);

  useEffect(() => {
    if (!ready) return;
    let stopped = false;
    let running = false;
    let timer: number | undefined;
    let wait = FIRST_RETRY_MS;

    const run = async () => {
      if (stopped || running || !onlineManager.isOnline() || pendingOf(userId).length === 0) return;
      running = true;
      window.clearTimeout(timer);
      const trips = new Set<string>();
      try {
        for (;;) {
          for (const change of pendingOf(userId)) trips.add(change.tripId);
          const outcome = await outbox.flush(userId);
          if (stopped) return;
          if (outcome === 'later') {
            timer = window.setTimeout(() => void run(), wait);
            wait = Math.min(wait * 2, LONGEST_RETRY_MS);
            return;
          }
          wait = FIRST_RETRY_MS;
          // A change made while the last one was on its way: send it too.
          if (pendingOf(userId).length === 0) break;
        }
        noteSynced();
        for (const tripId of trips) void invalidateTopic(queryClient, tripId, 'attendance_checks');
      } finally {
        running = false;
      }
    };

    void run();
    const offOutbox = outbox.subscribe(() => void run());
    const offOnline = onlineManager.subscribe((online) => {
      if (!online) return;
      wait = FIRST_RETRY_MS;
      void run();
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      offOutbox();
      offOnline();
    };
  }, [ready, userId, queryClient]);
}
