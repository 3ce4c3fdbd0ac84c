import type { Session, SignInInput } from '@wycieczki/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

export function signIn(input: SignInInput): Promise<Session> {
  return apiRequest<Session>('/auth/sign-in', { method: 'POST', body: input });
}

export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => sessionStore.setSession(session),
  });
}
