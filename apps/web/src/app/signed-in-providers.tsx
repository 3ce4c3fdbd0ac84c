import type { ReactNode } from 'react';
import { CurrentTripProvider } from './current-trip-provider';
import { useRealtimeSync } from './use-realtime-sync';
import { useAuth } from '@/lib/use-session';

/**
 * What only a signed-in user needs: the current trip and the realtime stream. A separate chunk,
 * so the landing page and the sign-in screen load none of it.
 */
export default function SignedInProviders({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  // While a stale session is being refreshed at start-up nothing is fetched with the old token.
  const ready = status === 'signed-in';
  useRealtimeSync(ready);
  if (!user) return children;
  return (
    <CurrentTripProvider key={user.id} userId={user.id} enabled={ready}>
      {children}
    </CurrentTripProvider>
  );
}
