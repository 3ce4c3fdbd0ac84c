import { Archive } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useConsentArchiveList } from '@/lib/consent-archive-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ArchivedTripCard } from './components/archived-trip-card';

const PAGE = 'mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10';

const ARCHIVE_EXPLAINED =
  'Gdy dane wrażliwe wycieczki zostaną usunięte, zostaje tu dowód zgód rodziców: kto pojechał, czy rodzic wyraził zgodę, w jakiej formie, kiedy i kto. Szkoła przechowuje go przez ustaloną liczbę lat (zwykle 5), potem i on jest usuwany.';

/**
 * 'Archiwum zgód' (issue 31): the trips whose consent records the user reads (the ones they created,
 * and every trip of the school they head), the latest first; each opens its records and their PDF.
 */
export default function ArchivePage() {
  useDocumentTitle('Archiwum zgód');
  const archive = useConsentArchiveList();
  const headOf = archive.data?.headOf ?? null;

  let content;
  if (archive.isPending) content = <Spinner label="Ładowanie archiwum zgód..." className="py-16" />;
  else if (archive.isError) {
    content = (
      <EmptyState icon={Archive} title="Nie udało się wczytać archiwum zgód" description={errorMessage(archive.error)}>
        <Button variant="outline" onClick={() => void archive.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  } else if (archive.data.trips.length === 0) {
    content = <EmptyState icon={Archive} title="Archiwum zgód jest puste" description={ARCHIVE_EXPLAINED} />;
  } else {
    content = (
      <>
        <p className="max-w-3xl text-sm text-muted-foreground">{ARCHIVE_EXPLAINED}</p>
        <ul aria-label="Wycieczki w archiwum" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {archive.data.trips.map((trip) => (
            <li key={trip.tripId} className="flex min-w-0 [&>*]:w-full">
              <ArchivedTripCard trip={trip} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className={PAGE}>
      <PageHeader
        title="Archiwum zgód"
        description={headOf ? `Twoje wycieczki i wszystkie wycieczki szkoły: ${headOf}` : 'Zgody rodziców z Twoich zakończonych wycieczek'}
        actions={
          <Button asChild variant="outline" className="self-start sm:self-auto">
            <Link to={headOf ? '/school' : '/trips'}>{headOf ? 'Szkoła' : 'Wycieczki'}</Link>
          </Button>
        }
      />
      {content}
    </div>
  );
}
