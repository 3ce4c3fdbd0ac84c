import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isToasterRequested, requestToaster, subscribeToToasterRequest } from '@/lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** After the first screen is up: when the browser is idle (Safari has no requestIdleCallback: a timer). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1500);
  return () => window.clearTimeout(id);
}

/** Where toasts appear. Loads sonner after the first screen, or at once for an earlier toast (lib/toast.ts). */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  useEffect(() => whenIdle(requestToaster), []);
  return requested ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
