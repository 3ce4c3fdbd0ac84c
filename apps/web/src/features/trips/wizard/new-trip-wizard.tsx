import { firstIssueMessage, LIMITS, MSG, studentLimitMessage, tripCreateSchema, type TripCreateInput } from '@wycieczki/shared';
import { ArrowLeft, ArrowRight, Check, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DraftNotice } from '@/components/ui/draft-notice';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { readDraft, removeDraft, writeDraft } from '@/lib/form-draft';
import { errorMessage } from '@/lib/api-error';
import { useCreateTrip } from '../api/create-trip';
import { BasicsStep } from './basics-step';
import { RoomsStep } from './rooms-step';
import { StudentsStep } from './students-step';
import { withoutRepeats } from './school-list-selection';
import { SummaryStep } from './summary-step';
import {
  basicsError,
  basicsFilled,
  defaultBasics,
  WIZARD_MSG,
  WIZARD_DRAFT,
  WIZARD_TABS,
  wizardHasContent,
  wizardStudentLimit,
  type DraftRoom,
  type DraftStudent,
  type WizardBasics,
  type WizardDraft,
  type WizardTab,
} from './wizard-draft';

type NewTripWizardProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Escape closes an open suggestion list first, not the whole wizard. */
function suggestionsOpen(): boolean {
  const element = document.activeElement;
  return element?.getAttribute('role') === 'combobox' && element.getAttribute('aria-expanded') === 'true';
}

/**
 * 'Kreator nowej wycieczki'. The draft lives here, outside the dialog's content, so closing the
 * dialog by accident keeps it; a successful creation resets it. Submitted as ONE request.
 */
