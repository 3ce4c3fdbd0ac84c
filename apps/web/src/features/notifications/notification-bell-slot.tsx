import { lazySlot } from '@/components/lazy-slot';

/** The popover loads only for a signed-in user. Must be rendered inside the signed-in providers (it follows the current trip). */
export const NotificationBellSlot = lazySlot(() => import('./notification-bell'));
