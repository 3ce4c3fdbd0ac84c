import type { Student, TripSummary } from '@wycieczki/shared';
import { ChooseTripState } from '@/components/choose-trip-state';
import { DoorOpen, FileCheck, FileUp, Plus, Search, SearchX, Users, UsersRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useCollectedNow } from '@/lib/handovers';
import { useMyGroupOnly, useTripGroups } from '@/lib/groups';
import { RaiseAlarmPicker } from '@/components/raise-alarm';
import { ErasureNotice } from '@/components/erasure-notice';
import { useCallback, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { TRIP_CLOSED_TEXT, useTripClosed } from '@/lib/trip-closed';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useRooms } from '@/lib/trip-rooms-query';
import { useStudents } from '@/lib/trip-students-query';
import { lazyDialog } from '@/components/lazy-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUpdateStudent } from './api/update-student';
import { DeleteStudentDialog } from './components/delete-student-dialog';
import { PresenceSource } from './components/presence-source';
import { StudentCounters } from './components/student-counters';
import { StudentsTable } from './components/students-table';
import { matchesName } from '@/lib/match-name';

// The forms load as they open (components/lazy-dialog.tsx).
const StudentDialog = lazyDialog(() => import('./components/student-dialog').then((m) => m.StudentDialog));
const ImportStudentsDialog = lazyDialog(() => import('./components/import-students-dialog').then((m) => m.ImportStudentsDialog));
const ConsentDialog = lazyDialog(() => import('./components/consent-dialog').then((m) => m.ConsentDialog));
const ParentLinkDialog = lazyDialog(() => import('./components/parent-link-dialog').then((m) => m.ParentLinkDialog));

const NO_STUDENTS: Student[] = [];

const PAGE = 'mx-auto max-w-6xl px-4 pb-8 pt-4 sm:px-6 sm:py-10';

export default function StudentsPage() {
  useDocumentTitle('Uczniowie');
  const { currentTrip } = useCurrentTrip();
  if (!currentTrip) {
    return (
      <div className={PAGE}>
        <PageHeader title="Zarządzanie Uczniami" />
        <ChooseTripState icon={Users} title="Wybierz wycieczkę aby zobaczyć uczniów" />
      </div>
    );
  }
  return <TripStudents key={currentTrip.id} trip={currentTrip} />;
}

type OpenDialog = { kind: 'add' | 'import' | 'consent' } | { kind: 'edit' | 'delete' | 'parentLink'; studentId: string } | null;

