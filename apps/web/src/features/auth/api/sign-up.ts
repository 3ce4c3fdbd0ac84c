import type { Session, SignUpInput } from '@wycieczki/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

export function signUp(input: SignUpInput): Promise<Session> {
  return apiRequest<Session>('/auth/sign-up', { method: 'POST', body: input });
}

/** The server signs the new user in, so a successful sign-up stores the session. */
export function useSignUp() {
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => sessionStore.setSession(session),
  });
}
