import { MEDICINE_GIVEN_BY_LABELS, medicineScheduleText, type StudentMedicine } from '@wycieczki/shared';
import { FileText, Pencil, Pill, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { formatCheckDate } from '@/lib/format-date';
import { downloadMedicineCard, MEDICINE_CARD_LABEL } from '@/lib/medicine-card';
import { toast } from '@/lib/toast';
import { useDeleteMedicine, useTripMedicines } from '../api/medicines';

// The form's code loads when 'Dodaj lek' or 'Edytuj' is pressed.
const MedicineDialog = lazyDialog(() => import('./medicine-dialog').then((m) => m.MedicineDialog));

type StudentMedicinesProps = {
  tripId: string;
  trip: { startDate: string; endDate: string };
  student: { id: string; name: string };
  /** A closed trip, or one whose sensitive data is erased: read only. */
  readOnly: boolean;
};

function daysText(medicine: StudentMedicine): string | null {
  if (!medicine.fromDate && !medicine.untilDate) return null;
  if (medicine.fromDate && medicine.untilDate) return `${formatCheckDate(medicine.fromDate)} – ${formatCheckDate(medicine.untilDate)}`;
  return medicine.fromDate ? `od ${formatCheckDate(medicine.fromDate)}` : `do ${formatCheckDate(medicine.untilDate!)}`;
}

/**
 * 'Leki' in the student's dialog (issue 54): each medicine with its dose, hours and who gives it, and
 * 'Dodaj lek'. A medicine the parent wrote on the parent page says 'od rodzica'.
 */
export default function StudentMedicines({ tripId, trip, student, readOnly }: StudentMedicinesProps) {
  const query = useTripMedicines(tripId);
  const remove = useDeleteMedicine();
  const [editing, setEditing] = useState<StudentMedicine | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StudentMedicine | null>(null);
  const [printing, setPrinting] = useState(false);
  const medicines = (query.data?.medicines ?? []).filter((medicine) => medicine.studentId === student.id);

  const print = () => {
    setPrinting(true);
    downloadMedicineCard(tripId, student.id)
      .then(
        () => toast.success(`Pobrano: ${MEDICINE_CARD_LABEL}`),
        (error: unknown) => toast.error('Nie udało się przygotować dokumentu', { description: errorMessage(error) }),
      )
      .finally(() => setPrinting(false));
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { tripId, medicineId: deleting.id },
      {
        onSuccess: () => {
          toast.success(`Usunięto lek: ${deleting.name}`);
          setDeleting(null);
        },
        onError: (error) => {
          toast.error('Nie udało się usunąć leku', { description: errorMessage(error) });
          setDeleting(null);
        },
      },
    );
  };

  return (
    <section aria-labelledby={`medicines-${student.id}`} className="mt-6 grid gap-3 border-t border-border pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`medicines-${student.id}`} className="flex items-center gap-2 text-base font-semibold">
          <Pill aria-hidden="true" className="size-4 text-primary" />
          Leki
        </h3>
        {readOnly ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Dodaj lek
          </Button>
        )}
      </div>
      {readOnly ? null : <p className="-mt-1 text-xs text-muted-foreground">Lek zapisuje się od razu; „Zapisz zmiany” dotyczy tylko danych ucznia.</p>}
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">Wczytywanie leków...</p>
      ) : medicines.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Brak leków. Lek, który opiekun podaje o stałych godzinach, pojawi się w „Leki teraz” na ekranie Obecność, a niepodana dawka będzie przypominana.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={`Leki: ${student.name}`}>
          {medicines.map((medicine) => (
            <li key={medicine.id} data-testid="student-medicine" className="grid gap-1 rounded-lg border border-border p-3 text-sm">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 font-semibold wrap-anywhere">
                  {medicine.name} <span className="font-normal">– {medicine.dose}</span>
                  {medicine.byParent ? <span className="ml-2 rounded bg-primary-soft px-1.5 py-0.5 text-xs font-medium text-primary">od rodzica</span> : null}
                </p>
                {readOnly ? null : (
                  <div className="-my-1 flex shrink-0 gap-1">
                    <Button variant="ghost" size="icon" aria-label={`Edytuj lek ${medicine.name}`} onClick={() => setEditing(medicine)}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" className="text-destructive hover:text-destructive" aria-label={`Usuń lek ${medicine.name}`} onClick={() => setDeleting(medicine)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </div>
              <p className="wrap-anywhere">
                {medicineScheduleText(medicine)} · {MEDICINE_GIVEN_BY_LABELS[medicine.givenBy]}
                {daysText(medicine) ? ` · ${daysText(medicine)}` : ''}
              </p>
              {medicine.notes ? <p className="text-muted-foreground wrap-anywhere">{medicine.notes}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {medicines.length > 0 ? (
        <Button variant="outline" size="sm" className="w-fit max-w-full" disabled={printing} onClick={print}>
          <FileText aria-hidden="true" />
          {printing ? 'Przygotowywanie...' : MEDICINE_CARD_LABEL}
        </Button>
      ) : null}
      <MedicineDialog show={editing !== null} tripId={tripId} trip={trip} student={student} medicine={editing === 'new' ? null : editing} medicines={medicines} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Usunąć lek ${deleting?.name ?? ''}?`}
        description="Lek zniknie z listy uczniów i z „Leki teraz”. Leku z zapisanymi podaniami nie można usunąć: ustaw wtedy ostatni dzień podawania."
        confirmLabel="Usuń"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
