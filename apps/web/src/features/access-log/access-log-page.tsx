import type { TripSummary } from '@wycieczki/shared';
import { ChooseTripState } from '@/components/choose-trip-state';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { AccessLogList } from '@/components/access-log-list';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAccessLog, type AccessLogFilter } from './api/access-log';

const PAGE = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10';

/**
 * 'Dziennik dostępu' (issue 16): who read which child's sensitive data, when and why. For the trip's
 * creator alone; the server refuses everyone else.
 */
export default function AccessLogPage() {
  useDocumentTitle('Dziennik dostępu');
  const { currentTrip } = useCurrentTrip();
  if (!currentTrip || currentTrip.myRole !== 'creator') {
    return (
      <div className={PAGE}>
        <PageHeader title="Dziennik dostępu" />
        {currentTrip ? (
          <EmptyState icon={ScrollText} title="Dziennik dostępu widzi tylko twórca wycieczki" />
        ) : (
          <ChooseTripState icon={ScrollText} title="Wybierz wycieczkę aby zobaczyć dziennik dostępu" />
        )}
      </div>
    );
  }
  return <TripAccessLog key={currentTrip.id} trip={currentTrip} />;
}

function TripAccessLog({ trip }: { trip: TripSummary }) {
  const [filter, setFilter] = useState<AccessLogFilter>({ readerId: '', studentId: '' });
  const log = useAccessLog(trip.id, filter);
  const first = log.data?.pages[0];

  return (
    <div className={PAGE}>
      <PageHeader title="Dziennik dostępu" description={trip.name} />
      <p className="mb-4 text-sm text-muted-foreground">
        Każdy odczyt danych wrażliwych uczniów tej wycieczki: kto, kiedy, czyje dane i dlaczego. Wpisów nie można zmienić ani usunąć; powód wyświetlenia telefonu znika razem z danymi wrażliwymi.
      </p>
      <div className="mb-4 grid gap-3 min-[480px]:grid-cols-2">
        <SelectField
          id="access-log-reader"
          label="Opiekun"
          value={filter.readerId}
          onChange={(event) => setFilter((f) => ({ ...f, readerId: event.target.value }))}
        >
          <option value="">Wszyscy</option>
          {first?.readers.map((reader) => (
            <option key={reader.id} value={reader.id}>
              {reader.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="access-log-student"
          label="Uczeń"
          value={filter.studentId}
          onChange={(event) => setFilter((f) => ({ ...f, studentId: event.target.value }))}
        >
          <option value="">Wszyscy</option>
          {first?.students.map((student) => (
            <option key={student.id} value={student.id}>
              {student.name}
            </option>
          ))}
        </SelectField>
      </div>
      <AccessLogList log={log} emptyDescription="Nikt nie odczytał jeszcze danych wrażliwych uczniów tej wycieczki." moreLabel="Pokaż starsze" />
    </div>
  );
}
