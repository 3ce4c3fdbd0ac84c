import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A piece of the signed-in top bar (trip switcher, sync status, notifications) whose code loads only
 * once it is shown, so the landing page and the sign-in screen carry none of it. Shows nothing while loading.
 */
export function lazySlot(load: () => Promise<{ default: ComponentType }>) {
  const Part = lazy(load);
  return function LazySlot() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}
