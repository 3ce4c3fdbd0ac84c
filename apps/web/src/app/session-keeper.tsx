import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { refreshSession } from '@/lib/refresh-session';
import { sessionStore } from '@/lib/session-store';
import { useAuth } from '@/lib/use-session';

/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;

/** Keeps the session alive: restores it at start-up, refreshes it before expiry, and drops cached data of a previous user. */
export function SessionKeeper({ children }: { children: ReactNode }) {
  const { session, user } = useAuth();
  const queryClient = useQueryClient();
  const previousUserId = useRef(user?.id ?? null);

  // A stored session whose access token is already (nearly) spent is refreshed before screens load data.
  useEffect(() => {
    const stored = sessionStore.getSession();
    if (!stored || !sessionStore.getState().restoring) return;
    refreshSession(stored.refreshToken)
      .catch(() => undefined)
      .finally(() => sessionStore.setRestoring(false));
  }, []);

  useEffect(() => {
    if (!session) return;
    let timer: number | undefined;
    const schedule = (delay: number) => {
      timer = window.setTimeout(() => {
        refreshSession(session.refreshToken).catch(() => schedule(RETRY_AFTER_FAILURE_MS));
      }, Math.max(0, delay));
    };
    schedule(session.accessTokenExpiresAt - Date.now() - REFRESH_MARGIN_MS);
    return () => window.clearTimeout(timer);
  }, [session]);

  // Sign-out (here or in another tab) or a different user: nothing cached may leak to the next one.
  useEffect(() => {
    const currentId = user?.id ?? null;
    if (previousUserId.current !== currentId) queryClient.clear();
    previousUserId.current = currentId;
  }, [user?.id, queryClient]);

  return children;
}
