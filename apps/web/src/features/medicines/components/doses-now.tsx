import { asNeededGivenOn, studentsWithDosesDue, type DoseStatus } from '@wycieczki/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, FileText, Pill, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { downloadMedicineCard, MEDICINE_CARD_LABEL } from '@/lib/medicine-card';
import { countLabel, STUDENT_FORMS } from '@/lib/plural';
import { toast } from '@/lib/toast';
import { useTripClosed } from '@/lib/trip-closed';
import { useAuth } from '@/lib/use-session';
import { markDose, type DoseTarget } from '../api/dose-marks';
import { DOSES_NOW_PARAM, useDosesNow, type DosesNow } from '../use-doses-now';
import { DoseRow, MarkLine } from './dose-row';

/**
 * 'Leki teraz: 3 uczniów' on the roll call's screen (issue 54): the students with a dose due, overdue
 * ones in red; a tap lists the doses with 'Podano' / 'Odmowa' / 'Nieobecny', marked offline as the
 * roll call is. Nothing shows on a trip without a medicine a guardian gives.
 */
export default function DosesNowCard({ tripId }: { tripId: string }) {
  const { currentTrip } = useCurrentTrip();
  const trip = currentTrip ?? { startDate: '', endDate: '' };
  const now = useDosesNow(tripId, trip, { enabled: currentTrip !== null });
  const [params, setParams] = useSearchParams();
  // '/attendance?leki=1': opened from the overdue banner; the address then loses it (Back does not reopen it).
  const [open, setOpen] = useState(() => params.get(DOSES_NOW_PARAM) !== null);
  useEffect(() => {
    if (params.get(DOSES_NOW_PARAM) === null) return;
    setParams(
      (current) => {
        current.delete(DOSES_NOW_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);
  if (!now.any) return null;
  const due = studentsWithDosesDue(now.doses);
  const overdue = now.doses.filter((dose) => dose.overdue).length;
  const next = now.later[0];
  const summary = due > 0 ? `Leki teraz: ${countLabel(due, STUDENT_FORMS)}` : next ? `Leki: następna dawka o ${next.time}` : 'Leki teraz: nic do podania';
  return (
    <>
      <button
        type="button"
        data-testid="doses-now"
        onClick={() => setOpen(true)}
        className={cn(
          'flex min-h-14 w-full cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-left shadow-sm transition-colors',
          overdue > 0 ? 'border-2 border-red-700 bg-red-50 text-red-900 hover:bg-red-100' : due > 0 ? 'border-primary bg-primary-soft hover:bg-primary-soft/70' : 'border-border bg-card hover:bg-muted',
        )}
      >
        {overdue > 0 ? <TriangleAlert aria-hidden="true" className="size-5 shrink-0" /> : <Pill aria-hidden="true" className="size-5 shrink-0 text-primary" />}
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{summary}</span>
          {overdue > 0 ? <span className="block text-sm font-medium">Zaległe dawki: {overdue}</span> : null}
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
      </button>
      {open ? <DosesDialog tripId={tripId} now={now} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function DosesDialog({ tripId, now, onClose }: { tripId: string; now: DosesNow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const closed = useTripClosed();
  const [printing, setPrinting] = useState(false);
  const mark = closed || !user ? null : (target: DoseTarget, status: DoseStatus) => markDose(queryClient, { id: user.id, name: user.fullName }, tripId, target, status);
  const print = () => {
    setPrinting(true);
    downloadMedicineCard(tripId)
      .then(
        () => toast.success(`Pobrano: ${MEDICINE_CARD_LABEL}`),
        (error: unknown) => toast.error('Nie udało się przygotować dokumentu', { description: errorMessage(error) }),
      )
      .finally(() => setPrinting(false));
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Leki teraz"
        description="Dawki do podania: każda pokazuje się godzinę przed swoją porą i zostaje, aż ktoś ją oznaczy: Podano, Odmowa albo Nieobecność (działa też bez internetu). Dawka nieoznaczona 30 minut po swojej porze jest zaległa."
        footer={<DialogActions cancelLabel="Zamknij" />}
      >
        <div className="grid gap-5">
          {now.doses.length === 0 ? (
            <p className="text-sm text-muted-foreground">Teraz żaden uczeń nie ma dawki do podania.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Dawki teraz">
              {now.doses.map((dose) => (
                <DoseRow
                  key={`${dose.medicineId}|${dose.doseDay}|${dose.scheduledTime}`}
                  time={dose.doseDay === now.today ? dose.scheduledTime : `${dose.scheduledTime} (wczoraj)`}
                  studentName={dose.studentName}
                  medicine={dose.medicineName}
                  dose={dose.dose}
                  notes={now.notes.get(dose.medicineId) ?? null}
                  mark={dose.mark}
                  overdue={dose.overdue}
                  unsent={dose.mark ? now.unsent.has(dose.mark.id) : false}
                  onMark={mark && ((status) => mark({ medicineId: dose.medicineId, studentId: dose.studentId, studentName: dose.studentName, doseDay: dose.doseDay, scheduledTime: dose.scheduledTime }, status))}
                />
              ))}
            </ul>
          )}
          {now.asNeeded.length > 0 ? (
            <section aria-labelledby="as-needed-title" className="grid gap-2">
              <h3 id="as-needed-title" className="text-sm font-semibold">
                W razie potrzeby
              </h3>
              <ul className="grid gap-2">
                {now.asNeeded.map((medicine) => {
                  const given = asNeededGivenOn(medicine.id, now.today, now.marks);
                  const max = medicine.maxPerDay ?? 1;
                  const last = now.marks.filter((m) => m.medicineId === medicine.id && m.doseDay === now.today && m.scheduledTime === null).at(-1);
                  return (
                    <li key={medicine.id} className="grid gap-2 rounded-lg border border-border p-3 text-sm">
                      <p className="wrap-anywhere">
                        <span className="font-semibold">{medicine.studentName}</span> · {medicine.name} – {medicine.dose}
                      </p>
                      <p className="text-muted-foreground">
                        Dziś podano: {given} z {max}
                      </p>
                      {last ? <MarkLine mark={last} unsent={now.unsent.has(last.id)} /> : null}
                      {mark ? (
                        <Button
                          variant="outline"
                          className="w-fit"
                          disabled={given >= max}
                          onClick={() => mark({ medicineId: medicine.id, studentId: medicine.studentId, studentName: medicine.studentName, doseDay: now.today, scheduledTime: null }, 'given')}
                        >
                          {given >= max ? 'Dziś podano już maksymalną liczbę dawek' : 'Podano teraz'}
                        </Button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
          {now.later.length > 0 ? (
            <section aria-labelledby="later-title" className="grid gap-1">
              <h3 id="later-title" className="text-sm font-semibold">
                Później dziś
              </h3>
              <ul className="grid gap-1 text-sm">
                {now.later.map(({ medicine, time }) => (
                  <li key={`${medicine.id}|${time}`} className="wrap-anywhere">
                    <span className="font-semibold tabular-nums">{time}</span> {medicine.studentName} · {medicine.name} – {medicine.dose}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <Button variant="outline" className="w-fit max-w-full" disabled={printing} onClick={print}>
            <FileText aria-hidden="true" />
            {printing ? 'Przygotowywanie...' : MEDICINE_CARD_LABEL}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