export function NewTripWizard({ open, onOpenChange }: NewTripWizardProps) {
  const { selectTrip } = useCurrentTrip();
  const create = useCreateTrip();
  // What was typed before a reload, a Back press or a closed tab's restore comes back (lib/form-draft.ts).
  const [restored] = useState(() => readDraft<WizardDraft>(WIZARD_DRAFT, 'device'));
  const [restoredAt, setRestoredAt] = useState(restored?.savedAt ?? null);
  // Every opening offers what is kept, with 'Odrzuć szkic' (set while rendering: React's pattern for state that follows a prop).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setRestoredAt(readDraft<WizardDraft>(WIZARD_DRAFT, 'device')?.savedAt ?? null);
  }
  // A draft kept before the ratio existed has none: the default one.
  const [initialBasics] = useState(() => ({ ...defaultBasics(), ...restored?.values.basics }));
  const form = useForm<WizardBasics>({ defaultValues: initialBasics });
  // Kept in state from a subscription (not watch/useWatch): the tabs depend on it, and the sign-in
  // screen's chunk, which shares react-hook-form, stays as small as it was.
  const [basics, setBasics] = useState<WizardBasics>(initialBasics);
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => setBasics({ ...values }) }),
    [form],
  );
  const [guardianEmails, setGuardianEmails] = useState<string[]>(restored?.values.guardianEmails ?? []);
  const [students, setStudents] = useState<DraftStudent[]>(restored?.values.students ?? []);
  const [rooms, setRooms] = useState<DraftRoom[]>(restored?.values.rooms ?? []);
  const [tab, setTab] = useState<WizardTab>(restored?.values.tab ?? 'basics');
  const [copyFrom, setCopyFrom] = useState(restored?.values.copyFrom ?? null);
  /**
   * What the last addition did ('Dodano ucznia do listy'), shown in the wizard itself: adding thirty
   * students raises no thirty toasts, and the creation ends with one summary.
   */
  const [notice, setNotice] = useState<string | null>(null);
  const nextKey = useRef(Math.max(0, ...students.map((s) => s.key + 1), ...rooms.map((r) => r.key + 1)));

  useEffect(() => {
    const draft: WizardDraft = { basics, guardianEmails, students, rooms, tab, copyFrom };
    if (wizardHasContent(draft)) writeDraft(WIZARD_DRAFT, draft, 'device');
    else removeDraft(WIZARD_DRAFT, 'device');
  }, [basics, guardianEmails, students, rooms, tab, copyFrom]);

  const perGuardian = basics.studentsPerGuardian;
  const limit = wizardStudentLimit(guardianEmails.length, perGuardian);
  const overLimit = students.length > limit;
  const filled = basicsFilled(basics);
  // Over the student limit the steps after the students are closed until a student goes or a guardian comes (docs/product.md §5).
  const enabled: Record<WizardTab, boolean> = { basics: true, students: filled, rooms: filled && !overLimit, summary: filled && !overLimit };
  const tabIndex = WIZARD_TABS.findIndex((t) => t.value === tab);

  /** Moving forward checks what the next step relies on; going back is always allowed. */
  const goTo = (target: WizardTab) => {
    const targetIndex = WIZARD_TABS.findIndex((t) => t.value === target);
    if (targetIndex > 0 && targetIndex > tabIndex) {
      const problem = basicsError(form.getValues());
      if (problem) return void toast.error(problem);
    }
    if (!enabled[target]) return void toast.error(studentLimitMessage(limit, perGuardian));
    show(target);
  };

  const show = (target: WizardTab) => {
    setNotice(null);
    setTab(target);
  };

  /** The student that would break the limit is refused, with the reason; what was typed stays in the form. */
  const addStudent = (student: Omit<DraftStudent, 'key'>): boolean => {
    if (students.length >= limit) {
      toast.error(studentLimitMessage(limit, perGuardian));
      return false;
    }
    setStudents([...students, { ...student, key: nextKey.current++ }]);
    setNotice(`${WIZARD_MSG.studentAdded}: ${student.name}`);
    return true;
  };

  /** 'Z listy szkoły': all or none, so the teacher unticks pupils rather than finding who was left out. */
  const addStudents = (incoming: Omit<DraftStudent, 'key'>[]): boolean => {
    const fresh = withoutRepeats(students, incoming);
    if (students.length + fresh.length > limit) {
      toast.error(studentLimitMessage(limit, perGuardian));
      return false;
    }
    setStudents([...students, ...fresh.map((student) => ({ ...student, key: nextKey.current++ }))]);
    setNotice(`${WIZARD_MSG.studentsAdded}: ${fresh.length}`);
    return true;
  };

  const setClassForAll = (className: string | null) => {
    // A pupil of the school's register keeps the register's class: the server takes it from there.
    setStudents(students.map((student) => (student.registerPupilId ? student : { ...student, className })));
    setNotice(className ? `Ustawiono klasę ${className} wszystkim uczniom` : 'Usunięto klasę wszystkim uczniom');
  };

  const addRoom = (room: Omit<DraftRoom, 'key'>): boolean => {
    const problem = rooms.some((other) => other.number === room.number)
      ? MSG.roomNumberTaken
      : rooms.length >= LIMITS.wizardRoomsMax
        ? MSG.tooManyRooms
        : null;
    if (problem) {
      toast.error(problem);
      return false;
    }
    setRooms([...rooms, { ...room, key: nextKey.current++ }]);
    setNotice(`${WIZARD_MSG.roomAdded}: ${room.number}`);
    return true;
  };

  const reset = () => {
    const fresh = defaultBasics();
    form.reset(fresh);
    setBasics(fresh);
    setGuardianEmails([]);
    setStudents([]);
    setRooms([]);
    setCopyFrom(null);
    show('basics');
    removeDraft(WIZARD_DRAFT, 'device');
    setRestoredAt(null);
  };

  const submit = () => {
    const values = form.getValues();
    const problem = basicsError(values) ?? (overLimit ? studentLimitMessage(limit, perGuardian) : null);
    if (problem) return void toast.error(problem);
    const payload: TripCreateInput = {
      ...values,
      guardianEmails,
      students: students.map(({ key: _key, ...student }) => student),
      rooms: rooms.map(({ key: _key, ...room }) => room),
      ...(copyFrom ? { copyFrom: copyFrom.tripId } : {}),
    };
    const parsed = tripCreateSchema.safeParse(payload);
    if (!parsed.success) return void toast.error(firstIssueMessage(parsed.error));
    create.mutate(payload, {
      onSuccess: (trip) => {
        selectTrip(trip.id);
        // One summary of everything the wizard created.
        toast.success(students.length > 0 || rooms.length > 0 ? 'Utworzono nową wycieczkę z uczniami i pokojami!' : 'Wycieczka została utworzona', {
          description: `Uczniowie: ${students.length}, pokoje: ${rooms.length}, dodatkowi opiekunowie: ${guardianEmails.length}`,
        });
        reset();
        onOpenChange(false);
      },
      onError: (error) => toast.error('Nie udało się utworzyć wycieczki', { description: errorMessage(error) }),
    });
  };

  const previous = WIZARD_TABS[tabIndex - 1];
  const next = WIZARD_TABS[tabIndex + 1];
  const footer = (
    <>
      {previous ? (
        <Button variant="outline" onClick={() => show(previous.value)} className="sm:mr-auto">
          <ArrowLeft aria-hidden="true" />
          Wstecz
        </Button>
      ) : (
        <Button variant="outline" onClick={() => onOpenChange(false)} className="sm:mr-auto">
          Anuluj
        </Button>
      )}
      {next ? (
        <Button onClick={() => goTo(next.value)} disabled={!enabled[next.value] && filled}>
          Dalej
          <ArrowRight aria-hidden="true" />
        </Button>
      ) : (
        <Button onClick={submit} disabled={create.isPending}>
          <Check aria-hidden="true" />
          {create.isPending ? 'Tworzenie wycieczki...' : 'Utwórz wycieczkę'}
        </Button>
      )}
    </>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Kreator nowej wycieczki"
        description="Wycieczka zostanie zapisana w całości po zatwierdzeniu podsumowania."
        size="lg"
        footer={footer}
        onEscapeKeyDown={(event) => {
          if (suggestionsOpen()) event.preventDefault();
        }}
      >
        <Tabs value={tab} onValueChange={(value) => goTo(value as WizardTab)} activationMode="manual">
          <TabsList aria-label="Kroki kreatora" className="grid-cols-2 sm:grid-cols-4">
            {WIZARD_TABS.map((step) => (
              <TabsTrigger key={step.value} value={step.value} disabled={!enabled[step.value]} className="disabled:cursor-not-allowed disabled:opacity-50">
                {step.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {restoredAt !== null && wizardHasContent({ basics, guardianEmails, students, rooms, tab }) ? (
            <div className="mt-3">
              <DraftNotice savedAt={restoredAt} onDiscard={reset} />
            </div>
          ) : null}
          {copyFrom ? (
            <p className="mt-3 rounded-lg bg-primary-soft px-3 py-2 text-sm">
              Na podstawie wycieczki „{copyFrom.tripName}”: szczegóły karty, zgody i numery alarmowe, koszt z ratami oraz program (z dniami
              przesuniętymi do nowego terminu) zostaną skopiowane. Sprawdź je po utworzeniu wycieczki.
            </p>
          ) : null}
          <p role="status" className="mt-3 flex min-h-0 items-center gap-1.5 text-sm font-medium text-emerald-700 empty:hidden">
            {notice ? (
              <>
                <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 truncate" title={notice}>
                  {notice}
                </span>
              </>
            ) : null}
          </p>
          <TabsContent value="basics">
            <BasicsStep
              form={form}
              leaderEmail={basics.tripLeaderEmail}
              startDate={basics.startDate}
              endDate={basics.endDate}
              guardianEmails={guardianEmails}
              onGuardianEmailsChange={setGuardianEmails}
              onGuardianAdded={(email) => setNotice(`${WIZARD_MSG.guardianAdded}: ${email}`)}
              studentLimit={limit}
              studentsPerGuardian={perGuardian}
            />
          </TabsContent>
          <TabsContent value="students">
            <StudentsStep
              students={students}
              limit={limit}
              onAdd={addStudent}
              onAddMany={addStudents}
              onRemove={(key) => setStudents(students.filter((s) => s.key !== key))}
              onClassForAll={setClassForAll}
            />
          </TabsContent>
          <TabsContent value="rooms">
            <RoomsStep rooms={rooms} onAdd={addRoom} onRemove={(key) => setRooms(rooms.filter((r) => r.key !== key))} />
          </TabsContent>
          <TabsContent value="summary">
            <SummaryStep basics={basics} guardianEmails={guardianEmails} students={students} rooms={rooms} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
