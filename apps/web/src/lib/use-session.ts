import type { AuthUser, Session } from '@wycieczki/shared';
import { useSyncExternalStore } from 'react';
import { sessionStore } from '@/lib/session-store';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type AuthState = {
  status: AuthStatus;
  session: Session | null;
  user: AuthUser | null;
};

export function useAuth(): AuthState {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
  const status: AuthStatus = state.restoring ? 'loading' : state.session ? 'signed-in' : 'signed-out';
  return { status, session: state.session, user: state.session?.user ?? null };
}
