import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export type PreloadableLazy<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk (once); settles when it is loaded. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` whose code can be loaded before the first render asks for it. A component whose chunk
 * has arrived renders at once: React is handed a thenable that is already settled, and does not
 * suspend. A plain `lazy` always suspends once, even on a chunk already loaded, and each Suspense
 * fallback it commits holds the next reveal back by up to 300 ms (React's fallback throttle): a
 * signed-in start showed its spinner for over a second, the phone's compositor drawing it all along
 * (issue 23, point 8).
 */
export function preloadableLazy<P extends object = object>(load: () => Promise<Module<P>>): PreloadableLazy<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const start = (): Promise<Module<P>> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A preload lost on a bad network: the first render asks again. (A load that fails during a
        // render stays failed, as with React.lazy: React keeps the error.)
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => (loaded ? settled(loaded) : start()));
  return Object.assign(Component, { preload: () => start().then(() => undefined) });
}

/**
 * A thenable that calls back at once, in the call to `then`: React.lazy then finds the module
 * resolved before it would suspend. (A resolved Promise calls back only in a later microtask.)
 */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    status: 'fulfilled' as const,
    value,
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}
