import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog whose code (a form, its schema and react-hook-form) loads the first time it opens, not with
 * the screen: `show` mounts it, and closing unmounts it. What was typed survives in its draft
 * (lib/form-draft.ts), not in a hidden component.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog({ show, ...props }: { show: boolean } & P) {
    if (!show) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as unknown as P)} />
      </Suspense>
    );
  };
}
