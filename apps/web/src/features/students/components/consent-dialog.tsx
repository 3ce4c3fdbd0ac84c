import { CONSENT_STATUSES, MEDICAL_CONSENT_LABELS, type ConsentStatus, type Student } from '@wycieczki/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSetConsent } from '../api/set-consent';
import { CONSENT_OPTION_LABELS } from './student-form';

type ConsentDialogProps = { tripId: string; students: readonly Student[] | null; onOpenChange: (open: boolean) => void };

/** Today in the browser's calendar, YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * 'Zgody rodziców': the papers collected on a morning, marked in one go. The students still without
 * a consent come ticked; the state and its date apply to every ticked student.
 */
export function ConsentDialog({ tripId, students, onOpenChange }: ConsentDialogProps) {
  const setConsent = useSetConsent();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set((students ?? []).filter((s) => s.consent === 'missing').map((s) => s.id)));
  const [status, setStatus] = useState<ConsentStatus>('given');
  // The medical answer the same papers carry (issue 48); 'Bez zmian' unless the teacher reads it off them.
  const [medical, setMedical] = useState<ConsentStatus | ''>('');
  const [date, setDate] = useState(today);
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = () => {
    if (chosen.size === 0) {
      toast.error('Zaznacz co najmniej jednego ucznia');
      return;
    }
    setConsent
      .mutateAsync({
        tripId,
        input: {
          studentIds: [...chosen],
          consent: status,
          consentDate: status === 'given' ? date || null : null,
          ...(medical ? { medicalConsent: medical } : {}),
        },
      })
      .then(
        ({ updated }) => {
          toast.success(`Zapisano zgody rodziców: ${updated}`);
          onOpenChange(false);
        },
        (error: unknown) => toast.error('Nie udało się zapisać zgód', { description: errorMessage(error) }),
      );
  };

  return (
    <Dialog open={students !== null} onOpenChange={onOpenChange}>
      {students ? (
        <DialogContent
          title="Zgody rodziców"
          description="Zaznacz uczniów i zapisz stan ich zgody."
          footer={<DialogActions onClick={save} pending={setConsent.isPending} label={`Zapisz (${chosen.size})`} pendingLabel="Zapisywanie..." />}
        >
          <div className="grid gap-4">
            <div className="grid gap-4 min-[420px]:grid-cols-2">
              <SelectField id="consent-status" label="Zgoda rodzica" value={status} onChange={(event) => setStatus(event.target.value as ConsentStatus)}>
                {CONSENT_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {CONSENT_OPTION_LABELS[value]}
                  </option>
                ))}
              </SelectField>
              {status === 'given' ? <DatePicker id="consent-date" label="Data dostarczenia zgody" value={date} onChange={setDate} /> : null}
              <SelectField
                id="consent-medical"
                label="Zgoda na pomoc medyczną w nagłym wypadku"
                value={medical}
                onChange={(event) => setMedical(event.target.value as ConsentStatus | '')}
              >
                <option value="">Bez zmian</option>
                {CONSENT_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {MEDICAL_CONSENT_LABELS[value]}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setChosen(new Set(students.map((s) => s.id)))}>
                Zaznacz wszystkich
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => setChosen(new Set())}>
                Odznacz wszystkich
              </Button>
            </div>
            <ul aria-label="Uczniowie" className="grid divide-y divide-border rounded-lg border border-border">
              {students.map((student) => (
                <li key={student.id}>
                  <label className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                    <input type="checkbox" className="size-5 shrink-0 accent-primary" checked={chosen.has(student.id)} onChange={() => toggle(student.id)} />
                    <span className="min-w-0 flex-1 wrap-anywhere">
                      {student.name}
                      {student.className ? <span className="text-muted-foreground"> · {student.className}</span> : null}
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground">{CONSENT_OPTION_LABELS[student.consent]}</span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
