import { verbOf } from '@wycieczki/shared';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { AccessLogList } from '@/components/access-log-list';
import { BackButton } from '@/components/ui/back-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDateTime } from '@/lib/format-date';
import { useMySchool, useSchoolResetLinks } from './api/school';
import { useSchoolAccessLog } from './api/school-access-log';

const PAGE = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10';

/**
 * 'Dziennik dostępu szkoły' (issue 27): every read of a child's sensitive data on the school's trips,
 * for its head; the server refuses everyone else. Who, when, whose data and on which trip.
 */
export default function SchoolAccessLogPage() {
  useDocumentTitle('Dziennik dostępu szkoły');
  const school = useMySchool();
  if (school.isPending) {
    return (
      <div className={PAGE}>
        <Spinner label="Ładowanie szkoły..." className="py-16" />
      </div>
    );
  }
  if (school.data?.role !== 'head') {
    return (
      <div className={PAGE}>
        <PageHeader title="Dziennik dostępu szkoły" actions={<BackButton to="/school">Szkoła</BackButton>} />
        <EmptyState icon={ScrollText} title="Dziennik dostępu szkoły widzi tylko dyrektor" description={school.isError ? errorMessage(school.error) : undefined} />
      </div>
    );
  }
  return <SchoolAccessLog schoolName={school.data.school.name} />;
}

function SchoolAccessLog({ schoolName }: { schoolName: string }) {
  const [tripId, setTripId] = useState('');
  const log = useSchoolAccessLog(tripId);
  const trips = log.data?.pages[0]?.trips ?? [];

  return (
    <div className={PAGE}>
      <PageHeader title="Dziennik dostępu szkoły" description={schoolName} actions={<BackButton to="/school">Szkoła</BackButton>} />
      <p className="mb-4 text-sm text-muted-foreground">
        Każdy odczyt danych wrażliwych uczniów we wszystkich wycieczkach szkoły: kto, kiedy i czyje dane. Wpisów nie można zmienić ani usunąć. Powód wyświetlenia
        telefonu widzi tylko twórca wycieczki.
      </p>
      {trips.length > 0 ? (
        <div className="mb-4 min-[480px]:max-w-sm">
          <SelectField id="school-access-log-trip" label="Wycieczka" value={tripId} onChange={(event) => setTripId(event.target.value)}>
            <option value="">Wszystkie</option>
            {trips.map((trip) => (
              <option key={trip.id} value={trip.id}>
                {trip.name}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <AccessLogList
        log={log}
        withTrip
        emptyDescription={
          tripId
            ? 'Nikt nie odczytał jeszcze danych wrażliwych uczniów tej wycieczki.'
            : 'Tu pojawi się każdy odczyt danych wrażliwych uczniów w wycieczkach szkoły: kto, kiedy i czyje dane odczytał, w której wycieczce.'
        }
        moreLabel="Pokaż więcej"
      />
      <ResetLinks />
    </div>
  );
}

/** 'Linki do zmiany hasła' (issue 30): every reset link the head made for a teacher, newest first. */
function ResetLinks() {
  const links = useSchoolResetLinks();
  const records = links.data ?? [];
  if (records.length === 0) return null;
  return (
    <section aria-labelledby="school-reset-links" className="mt-8 grid gap-3">
      <h2 id="school-reset-links" className="text-lg font-semibold">
        Linki do zmiany hasła
      </h2>
      <Card>
        <ul className="divide-y divide-border">
          {records.map((record) => (
            <li key={record.id} className="grid gap-0.5 px-4 py-3 text-sm">
              <p className="wrap-anywhere">
                <span className="font-medium">{record.madeByName}</span> {verbOf('utworzył', record.madeByName, record.madeByGender)} link do zmiany hasła dla: <span className="font-medium">{record.teacherName}</span>
              </p>
              <p className="text-muted-foreground">{formatDateTime(record.at)}</p>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
