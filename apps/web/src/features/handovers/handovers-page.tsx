import { collectedByLabel, doneByLabel, type Student, type StudentHandover, type TripSummary } from '@wycieczki/shared';
import { DoorOpen, KeyRound, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ChooseTripState } from '@/components/choose-trip-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { formatDateTime } from '@/lib/format-date';
import { confirmationText, useHandovers } from '@/lib/handovers';
import { toast } from '@/lib/toast';
import { useStudents } from '@/lib/trip-students-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReturnToGroup } from './api/handovers';
import { HandoverCodeDialog } from './components/handover-code-dialog';

// The form and its schema load as the dialog opens.
const RecordHandoverDialog = lazyDialog(() => import('./components/record-handover-dialog').then((m) => m.RecordHandoverDialog));

const PAGE = 'mx-auto grid max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-10';
const TITLE = 'Odbiór przez rodzica';
const DESCRIPTION = 'Dziecko odebrane w trakcie wycieczki przez rodzica albo przez osobę, którą rodzic wskazał na stronie dla rodzica.';
const EXPLANATION =
  'Od zapisania odbioru listy obecności i zbiórki nie oczekują dziecka („Obecni: 49 / 49, 1 odebrany”), a jego zaginięcia nie można ogłosić. „Powrót do grupy” to cofa.';
const NO_STUDENTS: Student[] = [];
const NO_HANDOVERS: StudentHandover[] = [];

export default function HandoversPage() {
  useDocumentTitle(TITLE);
  const { currentTrip } = useCurrentTrip();
  if (!currentTrip) {
    return (
      <div className={PAGE}>
        <PageHeader title={TITLE} />
        <ChooseTripState icon={DoorOpen} title="Wybierz wycieczkę aby zapisać odbiór dziecka" />
      </div>
    );
  }
  return <TripHandovers key={currentTrip.id} trip={currentTrip} />;
}

type Open = { kind: 'record'; student: { id: string; name: string } } | { kind: 'code' | 'return'; handover: StudentHandover } | null;

