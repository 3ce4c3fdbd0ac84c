import { lazySlot } from '@/components/lazy-slot';

/**
 * The popover (and its positioning library) loads only for a signed-in user. Must be rendered inside
 * the signed-in providers; renders nothing while there are no trips.
 */
export const TripSwitcherSlot = lazySlot(() => import('./current-trip-switcher'));
