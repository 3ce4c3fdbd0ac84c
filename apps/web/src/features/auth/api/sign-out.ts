import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { clearDrafts } from '@/lib/form-draft';
import { sessionStore } from '@/lib/session-store';
import { signOutIsGuarded } from '@/lib/sign-out-guard';
import { finishBeforeSignIn, goToSignIn, keepFlash } from '@/lib/sign-in-page';

export function signOut(refreshToken: string): Promise<void> {
  // keepalive: the revocation is sent while the page is left for the sign-in screen.
  return apiRequest<void>('/auth/sign-out', { method: 'POST', body: { refreshToken }, keepalive: true });
}

/**
 * Forgets the session at once (in every tab; the user's query cache goes with the signed-in
 * providers), wipes the device's copy and outbox, revokes the session on the server, and loads the
 * sign-in screen, which says 'Wylogowano'. The screen loads only once the wipe has ended: leaving
 * the page earlier could cut it short.
 */
export function useSignOut(): () => void {
  return useCallback(() => {
    const proceed = () => {
      const session = sessionStore.getSession();
      // Nothing of the trips or of the roll call stays on the device (docs/decisions/017).
      finishBeforeSignIn(import('@/lib/device-wipe').then(({ wipeDevice }) => wipeDevice()));
      keepFlash({ kind: 'success', message: 'Wylogowano' });
      clearDrafts();
      if (session) {
        // This phone's notifications end with the session (issue 50): the server forgets the device
        // while the session still may ask it to, then the session is revoked.
        const forgotten = import('@/lib/push-resend').then(({ forgetThisDevice }) => forgetThisDevice(session.accessToken)).catch(() => undefined);
        finishBeforeSignIn(forgotten.then(() => signOut(session.refreshToken)).catch(() => undefined));
      }
      sessionStore.setSession(null);
      goToSignIn();
    };
    if (!signOutIsGuarded(proceed)) proceed();
  }, []);
}
