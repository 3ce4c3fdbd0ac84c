import { Suspense, type ComponentType } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';

/**
 * A piece of the signed-in top bar (trip switcher, sync status, notifications) whose code loads only
 * once it is shown, or when a signed-in start preloads it, so the landing page and the sign-in screen
 * carry none of it. Shows nothing while loading.
 */
export function lazySlot(load: () => Promise<{ default: ComponentType }>) {
  const Part = preloadableLazy(load);
  function LazySlot() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  }
  return Object.assign(LazySlot, { preload: Part.preload });
}
