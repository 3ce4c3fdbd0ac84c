import type { AccessLogEntry } from '@wycieczki/shared';
import { ScrollText } from 'lucide-react';
import { AccessLogEntryRow } from '@/components/access-log-entry';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';

/** What the list reads of a log's infinite query: the trip's log, or the school's whose entries name their trip. */
type AccessLogQuery = {
  data: { pages: readonly { entries: readonly (AccessLogEntry & { tripName?: string })[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
};

type AccessLogListProps = {
  log: AccessLogQuery;
  /** Said when nobody has read anything yet. */
  emptyDescription: string;
  /** The button that loads the next page. */
  moreLabel: string;
  /** The school's log: each entry names its trip. */
  withTrip?: boolean;
};

/** A 'Dziennik dostępu' as it loads: the entries newest first and the button for older ones, or why there are none. */
export function AccessLogList({ log, emptyDescription, moreLabel, withTrip = false }: AccessLogListProps) {
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  if (log.isPending) return <Spinner label="Ładowanie dziennika dostępu..." className="py-16" />;
  if (log.isError && !log.data) {
    return (
      <EmptyState icon={ScrollText} title="Nie udało się wczytać dziennika dostępu" description={errorMessage(log.error)}>
        <Button variant="outline" onClick={() => void log.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  }
  if (entries.length === 0) return <EmptyState icon={ScrollText} title="Brak wpisów" description={emptyDescription} />;
  return (
    <>
      <Card>
        <ul className="divide-y divide-border">
          {entries.map((entry) => (
            <AccessLogEntryRow key={entry.id} entry={entry} tripName={withTrip ? entry.tripName : undefined} />
          ))}
        </ul>
      </Card>
      {log.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? 'Ładowanie...' : moreLabel}
          </Button>
        </div>
      ) : null}
    </>
  );
}
