import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedQueryClientSaveOptions,
  type PersistQueryClientOptions,
} from '@tanstack/query-persist-client-core';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

type RestoringQueryClientProviderProps = {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Once the copy kept on the device is in the cache (or there was none). */
  onRestored: () => void;
  children: ReactNode;
};

/**
 * TanStack's PersistQueryClientProvider, with one difference: the screen drawn from what the device
 * kept (docs/decisions/017) is drawn in a transition. The library ends its restore with a plain state
 * update, which React draws in one task: the whole signed-in screen with its list, the longest task
 * of a signed-in start (issue 23 point 8: 280 ms of a 4x slower phone on /students). In a transition
 * React draws it in slices of a few milliseconds, and a tap meanwhile is answered at once.
 */
export function RestoringQueryClientProvider({ client, persistOptions, onRestored, children }: RestoringQueryClientProviderProps) {
  const [isRestoring, setIsRestoring] = useState(true);
  const latest = useRef({ persistOptions, onRestored });
  useEffect(() => {
    latest.current = { persistOptions, onRestored };
  });
  const restored = useRef(false);

  useEffect(() => {
    const options = { ...latest.current.persistOptions, queryClient: client };
    if (!restored.current) {
      restored.current = true;
      // A copy that cannot be read is no copy (the library removes it): the screen asks the server.
      void persistQueryClientRestore(options)
        .then(() => latest.current.onRestored())
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : subscribeToSaves(options);
  }, [client, isRestoring]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

/** The cache's changes that are written to the device (the library's own list). */
const SAVED_EVENTS: ReadonlySet<string> = new Set(['added', 'removed', 'updated']);
/** How long a burst of changes may run on before it is saved: a screen's answers arrive within it. */
const SAVE_AFTER_MS = 200;

/**
 * The library's `persistQueryClientSubscribe`, saving once per burst of changes. The library copies
 * the whole cache (dehydrate) at every change, tens of them as a screen opens and its answers arrive,
 * and its storage then writes only the last copy of each second. Here a burst is copied once, when it
 * has settled; the storage still writes at most once a second (lib/offline-cache.ts).
 */
export function subscribeToSaves(options: PersistedQueryClientSaveOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    void persistQueryClientSave(options);
  };
  const changed = (event: { type: string }) => {
    if (SAVED_EVENTS.has(event.type) && timer === undefined) timer = setTimeout(save, SAVE_AFTER_MS);
  };
  const stopQueries = options.queryClient.getQueryCache().subscribe(changed);
  const stopMutations = options.queryClient.getMutationCache().subscribe(changed);
  return () => {
    stopQueries();
    stopMutations();
    clearTimeout(timer);
  };
}
