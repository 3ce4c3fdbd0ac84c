import { Check, ChevronsUpDown, MapPin } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { PopoverPanel } from '@/components/ui/floating-panel';
import { cn } from '@/lib/cn';

export type TripSwitcherTrip = { id: string; name: string; destination: string };

export type TripSwitcherProps = {
  trips: readonly TripSwitcherTrip[];
  currentTripId: string | null;
  onSelect: (tripId: string) => void;
};

/** Shows the current trip and lets the user pick another. */
export default function TripSwitcher({ trips, currentTripId, onSelect }: TripSwitcherProps) {
  const [open, setOpen] = useState(false);
  const current = trips.find((trip) => trip.id === currentTripId) ?? null;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        data-trip-switcher=""
        aria-label={current ? `Bieżąca wycieczka: ${current.name}. Zmień wycieczkę` : 'Wybierz wycieczkę'}
        className="flex h-11 min-w-0 sm:h-9 max-w-[11rem] cursor-pointer items-center gap-2 rounded-lg border border-border bg-card px-3 text-sm font-medium shadow-xs hover:bg-muted sm:max-w-[16rem]"
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span className="min-w-0 truncate">{current?.name ?? 'Wybierz wycieczkę'}</span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </Popover.Trigger>
      <PopoverPanel align="start" className="max-h-80 w-72 max-w-[calc(100vw-1rem)] overflow-y-auto p-1">
        <ul aria-label="Twoje wycieczki">
          {trips.map((trip) => (
            <li key={trip.id}>
              <button
                type="button"
                aria-current={trip.id === currentTripId ? 'true' : undefined}
                onClick={() => {
                  onSelect(trip.id);
                  setOpen(false);
                }}
                className={cn(
                  'flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-left hover:bg-muted',
                  trip.id === currentTripId && 'bg-primary-soft',
                )}
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{trip.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">{trip.destination}</span>
                </span>
                {trip.id === currentTripId ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
              </button>
            </li>
          ))}
        </ul>
      </PopoverPanel>
    </Popover.Root>
  );
}
