import { Archive, FileDown } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { formatCheckDate } from '@/lib/format-date';
import { formatDateSpan } from '@/lib/format-date-range';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { downloadArchivePdf } from './api/download-archive-pdf';
import { useArchivedTrip } from './api/get-archived-trip';
import { ConsentRecords } from './components/consent-records';

const PAGE = 'mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10';

/** One archived trip (issue 31): what was kept of each child's consent, by surname, and 'Pobierz PDF'. */
export default function ArchivedTripPage() {
  const { tripId = '' } = useParams();
  const archived = useArchivedTrip(tripId);
  const [preparing, setPreparing] = useState(false);
  useDocumentTitle(archived.data ? `Archiwum zgód: ${archived.data.trip.tripName}` : 'Archiwum zgód');

  if (archived.isPending) {
    return (
      <div className={PAGE}>
        <Spinner label="Ładowanie archiwum zgód..." className="py-16" />
      </div>
    );
  }
  if (archived.isError) {
    return (
      <div className={PAGE}>
        <PageHeader title="Archiwum zgód" actions={<BackButton to="/consent-archive">Archiwum zgód</BackButton>} />
        <EmptyState icon={Archive} title={errorMessage(archived.error)} />
      </div>
    );
  }

  const { trip, records } = archived.data;
  const download = () => {
    setPreparing(true);
    downloadArchivePdf(trip.tripId)
      .then(
        () => toast.success('Pobrano: Archiwum zgód'),
        (error: unknown) => toast.error('Nie udało się przygotować PDF', { description: errorMessage(error) }),
      )
      .finally(() => setPreparing(false));
  };
  return (
    <div className={PAGE}>
      <PageHeader
        title="Archiwum zgód"
        description={trip.tripName}
        actions={
          <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">
            <BackButton to="/consent-archive">Archiwum zgód</BackButton>
            <Button onClick={download} disabled={preparing}>
              <FileDown aria-hidden="true" />
              {preparing ? 'Przygotowywanie PDF...' : 'Pobierz PDF'}
            </Button>
          </div>
        }
      />
      <Card className="grid gap-1 p-4 text-sm sm:grid-cols-2 sm:gap-x-6">
        <p>
          <span className="text-muted-foreground">Termin: </span>
          <span className="font-medium">{formatDateSpan(trip.startDate, trip.endDate)}</span>
        </p>
        {trip.schoolName ? (
          <p className="min-w-0 wrap-anywhere">
            <span className="text-muted-foreground">Szkoła: </span>
            {trip.schoolName}
          </p>
        ) : null}
        <p>
          <span className="text-muted-foreground">Zgody: </span>
          tak: {trip.given}, nie: {trip.refused}, brak: {trip.missing}
        </p>
        <p>
          <span className="text-muted-foreground">Przechowywane do </span>
          <span className="font-medium">{formatCheckDate(trip.keepUntil)}</span>
        </p>
      </Card>
      <ConsentRecords records={records} />
    </div>
  );
}
