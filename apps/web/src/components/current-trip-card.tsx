import type { TripSummary } from '@wycieczki/shared';
import { CalendarDays, MapPin } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatDateRange } from '@/lib/format-date-range';

/** Which trip a screen is showing: its name, destination and dates. */
export function CurrentTripCard({ trip }: { trip: TripSummary }) {
  return (
    <Card className="flex flex-col gap-2 p-5 sm:p-6">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Wybrana wycieczka</p>
      <h2 className="text-lg font-semibold leading-tight">{trip.name}</h2>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {trip.destination}
        </span>
        <span className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {formatDateRange(trip.startDate, trip.endDate)}
        </span>
      </div>
    </Card>
  );
}
