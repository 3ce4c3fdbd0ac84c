import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';
import { clearDrafts } from '@/lib/form-draft';
import { sessionStore } from '@/lib/session-store';

export function signOut(refreshToken: string): Promise<void> {
  return apiRequest<void>('/auth/sign-out', { method: 'POST', body: { refreshToken } });
}

/** Forgets the session at once (in every tab; the user's query cache goes with the signed-in providers) and revokes it on the server in the background. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const session = sessionStore.getSession();
    sessionStore.setSession(null);
    clearDrafts();
    toast.success('Wylogowano');
    navigate('/auth', { replace: true });
    if (session) void signOut(session.refreshToken).catch(() => undefined);
  }, [navigate]);
}
