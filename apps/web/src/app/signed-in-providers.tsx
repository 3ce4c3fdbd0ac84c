import { useEffect, useState, type ReactNode } from 'react';
import {
  createOfflinePersister,
  dropOtherUsersCaches,
  OFFLINE_CACHE_MAX_AGE_MS,
  OFFLINE_CACHE_VERSION,
  shouldKeepOnDevice,
  wipeOfflineCache,
} from '@/lib/offline-cache';
import { sessionStore } from '@/lib/session-store';
import { useAuth } from '@/lib/use-session';
import { CurrentTripProvider } from './current-trip-provider';
import { createQueryClient } from './query-client';
import { RestoringQueryClientProvider } from './restoring-query-client-provider';
import { useOfflineCopy } from './use-offline-copy';
import { useOutboxSync } from './use-outbox-sync';
import { useRealtimeSync } from './use-realtime-sync';
import { useScrollPerScreen } from './use-scroll-per-screen';

// A session that ends in any way (here or in another tab; 'Wyloguj', or a refresh the server refused)
// takes the trips kept on the device with it. Its unsent roll-call changes stay until 'Wyloguj' or
// another user's sign-in: the same user signing in again sends them (docs/decisions/017).
let signedInAs = sessionStore.getSession()?.user.id ?? null;
sessionStore.subscribe(() => {
  const now = sessionStore.getSession()?.user.id ?? null;
  if (signedInAs !== null && now !== signedInAs) void wipeOfflineCache();
  signedInAs = now;
});

/**
 * What only a signed-in user needs: the query cache (kept on the device for use with no network:
 * docs/decisions/017), the outbox's sending, the current trip and the realtime stream. A separate
 * chunk, so the landing page and the sign-in screen load none of it (not even TanStack Query).
 */
export default function SignedInProviders({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  useScrollPerScreen();
  if (!user) return children;
  // One cache per user: after a sign-out or another user's sign-in nothing cached can reach the next one.
  return (
    <UserProviders key={user.id} userId={user.id}>
      {children}
    </UserProviders>
  );
}

function UserProviders({ userId, children }: { userId: string; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [persistOptions] = useState(() => ({
    persister: createOfflinePersister(userId),
    maxAge: OFFLINE_CACHE_MAX_AGE_MS,
    buster: OFFLINE_CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: shouldKeepOnDevice, shouldDehydrateMutation: () => false },
  }));
  useEffect(() => void dropOtherUsersCaches(userId), [userId]);
  return (
    // What the device kept shows at once, and is read again from the server (when there is a network).
    <RestoringQueryClientProvider client={queryClient} persistOptions={persistOptions} onRestored={() => void queryClient.invalidateQueries()}>
      <LiveTrip userId={userId}>{children}</LiveTrip>
    </RestoringQueryClientProvider>
  );
}

function LiveTrip({ userId, children }: { userId: string; children: ReactNode }) {
  const { status } = useAuth();
  // While a stale session is being refreshed at start-up nothing is fetched with the old token.
  const ready = status === 'signed-in';
  useRealtimeSync(ready);
  useOutboxSync(userId, ready);
  return (
    <CurrentTripProvider userId={userId} enabled={ready}>
      <OfflineCopy ready={ready} />
      {children}
    </CurrentTripProvider>
  );
}

function OfflineCopy({ ready }: { ready: boolean }) {
  useOfflineCopy(ready);
  return null;
}
