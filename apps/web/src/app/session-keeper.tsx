import { useEffect, type ReactNode } from 'react';
import { refreshSession } from '@/lib/refresh-session';
import { sessionStore } from '@/lib/session-store';
import { useAuth } from '@/lib/use-session';

/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;

let restoreStarted = false;

/**
 * A stored session whose access token is already (nearly) spent is refreshed before screens load
 * data, once per page. Called at start-up (main.tsx), beside the loading of the signed-in chunks, and
 * again by SessionKeeper, which then finds it started.
 */
export function restoreStoredSession(): void {
  const stored = sessionStore.getSession();
  if (restoreStarted || !stored || !sessionStore.getState().restoring) return;
  restoreStarted = true;
  refreshSession(stored.refreshToken)
    .catch(() => undefined)
    .finally(() => sessionStore.setRestoring(false));
}

/** Keeps the session alive: restores it at start-up and refreshes it before expiry. (Each user's cached data goes with their query client: app/signed-in-providers.tsx.) */
export function SessionKeeper({ children }: { children: ReactNode }) {
  const { session } = useAuth();

  useEffect(restoreStoredSession, []);

  useEffect(() => {
    if (!session) return;
    let timer: number | undefined;
    const schedule = (delay: number) => {
      timer = window.setTimeout(() => {
        refreshSession(session.refreshToken).catch(() => schedule(RETRY_AFTER_FAILURE_MS));
      }, Math.max(0, delay));
    };
    schedule(session.accessTokenExpiresAt - Date.now() - REFRESH_MARGIN_MS);
    // With no network a refresh fails and the user stays signed in (the access token just waits);
    // when the network returns, a token that ran out meanwhile is renewed at once (docs/decisions/017).
    const onOnline = () => {
      if (session.accessTokenExpiresAt - Date.now() >= REFRESH_MARGIN_MS) return;
      window.clearTimeout(timer);
      schedule(0);
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [session]);

  return children;
}
