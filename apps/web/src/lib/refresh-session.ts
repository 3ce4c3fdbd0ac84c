import { MSG, type Session } from '@wycieczki/shared';
import { toast } from '@/lib/toast';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './api-error';
import { readStoredSession, sessionStore } from './session-store';

const LOCK_NAME = 'wycieczki-refresh';

let inFlight: Promise<Session | null> | null = null;

/** Runs `task` under a lock shared by every tab of this origin (when the browser offers one). */
function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    // The lock's typing wraps the callback's promise once more; at run time it resolves to the task's value.
    return navigator.locks.request(LOCK_NAME, task) as unknown as Promise<T>;
  }
  return task();
}

async function callRefresh(refreshToken: string): Promise<Session> {
  let response: Response;
  try {
    response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as Session;
}

/**
 * Exchanges the refresh token `staleToken` for a new session. Refresh tokens rotate and reusing a spent
 * one revokes the whole family, so: one refresh at a time in this tab, one at a time across tabs (lock),
 * and inside the lock a session another tab already rotated is adopted instead of calling the API.
 * Resolves to null when the session is gone (signed out or revoked); rejects on a network failure.
 */
export function refreshSession(staleToken: string): Promise<Session | null> {
  if (inFlight) return inFlight;
  inFlight = withTabLock(async () => {
    const stored = readStoredSession();
    if (!stored) {
      sessionStore.setSession(null);
      return null;
    }
    if (stored.refreshToken !== staleToken) {
      sessionStore.syncFromStorage();
      return stored;
    }
    try {
      const fresh = await callRefresh(stored.refreshToken);
      sessionStore.setSession(fresh);
      return fresh;
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        toast.error(MSG.sessionExpired, { id: 'session-expired' });
        sessionStore.setSession(null);
        return null;
      }
      throw error;
    }
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
