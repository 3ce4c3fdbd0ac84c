import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';
import { clearDrafts } from '@/lib/form-draft';
import { sessionStore } from '@/lib/session-store';
import { signOutIsGuarded } from '@/lib/sign-out-guard';

export function signOut(refreshToken: string): Promise<void> {
  return apiRequest<void>('/auth/sign-out', { method: 'POST', body: { refreshToken } });
}

/** Forgets the session at once (in every tab; the user's query cache goes with the signed-in providers, and the device's copy and outbox are wiped) and revokes it on the server in the background. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const proceed = () => {
      const session = sessionStore.getSession();
      sessionStore.setSession(null);
      clearDrafts();
      // Nothing of the trips or of the roll call stays on the device (docs/decisions/017).
      void import('@/lib/device-wipe').then(({ wipeDevice }) => wipeDevice());
      toast.success('Wylogowano');
      navigate('/auth', { replace: true });
      if (session) void signOut(session.refreshToken).catch(() => undefined);
    };
    if (!signOutIsGuarded(proceed)) proceed();
  }, [navigate]);
}
