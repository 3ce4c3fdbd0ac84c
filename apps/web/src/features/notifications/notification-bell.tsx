import { formatDistanceToNow } from 'date-fns';
import { pl } from 'date-fns/locale';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { useAuth } from '@/lib/use-session';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { notificationStore, useTripNotifications, type TripNotification } from './notification-store';
import { useNotificationFeed } from './use-notification-feed';

function NotificationEntry({ entry, fresh }: { entry: TripNotification; fresh: boolean }) {
  const { event } = entry;
  return (
    <li className={cn('grid gap-0.5 rounded-lg px-3 py-2', fresh && 'bg-primary-soft')}>
      <p className="text-sm">
        {event.actorName ? <span className="font-semibold">{event.actorName}: </span> : null}
        {event.summary}
      </p>
      <time dateTime={event.at} title={formatDateTime(event.at)} className="text-xs text-muted-foreground">
        {formatDistanceToNow(new Date(event.at), { addSuffix: true, locale: pl })}
      </time>
    </li>
  );
}

/** The bell in the top navigation: recent changes other guardians made on the current trip. */
export default function NotificationBell() {
  const { user } = useAuth();
  const { currentTrip } = useCurrentTrip();
  const tripId = currentTrip?.id ?? null;
  useNotificationFeed(user?.id ?? '', tripId);
  const entries = useTripNotifications(tripId);
  const unread = entries.filter((e) => !e.read).length;
  const [open, setOpen] = useState(false);
  // What was unread when the list was opened stays highlighted while it is open.
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && tripId) {
      setFreshIds(new Set(entries.filter((e) => !e.read).map((e) => e.id)));
      notificationStore.markTripRead(tripId);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label="Powiadomienia"
        aria-describedby={unread > 0 ? 'notification-unread-count' : undefined}
        className="relative grid size-11 shrink-0 sm:size-10 cursor-pointer place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-muted"
      >
        <Bell aria-hidden="true" className="size-5 sm:size-4" />
        {unread > 0 ? (
          <span
            id="notification-unread-count"
            data-testid="notification-badge"
            className="absolute right-1 top-1 grid h-4 min-w-4 place-items-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-none text-white"
          >
            <span className="sr-only">Nowe: </span>
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Lista powiadomień"
          className="z-50 flex max-h-[min(24rem,calc(100dvh-6rem))] w-80 max-w-[calc(100vw-1rem)] flex-col rounded-xl border border-border bg-card shadow-lg focus:outline-none"
        >
          <p className="border-b border-border px-4 py-3 text-sm font-semibold">Powiadomienia</p>
          {entries.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">Brak powiadomień</p>
          ) : (
            <ul aria-label="Ostatnie zmiany" className="grid gap-1 overflow-y-auto p-1">
              {entries.map((entry) => (
                <NotificationEntry key={entry.id} entry={entry} fresh={freshIds.has(entry.id)} />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
