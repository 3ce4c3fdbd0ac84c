import { lazy, Suspense } from 'react';
import type { TripSwitcherProps } from './trip-switcher';

// The popover (and its positioning library) loads only once there is a trip to switch between,
// which keeps it out of the landing page's and the sign-in screen's JavaScript.
const TripSwitcher = lazy(() => import('./trip-switcher'));

/** Renders nothing while there are no trips. */
export function TripSwitcherSlot(props: TripSwitcherProps) {
  if (props.trips.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TripSwitcher {...props} />
    </Suspense>
  );
}
