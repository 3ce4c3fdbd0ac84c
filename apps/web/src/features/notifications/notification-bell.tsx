import type { ActivityEntry } from '@wycieczki/shared';
import { formatDistanceToNow } from 'date-fns';
import { pl } from 'date-fns/locale';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PopoverPanel } from '@/components/ui/floating-panel';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { useAuth } from '@/lib/use-session';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useActivityFeed, useMarkActivityRead } from './activity-api';
import { useNotificationFeed } from './use-notification-feed';

// A head's kartas waiting for her (issue 48): loaded only for a head, and only when the bell opens.
const HeadApprovals = lazy(() => import('./head-approvals'));

function ActivityLine({ entry }: { entry: ActivityEntry }) {
  return (
    <li data-testid="activity-entry" className={cn('grid gap-0.5 rounded-lg px-3 py-2', entry.unread && 'bg-primary-soft')}>
      <p className="text-sm">
        {entry.unread ? <span className="sr-only">Nowe: </span> : null}
        {/* A roll call reads as a sentence ('Anna Nowak sprawdziła listę …'); a change as who: what. */}
        {entry.actorName ? <span className="font-semibold">{entry.kind === 'roll_call' ? `${entry.actorName} ` : `${entry.actorName}: `}</span> : null}
        {entry.summary}
      </p>
      <time dateTime={entry.at} title={formatDateTime(entry.at)} className="text-xs text-muted-foreground">
        {formatDistanceToNow(new Date(entry.at), { addSuffix: true, locale: pl })}
      </time>
    </li>
  );
}

/**
 * The bell in the top navigation: the current trip's activity ('Aktywność'), kept on the server, so a
 * reload or another device shows the same lines and the same unread count.
 */
export default function NotificationBell() {
  const { user } = useAuth();
  const { currentTrip } = useCurrentTrip();
  const tripId = currentTrip?.id ?? null;
  useNotificationFeed(user?.id ?? '', tripId);
  const feed = useActivityFeed(tripId);
  const markRead = useMarkActivityRead();
  const [open, setOpen] = useState(false);
  const entries = feed.data?.pages.flatMap((page) => page.entries) ?? [];
  const unread = feed.data?.pages[0]?.unread ?? 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // What others did since the last look: read the feed again whenever it is opened. With no current
    // trip there is no feed ('Brak aktywności'): refetch() would ask for it regardless of `enabled`
    // (issue 48: the head's bell asked for /api/trips/null/activity and showed its error).
    if (next && tripId) void feed.refetch();
  };

  const markAllRead = () => {
    if (!tripId) return;
    markRead.mutate(tripId, { onError: (error) => toast.error('Nie udało się oznaczyć jako przeczytane', { description: errorMessage(error) }) });
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
      <PopoverPanel align="end" aria-label="Aktywność" className="flex max-h-[min(28rem,calc(100dvh-6rem))] w-80 max-w-[calc(100vw-1rem)] flex-col focus:outline-none">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2">
          <p className="text-sm font-semibold">Aktywność</p>
          {unread > 0 ? (
            <Button variant="ghost" size="sm" onClick={markAllRead} disabled={markRead.isPending}>
              Oznacz wszystkie jako przeczytane
            </Button>
          ) : null}
        </div>
        {user?.schoolRole === 'head' ? (
          <Suspense fallback={null}>
            <HeadApprovals onOpen={() => setOpen(false)} />
          </Suspense>
        ) : null}
        {feed.isPending && tripId && feed.fetchStatus === 'paused' ? (
          // No network and nothing kept on the device yet: the read waits for the network.
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">Brak połączenia. Aktywność pojawi się po powrocie sieci.</p>
        ) : feed.isPending && tripId ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">Ładowanie aktywności...</p>
        ) : feed.isError && tripId && entries.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">Nie udało się wczytać aktywności. {errorMessage(feed.error)}</p>
        ) : entries.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">Brak aktywności</p>
        ) : (
          <div className="grid gap-1 overflow-y-auto p-1">
            <ul aria-label="Ostatnie zmiany" className="grid gap-1">
              {entries.map((entry) => (
                <ActivityLine key={entry.id} entry={entry} />
              ))}
            </ul>
            {feed.hasNextPage ? (
              <Button variant="outline" size="sm" className="m-2" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
                {feed.isFetchingNextPage ? 'Ładowanie...' : 'Pokaż starsze'}
              </Button>
            ) : null}
          </div>
        )}
      </PopoverPanel>
    </Popover.Root>
  );
}
