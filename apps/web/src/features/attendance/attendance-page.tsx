import type { AttendanceCheckSummary, Student } from '@wycieczki/shared';
import { ChooseTripState } from '@/components/choose-trip-state';
import { AlarmPickerDialog } from '@/components/raise-alarm';
import { useStudents } from '@/lib/trip-students-query';
import { ClipboardCheck, ClipboardList, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { TRIP_CLOSED_TEXT, useTripClosed } from '@/lib/trip-closed';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIdle } from '@/lib/use-idle';
import { useAttendanceChecks } from './api/get-attendance-checks';
import { pickDefaultList } from '@/lib/chosen-attendance-list';
import { useChosenList } from './use-chosen-check-id';
import { AttendanceCheckSelect } from './components/attendance-check-select';
import { DeleteAttendanceCheckDialog } from './components/delete-attendance-check-dialog';
import { ListActionsMenu } from './components/list-actions-menu';
import { EditAttendanceCheckDialog } from './components/edit-attendance-check-dialog';
import { NewAttendanceCheckDialog } from './components/new-attendance-check-dialog';
import { SelectedAttendanceCheck } from './components/selected-attendance-check';

// 'Leki teraz' (issue 54): the medicines feature's card, its code asked for once the screen is drawn.
const DosesNow = lazy(() => import('@/features/medicines/components/doses-now'));

const TITLE = 'Lista Obecności';
const NO_STUDENTS: Student[] = [];
const DESCRIPTION = 'Sprawdź obecność uczestników wycieczki';

function TripAttendance({ tripId, tripName }: { tripId: string; tripName: string }) {
  const checksQuery = useAttendanceChecks(tripId);
  const checks = checksQuery.data ?? [];
  // The list chosen in this tab, else the one a teacher at the coach door means: today's (issue 23).
  const [chosen, setChosenId] = useChosenList(tripId);
  const selected = pickDefaultList(checks, chosen, new Date());
  // The list shown stays chosen in this tab: as the clock moves on, another list of today must not
  // take its place under a teacher's finger.
  // A list chosen but not yet among the lists loaded (just made, while a read begun before it answers)
  // stays chosen: only a choice that is gone or was never made is replaced by the default.
  const selectedId = selected?.id;
  const chosenMissing = chosen.inTab !== null && !checks.some((check) => check.id === chosen.inTab);
  useEffect(() => {
    if (selectedId && chosen.inTab !== selectedId && !chosenMissing) setChosenId(selectedId);
  }, [selectedId, chosen.inTab, chosenMissing, setChosenId]);
  // While the lists load, the button waits for its place (no jump); with no network and nothing kept it shows at once.
  const loading = checksQuery.isPending && checksQuery.fetchStatus === 'fetching';
  const [editing, setEditing] = useState<AttendanceCheckSummary | null>(null);
  const [deleting, setDeleting] = useState<AttendanceCheckSummary | null>(null);
  const [alarming, setAlarming] = useState(false);
  const [scanning, setScanning] = useState(false);
  const students = useStudents(tripId).data ?? NO_STUDENTS;
  // A closed trip's lists stay readable; nothing on them changes (issue 31).
  const closed = useTripClosed();
  const idle = useIdle();

  let body;
  if (checksQuery.isPending) body = <Spinner className="py-12" />;
  else if (checksQuery.isError) body = <Card className="p-6 text-center text-sm text-muted-foreground">Nie udało się wczytać list obecności.</Card>;
  else if (!selected) {
    body = (
      <EmptyState
        icon={ClipboardList}
        title="Brak list obecności"
        description={closed ? TRIP_CLOSED_TEXT : 'Utwórz pierwszą listę przyciskiem „Nowa lista obecności”. Na nowej liście wszyscy uczniowie są nieobecni.'}
      />
    );
  } else {
    body = (
      <div className="grid gap-2 sm:gap-4">
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <AttendanceCheckSelect checks={checks} selectedId={selected.id} onSelect={setChosenId} />
          </div>
          {closed ? null : (
            <>
              <NewAttendanceCheckDialog tripId={tripId} onCreated={setChosenId} beside />
              <ListActionsMenu
                onScan={() => setScanning(true)}
                onEdit={() => setEditing(selected)}
                onDelete={() => setDeleting(selected)}
                onAlarm={() => setAlarming(true)}
              />
              <Button variant="outline" size="icon" className="size-14 max-sm:hidden" aria-label="Edytuj listę obecności" onClick={() => setEditing(selected)}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                className="size-14 text-destructive hover:text-destructive max-sm:hidden"
                aria-label="Usuń listę obecności"
                onClick={() => setDeleting(selected)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </>
          )}
        </div>
        <SelectedAttendanceCheck key={selected.id} tripId={tripId} checkId={selected.id} scanning={scanning} onScanningChange={setScanning} />
      </div>
    );
  }

  return (
    <>
      {/* With lists the button stands beside the picker: on a phone the children come first (issue 23). */}
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        // On a phone the trip picker above is cut short: the trip is named here whole (issue 48).
        phoneDescription={tripName}
        compact
        actions={selected || loading || closed ? undefined : <NewAttendanceCheckDialog tripId={tripId} onCreated={setChosenId} />}
      />
      {idle ? (
        <Suspense fallback={null}>
          <div className="mb-2 empty:hidden sm:mb-4">
            <DosesNow tripId={tripId} />
          </div>
        </Suspense>
      ) : null}
      {body}
      <EditAttendanceCheckDialog check={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <DeleteAttendanceCheckDialog check={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <AlarmPickerDialog tripId={tripId} students={students} open={alarming} onOpenChange={setAlarming} />
    </>
  );
}

export default function AttendancePage() {
  useDocumentTitle('Obecność');
  const { currentTrip } = useCurrentTrip();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-3 sm:px-6 sm:py-10">
      {currentTrip ? (
        <TripAttendance key={currentTrip.id} tripId={currentTrip.id} tripName={currentTrip.name} />
      ) : (
        <>
          <PageHeader title={TITLE} description={DESCRIPTION} />
          <ChooseTripState icon={ClipboardCheck} title="Wybierz wycieczkę aby zarządzać obecnością" />
        </>
      )}
    </div>
  );
}
