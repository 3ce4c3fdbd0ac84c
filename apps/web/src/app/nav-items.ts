import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/use-session';
import { TEACHER_NAV, type NavSets } from './nav-sections';

const TEACHER: NavSets = { wide: TEACHER_NAV, phone: TEACHER_NAV };

// The head's sections load when a head is signed in (head-nav-items.ts), so nobody else's first screen carries them.
let head: NavSets | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loadedHead = () => head;

function loadHead(): void {
  loading ??= import('./head-nav-items').then(
    (module) => {
      head = module.HEAD_NAV;
      listeners.forEach((listener) => listener());
    },
    () => {
      // Not arrived (no network before the app was stored): the teacher's sections stay, and the next render tries again.
      loading = null;
    },
  );
}

/** The sections of the top bar (`wide`) and of a phone's bottom bar, for the signed-in user's role (issue 48). */
export function useNavItems(): NavSets {
  const { user } = useAuth();
  const isHead = user?.schoolRole === 'head';
  const loaded = useSyncExternalStore(subscribe, loadedHead, loadedHead);
  useEffect(() => {
    if (isHead) loadHead();
  }, [isHead]);
  return isHead && loaded ? loaded : TEACHER;
}
