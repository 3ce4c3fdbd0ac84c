import type { Session } from '@wycieczki/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/** Signing in and signing up both answer a session, which becomes the signed-in state (in every tab). */
export function useSessionMutation<Input>(path: '/auth/sign-in' | '/auth/sign-up') {
  return useMutation({
    mutationFn: (input: Input) => apiRequest<Session>(path, { method: 'POST', body: input }),
    onSuccess: (session) => sessionStore.setSession(session),
  });
}
