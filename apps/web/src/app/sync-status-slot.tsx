import { lazySlot } from '@/components/lazy-slot';

/** With the outbox's storage, only for a signed-in user. Must be rendered inside the signed-in providers. */
export const SyncStatusSlot = lazySlot(() => import('./sync-status'));
