import type { Session } from '@wycieczki/shared';

/** The one localStorage key holding the session; other tabs watch it through the `storage` event. */
export const SESSION_KEY = 'wycieczki.session';

export type SessionState = {
  session: Session | null;
  /** True while a stored but expired session is being refreshed at start-up. */
  restoring: boolean;
};

type Listener = () => void;

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const user = v.user as Record<string, unknown> | undefined;
  return (
    typeof v.accessToken === 'string' &&
    typeof v.refreshToken === 'string' &&
    typeof v.accessTokenExpiresAt === 'number' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string' &&
    typeof user.email === 'string'
  );
}

export function readStoredSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeStoredSession(session: Session | null): void {
  try {
    if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage full or blocked (private mode): the session still lives in memory for this tab.
  }
}

/** A stored access token closer than this to expiry is refreshed before any screen uses it. */
export const RESTORE_MARGIN_MS = 30_000;

function initialState(): SessionState {
  const session = typeof window === 'undefined' ? null : readStoredSession();
  const restoring = session !== null && session.accessTokenExpiresAt - Date.now() < RESTORE_MARGIN_MS;
  return { session, restoring };
}

let state: SessionState = initialState();
const listeners = new Set<Listener>();

function emit(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  getState: (): SessionState => state,
  getSession: (): Session | null => state.session,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Saves (or clears with null) the session in this tab and in localStorage, which informs other tabs. */
  setSession(session: Session | null): void {
    writeStoredSession(session);
    emit({ session, restoring: false });
  },
  setRestoring(restoring: boolean): void {
    if (state.restoring !== restoring) emit({ ...state, restoring });
  },
  /** Adopts what another tab wrote, without writing it back. */
  syncFromStorage(): void {
    const stored = readStoredSession();
    if (stored?.refreshToken === state.session?.refreshToken) return;
    emit({ session: stored, restoring: false });
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) sessionStore.syncFromStorage();
  });
}
