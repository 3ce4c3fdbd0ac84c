import { MEDICINE_LIMITS, pupilLabel, type Pupil, type StudentMedicine } from '@wycieczki/shared';
import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FieldError, FormField, TextAreaField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TimeField } from '@/components/ui/time-field';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSaveMedicine } from '../api/medicines';
import { checkMedicineForm, toMedicineFormValues, type MedicineFormField, type MedicineFormValues } from '@/lib/medicine-form';

const FORM_ID = 'medicine-form';

type MedicineDialogProps = {
  tripId: string;
  trip: { startDate: string; endDate: string };
  student: Pupil & { id: string };
  /** The medicine to change; null adds one. */
  medicine: StudentMedicine | null;
  /** The child's medicines: the same one is not entered twice for a day. */
  medicines: readonly StudentMedicine[];
  onClose: () => void;
};

/**
 * 'Dodaj lek' / 'Edytuj lek' (issue 54): name, dose, the hours (or 'w razie potrzeby' with a maximum a
 * day), who gives it, the days of a course shorter than the trip, notes. Checked as the server checks
 * it; the first wrong field is said under it and in a toast.
 */
export function MedicineDialog({ tripId, trip, student, medicine, medicines, onClose }: MedicineDialogProps) {
  const save = useSaveMedicine();
  const [values, setValues] = useState<MedicineFormValues>(() => toMedicineFormValues(medicine));
  const [error, setError] = useState<{ field: MedicineFormField; message: string } | null>(null);
  const set = <K extends MedicineFormField>(field: K, value: MedicineFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (error?.field === field) setError(null);
  };
  const errorOf = (field: MedicineFormField) => (error?.field === field ? error.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkMedicineForm(values, trip, medicines.filter((other) => other.id !== medicine?.id));
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      toast.error(checked.message);
      return;
    }
    save.mutate(
      { tripId, studentId: student.id, medicineId: medicine?.id ?? null, input: checked.input },
      {
        onSuccess: () => {
          toast.success(medicine ? 'Zapisano zmiany leku' : `Dodano lek: ${checked.input.name.trim()}`);
          onClose();
        },
        onError: (failure) => toast.error('Nie udało się zapisać leku', { description: errorMessage(failure) }),
      },
    );
  };

  const timesError = errorOf('times');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={medicine ? 'Edytuj lek' : 'Dodaj lek'}
        description={`${pupilLabel(student)}. Opiekunowie zobaczą lek w „Leki teraz” na ekranie Obecność.`}
        footer={<DialogActions form={FORM_ID} pending={save.isPending} label={medicine ? 'Zapisz zmiany' : 'Dodaj lek'} pendingLabel="Zapisywanie..." />}
      >
        <form id={FORM_ID} onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="medicine-name" label="Nazwa leku" placeholder="np. Ventolin" maxLength={MEDICINE_LIMITS.nameMax} autoComplete="off" value={values.name} error={errorOf('name')} onChange={(e) => set('name', e.target.value)} />
          <FormField id="medicine-dose" label="Dawka" placeholder="np. 2 wdechy, 1 tabletka 200 mg" maxLength={MEDICINE_LIMITS.doseMax} autoComplete="off" value={values.dose} error={errorOf('dose')} onChange={(e) => set('dose', e.target.value)} />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Kiedy</legend>
            {(
              [
                ['times', 'O stałych godzinach'],
                ['asNeeded', 'W razie potrzeby'],
              ] as const
            ).map(([schedule, label]) => (
              <label key={schedule} htmlFor={`medicine-schedule-${schedule}`} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input id={`medicine-schedule-${schedule}`} type="radio" name="medicine-schedule" className="size-5 accent-primary" checked={values.schedule === schedule} onChange={() => set('schedule', schedule)} />
                {label}
              </label>
            ))}
          </fieldset>
          {values.schedule === 'times' ? (
            <div className="grid gap-3">
              {values.times.map((time, index) => (
                <div key={index} className="flex items-end gap-2">
                  <div className="min-w-0 flex-1">
                    <TimeField id={`medicine-time-${index}`} label={`Godzina ${index + 1}`} value={time} onChange={(next) => set('times', values.times.map((t, i) => (i === index ? next : t)))} />
                  </div>
                  {values.times.length > 1 ? (
                    <Button variant="ghost" size="icon" aria-label={`Usuń godzinę ${index + 1}`} onClick={() => set('times', values.times.filter((_, i) => i !== index))}>
                      <X aria-hidden="true" />
                    </Button>
                  ) : null}
                </div>
              ))}
              {timesError ? <FieldError id="medicine-times-error" message={timesError} /> : null}
              {values.times.length < MEDICINE_LIMITS.timesMax ? (
                <Button variant="outline" className="w-fit" onClick={() => set('times', [...values.times, ''])}>
                  <Plus aria-hidden="true" />
                  Dodaj godzinę
                </Button>
              ) : null}
            </div>
          ) : (
            <FormField
              id="medicine-max-per-day"
              label="Najwyżej razy dziennie"
              inputMode="numeric"
              autoComplete="off"
              placeholder="np. 3"
              maxLength={2}
              value={values.maxPerDay}
              error={errorOf('maxPerDay') ?? errorOf('times')}
              hint="Opiekun oznacza każde podanie; więcej razy w ciągu dnia aplikacja nie pozwoli."
              onChange={(e) => set('maxPerDay', e.target.value)}
            />
          )}
          <SelectField id="medicine-given-by" label="Kto podaje" value={values.givenBy} error={errorOf('givenBy')} onChange={(e) => set('givenBy', e.target.value === 'self' ? 'self' : 'guardian')}
            hint={values.givenBy === 'guardian' ? 'Dawkę o stałej godzinie opiekun oznacza w „Leki teraz”; nieoznaczona 30 minut po czasie jest zaległa.' : 'Uczeń przyjmuje lek sam: dawek się nie oznacza, lek jest na karcie podawania leków.'}
          >
            <option value="guardian">Podaje opiekun</option>
            <option value="self">Przyjmuje sam</option>
          </SelectField>
          <div className="grid gap-4 min-[420px]:grid-cols-2">
            <DatePicker id="medicine-from" label="Od dnia (opcjonalnie)" optional value={values.fromDate} error={errorOf('fromDate')} onChange={(value) => set('fromDate', value)} />
            <DatePicker id="medicine-until" label="Do dnia (opcjonalnie)" optional value={values.untilDate} error={errorOf('untilDate')} onChange={(value) => set('untilDate', value)} />
          </div>
          <p className="-mt-2 text-xs text-muted-foreground">Bez dat: przez całą wycieczkę. Daty muszą mieścić się w terminie wycieczki.</p>
          <TextAreaField id="medicine-notes" label="Uwagi (opcjonalnie)" placeholder="np. po jedzeniu, przechowywać w lodówce" maxLength={MEDICINE_LIMITS.notesMax} value={values.notes} error={errorOf('notes')} onChange={(e) => set('notes', e.target.value)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
