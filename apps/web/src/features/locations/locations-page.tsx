import type { StudentLocation } from '@wycieczki/shared';
import { ChooseTripState } from '@/components/choose-trip-state';
import { MapPinned } from 'lucide-react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { useTripClosed } from '@/lib/trip-closed';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useStudents } from '@/lib/trip-students-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocations } from './api/get-locations';
import StudentMap from './components/student-map';
import { StudentLocationList } from './components/student-location-list';
import { useRecordPosition } from './use-record-position';

const TITLE = 'Lokalizacja Uczniów';
const DESCRIPTION = 'Ostatnia znana pozycja każdego ucznia';
const NO_LOCATIONS: readonly StudentLocation[] = [];

function TripLocations({ tripId }: { tripId: string }) {
  const studentsQuery = useStudents(tripId);
  const locationsQuery = useLocations(tripId);
  const { record, busyStudentId } = useRecordPosition(tripId);
  // A closed trip's positions stay on the map; none is recorded any more (issue 31).
  const closed = useTripClosed();
  const [focus, setFocus] = useState<{ studentId: string } | null>(null);
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());
  const locations = locationsQuery.data ?? NO_LOCATIONS;
  const byStudent = useMemo(() => new Map(locations.map((l) => [l.studentId, l])), [locations]);

  let list;
  if (studentsQuery.data) {
    list = (
      <StudentLocationList
        students={studentsQuery.data}
        locations={byStudent}
        busyStudentId={busyStudentId}
        onRecord={closed ? undefined : (studentId) => void record(studentId)}
        onShow={(studentId) => setFocus({ studentId })}
      />
    );
  } else if (studentsQuery.isError) {
    list = <Card className="p-6 text-center text-sm text-muted-foreground">Nie udało się wczytać listy uczniów.</Card>;
  } else {
    list = <Spinner className="py-12" />;
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      {/* No map until a position exists: an empty grey map (offline, with no tiles) says nothing (issue 23). */}
      {locations.length > 0 ? (
        <section aria-label="Mapa" className="grid gap-2 lg:sticky lg:top-20">
          <StudentMap locations={locations} focus={focus} />
          <p className="text-xs text-muted-foreground">
            Na mapie: {locations.length} z {studentsQuery.data?.length ?? locations.length}
            {online ? null : '. Bez internetu mapa może się nie wczytać: pozycje są na liście.'}
          </p>
        </section>
      ) : (
        <Card className="p-4 text-sm text-muted-foreground lg:sticky lg:top-20">
          {closed
            ? 'Żaden uczeń nie ma zapisanej lokalizacji.'
            : 'Żaden uczeń nie ma jeszcze zapisanej lokalizacji. Mapa pokaże się po zapisaniu pierwszej pozycji przyciskiem przy uczniu.'}
        </Card>
      )}
      <section aria-label="Uczniowie">{list}</section>
    </div>
  );
}

export default function LocationsPage() {
  useDocumentTitle('Lokalizacja');
  const { currentTrip } = useCurrentTrip();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      {currentTrip ? (
        <TripLocations key={currentTrip.id} tripId={currentTrip.id} />
      ) : (
        <ChooseTripState icon={MapPinned} title="Wybierz wycieczkę aby zobaczyć lokalizację uczniów" />
      )}
    </div>
  );
}
