import { lazy, Suspense } from 'react';

// The popover loads only for a signed-in user, like the trip switcher.
const NotificationBell = lazy(() => import('./notification-bell'));

/** Must be rendered inside the signed-in providers (it follows the current trip). */
export function NotificationBellSlot() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
