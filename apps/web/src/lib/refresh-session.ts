import { SESSION_MSG, type Session } from '@wycieczki/shared';
import { keepFlash } from '@/lib/sign-in-page';
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

const SPENT_MARK_PREFIX = 'wycieczki-refresh-spent:';
/** How long a tab that rotated a token keeps saying so (the lock manager drops it if the tab closes). */
const SPENT_MARK_MS = 60_000;
/** How long a tab waits for its copy of localStorage to show another tab's new session. */
const CATCH_UP_MS = 3_000;

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

function canMark(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.locks) && typeof crypto !== 'undefined' && Boolean(crypto.subtle);
}

/** A lock name for a spent refresh token: a digest, so the token itself is not written anywhere new. */
async function spentMarkName(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return SPENT_MARK_PREFIX + Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Says "this refresh token was just rotated" through the browser's lock manager, which every tab of
 * the origin sees at once. localStorage does not: each tab reads its own copy, updated a moment after
 * another tab writes, so a tab granted the refresh lock right after the tab that rotated could still
 * read the spent token and present it again, which revokes the session everywhere.
 */
async function markSpent(token: string): Promise<void> {
  if (!canMark()) return;
  const name = await spentMarkName(token);
  await new Promise<void>((held) => {
    void navigator.locks.request(name, { ifAvailable: true }, (lock) => {
      held();
      return lock ? sleep(SPENT_MARK_MS) : undefined;
    });
  });
}

async function isMarkedSpent(token: string): Promise<boolean> {
  if (!canMark()) return false;
  const name = await spentMarkName(token);
  const { held = [] } = await navigator.locks.query();
  return held.some((lock) => lock.name === name);
}

/** The stored session once this tab's copy of localStorage no longer holds `spentToken` (or after CATCH_UP_MS). */
async function storedSessionAfter(spentToken: string): Promise<Session | null> {
  const deadline = Date.now() + CATCH_UP_MS;
  let stored = readStoredSession();
  while (stored?.refreshToken === spentToken && Date.now() < deadline) {
    await sleep(25);
    stored = readStoredSession();
  }
  return stored;
}

/**
 * Exchanges the refresh token `staleToken` for a new session. Refresh tokens rotate and reusing a spent
 * one revokes the whole family, so: one refresh at a time in this tab, one at a time across tabs (lock),
 * and inside the lock a session another tab already rotated is adopted instead of calling the API (even
 * while this tab's copy of localStorage still shows the spent token: see markSpent).
 * Resolves to null when the session is gone (signed out or revoked); rejects on a network failure.
 */
export function refreshSession(staleToken: string): Promise<Session | null> {
  if (inFlight) return inFlight;
  inFlight = withTabLock(async () => {
    let stored = readStoredSession();
    if (stored?.refreshToken === staleToken && (await isMarkedSpent(staleToken))) {
      // Another tab rotated this token a moment ago; its new session is on its way to our copy.
      stored = await storedSessionAfter(staleToken);
      if (stored?.refreshToken === staleToken) throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
    }
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
      await markSpent(stored.refreshToken);
      sessionStore.setSession(fresh);
      return fresh;
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        // Said here, and by the sign-in screen if the ended session takes this tab there; a session
        // ended by a new password says so (issue 48).
        const message = error.code === 'password_changed' ? SESSION_MSG.signedOutPasswordChanged : SESSION_MSG.sessionExpired;
        toast.error(message, { id: 'session-expired' });
        keepFlash({ kind: 'error', message });
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
