import { perGuardianText, type Guardian, type Student, type TripSummary } from '@wycieczki/shared';
import { ChooseTripState } from '@/components/choose-trip-state';
import { Shuffle, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SELECT_CLASS } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { TRIP_CLOSED_TEXT, useTripClosed } from '@/lib/trip-closed';
import { useTripGroups, type TripGroups } from '@/lib/groups';
import { toast } from '@/lib/toast';
import { useStudents } from '@/lib/trip-students-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAssignGroup, useAutoSplit } from './api/groups';

const PAGE = 'mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10';
const NONE = '';

/**
 * 'Grupy' (issue 28): in a museum or at a station each guardian counts their own children. The
 * creator and the leader split the students ('Podziel automatycznie': by class, then evenly, within
 * the trip's ratio) and move them by hand; every guardian sees the groups, and the roll call, the
 * students screen and the karta alarmowa offer 'Moja grupa'.
 */
export default function GroupsPage() {
  useDocumentTitle('Grupy');
  const { currentTrip } = useCurrentTrip();
  if (!currentTrip) {
    return (
      <div className={PAGE}>
        <PageHeader title="Grupy" />
        <ChooseTripState icon={UsersRound} title="Wybierz wycieczkę aby podzielić uczniów na grupy" />
      </div>
    );
  }
  return <TripGroupsScreen key={currentTrip.id} trip={currentTrip} />;
}

function TripGroupsScreen({ trip }: { trip: TripSummary }) {
  const students = useStudents(trip.id);
  const list = students.data ?? [];
  const groups = useTripGroups(trip.id, list);
  const split = useAutoSplit();
  const [confirming, setConfirming] = useState(false);
  // False on a closed trip too (issue 31), where the groups only show and who sets them does not matter.
  const canEdit = trip.canEdit;
  const closed = useTripClosed();
  const limit = trip.studentsPerGuardian;

  const runSplit = () =>
    split.mutate(
      { tripId: trip.id },
      {
        onSuccess: () => {
          toast.success('Podzielono uczniów na grupy');
          setConfirming(false);
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          setConfirming(false);
        },
      },
    );

  let content;
  if (students.isPending) content = <Spinner label="Ładowanie uczniów..." className="py-16" />;
  else if (list.length === 0) {
    content = (
      <EmptyState icon={UsersRound} title="Wycieczka nie ma jeszcze uczniów" description={closed ? TRIP_CLOSED_TEXT : 'Dodaj uczniów, a potem podziel ich na grupy opiekunów.'}>
        {closed ? null : (
          <Button asChild variant="outline">
            <Link to="/students">Przejdź do uczniów</Link>
          </Button>
        )}
      </EmptyState>
    );
  } else {
    const ungrouped = list.filter((s) => !groups.guardianOf(s.id));
    content = (
      <div className="grid gap-4 md:grid-cols-2">
        {groups.guardians.map((guardian) => (
          <GroupCard
            key={guardian.id}
            tripId={trip.id}
            title={groups.nameOf(guardian.id)}
            subtitle={guardian.isLeader ? 'kierownik wycieczki' : guardian.id === groups.myId ? 'to ty' : undefined}
            students={list.filter((s) => groups.guardianOf(s.id)?.id === guardian.id)}
            limit={limit}
            groups={groups}
            canEdit={canEdit}
            guardian={guardian}
          />
        ))}
        {ungrouped.length > 0 ? (
          <GroupCard tripId={trip.id} title="Bez grupy" students={ungrouped} limit={null} groups={groups} canEdit={canEdit} guardian={null} />
        ) : null}
      </div>
    );
  }

  return (
    <div className={PAGE}>
      <PageHeader
        title="Grupy"
        description={`Każdy opiekun liczy swoją grupę. Grupa może mieć najwyżej ${limit} ${limit === 1 ? 'ucznia' : 'uczniów'} (${perGuardianText(limit)}).`}
        actions={
          canEdit && list.length > 0 ? (
            <Button onClick={() => (groups.split ? setConfirming(true) : runSplit())} disabled={split.isPending}>
              <Shuffle aria-hidden="true" />
              {split.isPending ? 'Dzielenie...' : 'Podziel automatycznie'}
            </Button>
          ) : undefined
        }
      />
      {!canEdit && !closed ? <p className="-mt-2 text-sm text-muted-foreground">Grupy ustala twórca lub kierownik wycieczki.</p> : null}
      {content}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Podzielić uczniów od nowa?"
        description="Obecne grupy zostaną zastąpione: uczniowie zostaną podzieleni według klas, po równo między opiekunów."
        confirmLabel="Podziel od nowa"
        busy={split.isPending}
        onConfirm={runSplit}
      />
    </div>
  );
}

type GroupCardProps = {
  tripId: string;
  title: string;
  subtitle?: string;
  students: Student[];
  limit: number | null;
  groups: TripGroups;
  canEdit: boolean;
  guardian: Guardian | null;
};

function GroupCard({ tripId, title, subtitle, students, limit, groups, canEdit, guardian }: GroupCardProps) {
  const full = limit !== null && students.length >= limit;
  return (
    <Card data-testid="group" className="grid content-start gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="min-w-0 font-semibold wrap-anywhere">
          {title}
          {subtitle ? <span className="font-normal text-muted-foreground"> ({subtitle})</span> : null}
        </h2>
        <span data-testid="group-count" className={cn('whitespace-nowrap text-sm tabular-nums', full ? 'font-medium text-amber-800' : 'text-muted-foreground')}>
          {limit === null ? students.length : `${students.length} / ${limit}`}
        </span>
      </div>
      {students.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nikogo w tej grupie.</p>
      ) : (
        <ul className="divide-y divide-border">
          {students.map((student) => (
            <li key={student.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 flex-1 basis-40 wrap-anywhere">
                {student.name}
                {student.className ? <span className="text-muted-foreground"> · {student.className}</span> : null}
              </span>
              {canEdit ? <MoveSelect tripId={tripId} student={student} current={guardian} groups={groups} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function MoveSelect({ tripId, student, current, groups }: { tripId: string; student: Student; current: Guardian | null; groups: TripGroups }) {
  const assign = useAssignGroup();
  const move = (guardianId: string) =>
    assign.mutate(
      { tripId, studentIds: [student.id], guardianId: guardianId === NONE ? null : guardianId },
      {
        onSuccess: () => toast.success(guardianId === NONE ? `${student.name}: bez grupy` : `${student.name}: ${groups.nameOf(guardianId)}`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <select
      aria-label={`Wybierz grupę: ${student.name}`}
      className={cn(SELECT_CLASS, 'h-10 w-auto max-w-full sm:max-w-[14rem]')}
      value={current?.id ?? NONE}
      disabled={assign.isPending}
      onChange={(event) => move(event.target.value)}
    >
      {groups.guardians.map((g) => (
        <option key={g.id} value={g.id}>
          {groups.nameOf(g.id)}
        </option>
      ))}
      <option value={NONE}>Bez grupy</option>
    </select>
  );
}
