import type { Session, SignInInput } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/**
 * Signing in and signing up both answer a session, which becomes the signed-in state (in every
 * tab). Plain requests, not TanStack Query mutations: the sign-in screen loads no query library
 * (the query client lives with the signed-in providers, one per user).
 */
export async function requestSession(path: '/auth/sign-in' | '/auth/sign-up', input: object): Promise<Session> {
  const session = await apiRequest<Session>(path, { method: 'POST', body: input });
  sessionStore.setSession(session);
  return session;
}

export function signIn(input: SignInInput): Promise<Session> {
  return requestSession('/auth/sign-in', input);
}
