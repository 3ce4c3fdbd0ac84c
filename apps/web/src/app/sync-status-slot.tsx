import { lazy, Suspense } from 'react';

// With the outbox's storage, only for a signed-in user (like the trip switcher and the bell).
const SyncStatus = lazy(() => import('./sync-status'));

/** Must be rendered inside the signed-in providers. */
export function SyncStatusSlot() {
  return (
    <Suspense fallback={null}>
      <SyncStatus />
    </Suspense>
  );
}
