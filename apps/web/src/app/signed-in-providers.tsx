import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useAuth } from '@/lib/use-session';
import { CurrentTripProvider } from './current-trip-provider';
import { createQueryClient } from './query-client';
import { useRealtimeSync } from './use-realtime-sync';

/**
 * What only a signed-in user needs: the query cache, the current trip and the realtime stream. A
 * separate chunk, so the landing page and the sign-in screen load none of it (not even TanStack Query).
 */
export default function SignedInProviders({ children }: { children: ReactNode }) {
  const { user } = useAuth();
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
  return (
    <QueryClientProvider client={queryClient}>
      <LiveTrip userId={userId}>{children}</LiveTrip>
    </QueryClientProvider>
  );
}

function LiveTrip({ userId, children }: { userId: string; children: ReactNode }) {
  const { status } = useAuth();
  // While a stale session is being refreshed at start-up nothing is fetched with the old token.
  const ready = status === 'signed-in';
  useRealtimeSync(ready);
  return (
    <CurrentTripProvider userId={userId} enabled={ready}>
      {children}
    </CurrentTripProvider>
  );
}
