import type { Guardian, Room, Student, TripSummary } from '@wycieczki/shared';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { apiRequest } from '@/lib/api-client';
import { isoDateInDays } from '@/lib/format-date-range';
import { readDraft, writeDraft } from '@/lib/form-draft';
import { useAuth } from '@/lib/use-session';
import { similarTripDraft } from '../similar-trip';
import { WIZARD_DRAFT, wizardHasContent, type WizardDraft } from '../wizard/wizard-draft';

type SimilarTripDialogProps = { trip: TripSummary | null; onOpenChange: (open: boolean) => void; onReady: () => void };

/**
 * 'Utwórz podobną' (issue 31): asks whether the same students come along, then fills the wizard from
 * the trip (its draft), which opens with everything to check and change before 'Utwórz wycieczkę'.
 */
export function SimilarTripDialog({ trip, onOpenChange, onReady }: SimilarTripDialogProps) {
  return (
    <Dialog open={trip !== null} onOpenChange={onOpenChange}>
      {trip ? (
        <DialogContent
          title="Utwórz podobną wycieczkę"
          description={`Kreator otworzy się wypełniony danymi wycieczki „${trip.name}”: nazwą z kolejnym rokiem, celem, terminem za rok, kierownikiem, opiekunami i pokojami. Szczegóły karty, numery alarmowe, koszt i program zostaną skopiowane przy tworzeniu.`}
        >
          <SimilarTripForm trip={trip} onReady={onReady} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SimilarTripForm({ trip, onReady }: { trip: TripSummary; onReady: () => void }) {
  const { user } = useAuth();
  const [sameStudents, setSameStudents] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [replacesDraft] = useState(() => {
    const kept = readDraft<WizardDraft>(WIZARD_DRAFT, 'device');
    return kept !== null && wizardHasContent(kept.values);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    Promise.all([
      apiRequest<Guardian[]>(`/trips/${trip.id}/guardians`, { auth: true }),
      apiRequest<Room[]>(`/trips/${trip.id}/rooms`, { auth: true }),
      sameStudents ? apiRequest<Student[]>(`/trips/${trip.id}/students`, { auth: true }) : Promise.resolve(null),
    ])
      .then(([guardians, rooms, students]) => {
        writeDraft(WIZARD_DRAFT, similarTripDraft(trip, { guardians, rooms, students, myEmail: user?.email ?? '', today: isoDateInDays(0) }), 'device');
        onReady();
      }, setError)
      .finally(() => setPending(false));
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <label htmlFor="similar-trip-students" className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
        <input
          id="similar-trip-students"
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          checked={sameStudents}
          onChange={(event) => setSameStudents(event.target.checked)}
        />
        <span>
          <span className="block font-medium">Ci sami uczniowie</span>
          <span className="block text-muted-foreground">
            Imiona, nazwiska i klasy (o jedną wyżej, np. 6a → 7a; do poprawienia w kreatorze). Bez PESEL, telefonów, alergii, diet, leków i zgód.
          </span>
        </span>
      </label>
      {replacesDraft ? <p className="text-sm font-medium text-amber-800">Niezapisany szkic nowej wycieczki zostanie zastąpiony.</p> : null}
      <DialogFormFooter error={error} pending={pending} label="Dalej" pendingLabel="Przygotowywanie..." />
    </form>
  );
}