function TripHandovers({ trip }: { trip: TripSummary }) {
  const students = useStudents(trip.id).data ?? NO_STUDENTS;
  const query = useHandovers(trip.id);
  const handovers = query.data ?? NO_HANDOVERS;
  const back = useReturnToGroup();
  // The creator and the leader record handovers, while the trip is open (canEdit is false when closed).
  const canRecord = trip.canEdit;
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Open>(null);
  const [chosen, setChosen] = useState('');
  const openNow = handovers.filter((h) => h.returnedAt === null);
  const earlier = handovers.filter((h) => h.returnedAt !== null);
  const withGroup = students.filter((s) => !openNow.some((h) => h.studentId === s.id));

  // From a student's row in 'Uczniowie' (?uczen=…): the dialog for that child, once the lists are here
  // (a child with a parent already has a card below instead).
  const asked = params.get('uczen');
  const askedStudent = asked && canRecord && query.isSuccess ? withGroup.find((s) => s.id === asked) : undefined;
  const recording = open?.kind === 'record' ? open.student : askedStudent ? { id: askedStudent.id, name: askedStudent.name } : null;

  const record = () => {
    const student = withGroup.find((s) => s.id === chosen);
    if (!student) {
      toast.error('Wybierz ucznia, którego odbiera rodzic');
      return;
    }
    setOpen({ kind: 'record', student });
    setChosen('');
  };
  const returnToGroup = (handover: StudentHandover) =>
    back.mutate(
      { tripId: trip.id, handoverId: handover.id },
      {
        onSuccess: () => {
          toast.success(`Powrót do grupy: ${handover.studentName}`);
          setOpen(null);
        },
        onError: (error) => {
          toast.error('Nie udało się zapisać powrotu do grupy', { description: errorMessage(error) });
          setOpen(null);
        },
      },
    );
  const close = (next: boolean) => {
    if (next) return;
    setOpen(null);
    if (asked) setParams({}, { replace: true });
  };

  return (
    <div className={PAGE}>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <p className="-mt-4 text-sm text-muted-foreground">{EXPLANATION}</p>
      {canRecord ? (
        <Card className="grid gap-3 p-4">
          <h2 className="font-semibold">Zapisz odbiór</h2>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <SelectField id="handover-student" label="Uczeń" value={chosen} onChange={(event) => setChosen(event.target.value)}>
                <option value="">— wybierz ucznia —</option>
                {withGroup.map((student) => (
                  <option key={student.id} value={student.id}>
                    {student.name}
                    {student.className ? ` (${student.className})` : ''}
                  </option>
                ))}
              </SelectField>
            </div>
            <Button onClick={record}>
              <DoorOpen aria-hidden="true" />
              Odbiór przez rodzica
            </Button>
          </div>
        </Card>
      ) : (
        <p className="text-sm text-muted-foreground">Odbiór dziecka zapisuje kierownik lub twórca wycieczki. Tu widać, kogo odebrali rodzice.</p>
      )}
      <section aria-labelledby="handovers-open" className="grid gap-3">
        <h2 id="handovers-open" className="text-lg font-semibold">
          Odebrani teraz ({openNow.length})
        </h2>
        {query.isPending ? (
          <Spinner label="Wczytywanie..." className="py-8" />
        ) : openNow.length === 0 ? (
          <p className="text-sm text-muted-foreground">Wszyscy uczniowie są z grupą.</p>
        ) : (
          <ul className="grid gap-3">
            {openNow.map((handover) => (
              <li key={handover.id}>
                <HandoverCard
                  handover={handover}
                  actions={
                    canRecord ? (
                      <div className="flex flex-wrap gap-2">
                        {handover.confirmedAt ? null : (
                          <Button variant="outline" size="sm" onClick={() => setOpen({ kind: 'code', handover })}>
                            <KeyRound aria-hidden="true" />
                            Wpisz kod od rodzica
                          </Button>
                        )}
                        <Button variant="outline" size="sm" onClick={() => setOpen({ kind: 'return', handover })}>
                          <Undo2 aria-hidden="true" />
                          Powrót do grupy
                        </Button>
                      </div>
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {openNow.some((h) => !h.confirmedAt) ? (
          <p className="text-sm text-muted-foreground">
            Rodzic potwierdza odbiór na swojej stronie („Potwierdzam odbiór”) albo pokazuje Ci 6-cyfrowy kod ze swojej strony: wpisz go przyciskiem „Wpisz kod od rodzica”.
          </p>
        ) : null}
      </section>
      {earlier.length > 0 ? (
        <section aria-labelledby="handovers-earlier" className="grid gap-3">
          <h2 id="handovers-earlier" className="text-lg font-semibold">
            Wcześniejsze odbiory
          </h2>
          <ul className="grid gap-3">
            {earlier.map((handover) => (
              <li key={handover.id}>
                <HandoverCard handover={handover} actions={null} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RecordHandoverDialog show={recording !== null} tripId={trip.id} tripStartDate={trip.startDate} student={recording ?? { id: '', name: '' }} onOpenChange={close} />
      {open?.kind === 'code' ? <HandoverCodeDialog tripId={trip.id} handover={open.handover} onOpenChange={close} /> : null}
      <ConfirmDialog
        open={open?.kind === 'return'}
        onOpenChange={close}
        title={`Powrót do grupy: ${open?.kind === 'return' ? open.handover.studentName : ''}?`}
        description="Od teraz listy obecności i zbiórki znów oczekują tego ucznia. Zapis odbioru zostaje w historii."
        confirmLabel="Powrót do grupy"
        busy={back.isPending}
        onConfirm={() => open?.kind === 'return' && returnToGroup(open.handover)}
      />
    </div>
  );
}

/** 'Kasia Kot · Odebrała: Maria Kot · 12.05.2026, 14:30 · przy fontannie', and what the parent said of it. */
function HandoverCard({ handover, actions }: { handover: StudentHandover; actions: ReactNode }) {
  const back = handover.returnedAt !== null;
  return (
    <Card data-testid="handover" className={cn('grid gap-2 p-4', back && 'bg-muted/40')}>
      <p className="font-semibold wrap-anywhere">{handover.studentName}</p>
      <p className="text-sm wrap-anywhere">
        {collectedByLabel(handover.collectorName)}
        {handover.collectorKind === 'named' ? ' (osoba wskazana przez rodzica)' : ''} · {formatDateTime(handover.collectedAt)} · {handover.place}
      </p>
      <p className={cn('text-sm font-medium', handover.confirmedAt ? 'text-emerald-700' : 'text-amber-800')} data-testid="handover-confirmation">
        {confirmationText(handover)}
      </p>
      <p className="text-xs text-muted-foreground">
        {doneByLabel('zapisał', handover.recordedByName, handover.recordedByGender)}
        {back && handover.returnedAt ? ` · Powrót do grupy ${formatDateTime(handover.returnedAt)}${handover.returnedByName ? ` (${handover.returnedByName})` : ''}` : ''}
      </p>
      {actions}
    </Card>
  );
}