function TripStudents({ trip }: { trip: TripSummary }) {
  const studentsQuery = useStudents(trip.id);
  const roomsQuery = useRooms(trip.id);
  const update = useUpdateStudent();
  const [query, setQuery] = useState('');
  const [onlyMissingConsent, setOnlyMissingConsent] = useState(false);
  const [myGroupOnly, setMyGroupOnly] = useMyGroupOnly(trip.id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const canSeeSensitive = trip.myRole === 'creator';
  const closed = useTripClosed();

  const students = studentsQuery.data ?? NO_STUDENTS;
  const groups = useTripGroups(trip.id, students);
  const mineOnly = myGroupOnly && groups.haveMine;
  const groupOf = useCallback((studentId: string) => {
    const guardian = groups.guardianOf(studentId);
    return guardian ? groups.nameOf(guardian.id) : undefined;
  }, [groups]);
  // 'Odbiór przez rodzica' (issue 54): who is with a parent now, on every row; recorded on its own screen.
  const collected = useCollectedNow(trip.id);
  const collectedOf = useCallback((studentId: string) => collected.get(studentId), [collected]);
  const navigate = useNavigate();
  const handover = useCallback((student: Student) => navigate(`/handovers?uczen=${student.id}`), [navigate]);
  const rooms = roomsQuery.data ?? [];
  const missingConsent = students.filter((student) => student.consent === 'missing').length;
  const givenConsent = students.filter((student) => student.consent === 'given').length;
  // The same array while nothing it depends on changed: the table (memo) is not drawn again.
  const visible = useMemo(
    () =>
      students.filter(
        (student) =>
          matchesName(student.name, query) && (!onlyMissingConsent || student.consent === 'missing') && (!mineOnly || student.groupGuardianId === groups.myId),
      ),
    [students, query, onlyMissingConsent, mineOnly, groups.myId],
  );
  // Looked up on every render: a student changed or deleted meanwhile (by anyone) shows as it is now.
  const dialogStudent = (kind: 'edit' | 'delete' | 'parentLink'): Student | null =>
    dialog?.kind === kind ? (students.find((s) => s.id === dialog.studentId) ?? null) : null;
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const editTarget = dialog?.kind === 'add' ? 'new' : dialogStudent('edit');

  const { mutate } = update;
  const togglePresent = useCallback(
    (student: Student) => {
      mutate(
        { tripId: trip.id, studentId: student.id, changes: { present: !student.present } },
        { onError: (error) => toast.error('Błąd podczas aktualizacji ucznia', { description: errorMessage(error) }) },
      );
    },
    [mutate, trip.id],
  );
  const edit = useCallback((student: Student) => setDialog({ kind: 'edit', studentId: student.id }), []);
  const remove = useCallback((student: Student) => setDialog({ kind: 'delete', studentId: student.id }), []);
  const parentLink = useCallback((student: Student) => setDialog({ kind: 'parentLink', studentId: student.id }), []);
  // The creator and the leader hand out parent links, while the trip's sensitive data is kept (issue 25).
  const canLink = trip.canEdit && !trip.sensitiveErasedAt;
  const linkStudent = dialogStudent('parentLink');

  let content;
  if (studentsQuery.isPending) {
    content = <Spinner label="Ładowanie uczniów..." className="py-16" />;
  } else if (studentsQuery.isError) {
    content = (
      <EmptyState icon={Users} title="Błąd podczas wczytywania uczniów" description={errorMessage(studentsQuery.error)}>
        <Button variant="outline" onClick={() => void studentsQuery.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  } else if (students.length === 0) {
    content = (
      <EmptyState
        icon={Users}
        title="Brak uczniów"
        description={closed ? TRIP_CLOSED_TEXT : 'Dodaj pierwszego ucznia albo zaimportuj całą listę z pliku CSV lub XLSX.'}
      />
    );
  } else {
    content = (
      <div className="grid gap-4">
        <div className="relative sm:max-w-sm">
          <Label htmlFor="student-search" className="sr-only">
            Szukaj ucznia
          </Label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="student-search"
            type="search"
            placeholder="Szukaj ucznia..."
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
        <ErasureNotice trip={trip} className="text-sm text-muted-foreground" />
        <div className="flex flex-wrap items-center gap-2">
          <p data-testid="consent-counter" className="mr-auto text-sm">
            Zgody: {givenConsent} / {students.length}
            {missingConsent > 0 ? <span className="ml-2 font-medium text-amber-800">Brak zgody: {missingConsent}</span> : null}
          </p>
          <Button variant={onlyMissingConsent ? 'default' : 'outline'} size="sm" aria-pressed={onlyMissingConsent} onClick={() => setOnlyMissingConsent((on) => !on)}>
            Tylko bez zgody
          </Button>
          {groups.haveMine ? (
            <Button variant={mineOnly ? 'default' : 'outline'} size="sm" aria-pressed={mineOnly} onClick={() => setMyGroupOnly(!mineOnly)}>
              Moja grupa
            </Button>
          ) : null}
          <Button asChild variant="outline" size="sm">
            <Link to="/groups">
              <UsersRound aria-hidden="true" />
              Grupy
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/handovers">
              <DoorOpen aria-hidden="true" />
              Odbiór przez rodzica
            </Link>
          </Button>
          {closed ? null : (
            <>
              <RaiseAlarmPicker tripId={trip.id} students={students} size="sm" />
              <Button variant="outline" size="sm" onClick={() => setDialog({ kind: 'consent' })}>
                <FileCheck aria-hidden="true" />
                Zgody rodziców
              </Button>
            </>
          )}
        </div>
        {visible.length === 0 ? (
          onlyMissingConsent && !query.trim() ? (
            <EmptyState icon={FileCheck} title="Wszystkie zgody są zapisane" description="Żaden uczeń nie czeka na zgodę rodzica." />
          ) : (
            <EmptyState icon={SearchX} title="Nie znaleziono uczniów" description={`Żaden uczeń nie pasuje do „${query.trim()}”.`} />
          )
        ) : (
          <StudentsTable
            students={visible}
            onTogglePresent={closed ? undefined : togglePresent}
            onEdit={closed ? undefined : edit}
            onView={closed ? edit : undefined}
            onDelete={closed ? undefined : remove}
            onParentLink={canLink ? parentLink : undefined}
            groupOf={groups.split ? groupOf : undefined}
            collectedOf={collected.size > 0 ? collectedOf : undefined}
            onHandover={trip.canEdit ? handover : undefined}
          />
        )}
      </div>
    );
  }

  return (
    <div className={PAGE}>
      <PageHeader
        title="Zarządzanie Uczniami"
        description={`${trip.name} · ${trip.destination}`}
        compact
        actions={
          closed ? undefined : (
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
                <FileUp aria-hidden="true" />
                Import z pliku
              </Button>
              <Button onClick={() => setDialog({ kind: 'add' })}>
                <Plus aria-hidden="true" />
                Dodaj ucznia
              </Button>
            </div>
          )
        }
      />
      <div className="grid gap-3 sm:gap-6">
        {studentsQuery.isSuccess ? <StudentCounters students={students} /> : null}
        {studentsQuery.isSuccess && students.length > 0 ? <PresenceSource tripId={trip.id} closed={closed} /> : null}
        {content}
      </div>
      <StudentDialog
        show={editTarget !== null}
        target={editTarget}
        tripId={trip.id}
        rooms={rooms}
        canSeeSensitive={canSeeSensitive}
        sensitiveErased={Boolean(trip.sensitiveErasedAt)}
        readOnly={closed}
        onOpenChange={closeDialog}
      />
      <DeleteStudentDialog tripId={trip.id} student={dialogStudent('delete')} onOpenChange={closeDialog} />
      <ImportStudentsDialog show={dialog?.kind === 'import'} trip={trip} open onOpenChange={closeDialog} />
      <ParentLinkDialog show={linkStudent !== null} tripId={trip.id} student={linkStudent!} onOpenChange={closeDialog} />
      <ConsentDialog show={dialog?.kind === 'consent'} tripId={trip.id} students={dialog?.kind === 'consent' ? students : null} onOpenChange={closeDialog} />
    </div>
  );
}
