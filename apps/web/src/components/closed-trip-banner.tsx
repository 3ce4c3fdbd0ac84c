import { Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { formatDay } from '@/lib/format-date';

/** Where the banner would only repeat what the screen says: the trips list (its badge) and the money (its close section). */
const QUIET_PATHS = new Set(['/trips', '/payments']);

/**
 * 'Zakończona' (issue 31) on the screens of a closed current trip: why nothing can be edited, and
 * where the money (which still can) is.
 */
export function ClosedTripBanner() {
  const { currentTrip } = useCurrentTrip();
  const { pathname } = useLocation();
  if (!currentTrip?.closed || QUIET_PATHS.has(pathname)) return null;
  return (
    <div data-testid="closed-trip-banner" role="status" className="border-b border-border bg-muted px-4 py-2 text-sm">
      <p className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-2 gap-y-1">
        <Lock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span>
          Wycieczka zakończona {formatDay(currentTrip.closed.at)}: tylko do odczytu. Zmieniać można wpłaty, wydatki i rozliczenie.
        </span>
        <Link to="/payments?widok=rozliczenie" className="font-medium text-primary underline-offset-4 hover:underline">
          Rozliczenie
        </Link>
      </p>
    </div>
  );
}
