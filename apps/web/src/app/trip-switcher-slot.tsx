import { lazy, Suspense } from 'react';

// The popover (and its positioning library) loads only for a signed-in user, which keeps it out
// of the landing page's and the sign-in screen's JavaScript.
const CurrentTripSwitcher = lazy(() => import('./current-trip-switcher'));

/** Must be rendered inside the signed-in providers; renders nothing while there are no trips. */
export function TripSwitcherSlot() {
  return (
    <Suspense fallback={null}>
      <CurrentTripSwitcher />
    </Suspense>
  );
}
