import { doneByLabel, type Student, type StudentLocation } from '@wycieczki/shared';
import { formatDistanceToNow } from 'date-fns';
import { pl } from 'date-fns/locale';
import { Crosshair, LocateFixed, MapPinOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';

type StudentLocationListProps = {
  students: readonly Student[];
  locations: ReadonlyMap<string, StudentLocation>;
  busyStudentId: string | null;
  /** 'Zapisz moją pozycję'; left out on a closed trip (issue 31), where the list only shows. */
  onRecord?: ((studentId: string) => void) | undefined;
  onShow: (studentId: string) => void;
};

function LastUpdate({ location }: { location: StudentLocation }) {
  return (
    <p className="text-sm text-muted-foreground">
      <time dateTime={location.lastUpdate}>{formatDateTime(location.lastUpdate)}</time>
      {' · '}
      {formatDistanceToNow(new Date(location.lastUpdate), { addSuffix: true, locale: pl })}
      {location.updatedByName ? <span className="block text-xs">{doneByLabel('zapisał', location.updatedByName, location.updatedByGender)}</span> : null}
    </p>
  );
}

/** Every student with the time of the last known position, and (unless `onRecord` is left out) a button to record it from this device. */
export function StudentLocationList({ students, locations, busyStudentId, onRecord, onShow }: StudentLocationListProps) {
  if (students.length === 0) {
    return <Card className="p-6 text-center text-sm text-muted-foreground">Ta wycieczka nie ma jeszcze uczniów.</Card>;
  }
  return (
    <Card className="overflow-hidden">
      <ul aria-label="Lokalizacja uczniów" className="divide-y divide-border">
        {students.map((student) => {
          const location = locations.get(student.id);
          const nameId = `location-student-${student.id}`;
          const busy = busyStudentId === student.id;
          return (
            <li key={student.id} data-testid="location-row" className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1 basis-48">
                <p id={nameId} className="font-medium">
                  {student.name}
                </p>
                {location ? (
                  <LastUpdate location={location} />
                ) : (
                  <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <MapPinOff aria-hidden="true" className="size-4" />
                    Brak lokalizacji
                  </p>
                )}
              </div>
              <div className="ml-auto flex gap-2">
                {location ? (
                  <Button variant="outline" size="icon" className="size-11" aria-label={`Pokaż na mapie: ${student.name}`} title="Pokaż na mapie" onClick={() => onShow(student.id)}>
                    <Crosshair aria-hidden="true" />
                  </Button>
                ) : null}
                {onRecord ? (
                  <Button variant="secondary" className="h-11" aria-describedby={nameId} disabled={busyStudentId !== null} onClick={() => onRecord(student.id)}>
                    <LocateFixed aria-hidden="true" />
                    {busy ? 'Zapisywanie...' : 'Zapisz moją pozycję'}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
