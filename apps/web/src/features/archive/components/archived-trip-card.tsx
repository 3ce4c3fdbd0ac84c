import type { ArchivedTrip } from '@wycieczki/shared';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { formatCheckDate } from '@/lib/format-date';
import { formatDateSpan } from '@/lib/format-date-range';

/** One archived trip in the list: its name and dates as they were, the answers counted, and until when it is kept. */
export function ArchivedTripCard({ trip }: { trip: ArchivedTrip }) {
  return (
    <Card data-testid="archived-trip" className="relative grid h-full content-start gap-2 p-4 transition-colors focus-within:border-ring hover:border-primary/40">
      <h2 className="font-semibold leading-tight">
        <Link
          to={`/consent-archive/${trip.tripId}`}
          className="wrap-anywhere after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
        >
          {trip.tripName}
        </Link>
      </h2>
      <p className="text-sm text-muted-foreground">
        <span className="whitespace-nowrap">{formatDateSpan(trip.startDate, trip.endDate)}</span>
        {trip.schoolName ? (
          <>
            {' · '}
            <span className="wrap-anywhere">{trip.schoolName}</span>
          </>
        ) : null}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-muted-foreground">Zgody</dt>
        <dd>
          tak: {trip.given}, nie: {trip.refused}, brak: {trip.missing}
        </dd>
        <dt className="text-muted-foreground">Przechowywane do</dt>
        <dd>{formatCheckDate(trip.keepUntil)}</dd>
      </dl>
    </Card>
  );
}
