import { zodResolver } from '@hookform/resolvers/zod';
import { handoverMoment, tripHandoverFormSchema, type handoverFormSchema, type HandoverFormInput, type PickupPerson } from '@wycieczki/shared';
import { format } from 'date-fns';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField, registered } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TimeField } from '@/components/ui/time-field';
import { errorMessage } from '@/lib/api-error';
import { toastFirstFormError } from '@/lib/first-form-error';
import { toast } from '@/lib/toast';
import { usePickupPersons, useRecordHandover } from '../api/handovers';

type Values = z.output<typeof handoverFormSchema>;

const FORM_ID = 'record-handover';
const FIELD_ORDER = ['collectorKind', 'collectorName', 'personId', 'date', 'time', 'place'] as const;

type RecordHandoverDialogProps = { tripId: string; tripStartDate: string; student: { id: string; name: string }; onOpenChange: (open: boolean) => void };

/** A person as the leader checks them at the hotel door: name, who they are, phone and document. */
function personLine(person: PickupPerson): string {
  return [person.name + (person.relation ? ` (${person.relation})` : ''), person.phone ? `tel. ${person.phone}` : null].filter(Boolean).join(' · ');
}

/**
 * 'Odbiór przez rodzica' (issue 54): who takes the child (a parent, named as they say, or a person the
 * parent named on the parent page, whose document the leader checks), when and where: from the trip's
 * first day to now, as the server takes it (issue 62).
 */
export function RecordHandoverDialog({ tripId, tripStartDate, student, onOpenChange }: RecordHandoverDialogProps) {
  const persons = usePickupPersons(tripId, student.id);
  const record = useRecordHandover();
  const now = new Date();
  const form = useForm<HandoverFormInput, unknown, Values>({
    resolver: zodResolver(tripHandoverFormSchema(tripStartDate)),
    defaultValues: { collectorKind: 'parent', collectorName: '', personId: '', date: format(now, 'yyyy-MM-dd'), time: format(now, 'HH:mm'), place: '' },
  });
  const kind = useWatch({ control: form.control, name: 'collectorKind' });
  const personId = useWatch({ control: form.control, name: 'personId' });
  const chosen = persons.data?.find((p) => p.id === personId);
  const named = persons.data ?? [];

  const submit = form.handleSubmit(
    (values) =>
      record
        .mutateAsync({
          tripId,
          studentId: student.id,
          input: {
            collectorKind: values.collectorKind,
            ...(values.collectorKind === 'parent' ? { collectorName: values.collectorName } : { personId: values.personId }),
            collectedAt: handoverMoment(values.date, values.time)!.toISOString(),
            place: values.place,
          },
        })
        .then(
          () => {
            toast.success(`Zapisano odbiór: ${student.name}`, { description: 'Rodzic może go teraz potwierdzić na stronie dla rodzica.' });
            onOpenChange(false);
          },
          (error: unknown) => toast.error('Nie udało się zapisać odbioru', { description: errorMessage(error) }),
        ),
    toastFirstFormError(FIELD_ORDER),
  );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={`Odbiór przez rodzica: ${student.name}`}
        footer={<DialogActions form={FORM_ID} label="Zapisz odbiór" pendingLabel="Zapisywanie..." pending={record.isPending} />}
      >
        <form id={FORM_ID} onSubmit={submit} noValidate className="grid gap-4">
          {/* In the form, not the dialog's fixed header: on a phone, with a long name, the header would take a third of the screen. */}
          <p className="text-sm text-muted-foreground">
            Zapisz, kto odebrał dziecko, kiedy i gdzie. Od tej chwili listy obecności i zbiórki nie oczekują dziecka, a jego zaginięcia nie można ogłosić, do „Powrót do grupy”.
          </p>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Kto odbiera dziecko</legend>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input type="radio" value="parent" className="size-5 accent-primary" {...form.register('collectorKind')} />
              Rodzic
            </label>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input type="radio" value="named" className="size-5 accent-primary" disabled={named.length === 0} {...form.register('collectorKind')} />
              Osoba wskazana przez rodzica
            </label>
            {persons.isPending ? (
              <Spinner className="py-2" label="Wczytywanie osób wskazanych przez rodzica..." />
            ) : named.length === 0 ? (
              <p className="text-xs text-muted-foreground">
                Rodzic nie wskazał nikogo innego. Osoby, które mogą odebrać dziecko, rodzic wpisuje na swojej stronie („Kto może odebrać dziecko”).
              </p>
            ) : null}
          </fieldset>
          {kind === 'named' ? (
            <>
              <SelectField id={`${FORM_ID}-person`} label="Osoba wskazana przez rodzica" {...registered(form, 'personId')}>
                <option value="">— wybierz —</option>
                {named.map((person) => (
                  <option key={person.id} value={person.id}>
                    {personLine(person)}
                  </option>
                ))}
              </SelectField>
              {chosen ? (
                // Whole, as the closed list on a phone cuts a long line: who it is, the phone, the document to check.
                <div className="grid gap-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                  <p className="break-words font-medium" data-testid="pickup-person">
                    {personLine(chosen)}
                  </p>
                  <p data-testid="pickup-document">{chosen.document ? `Sprawdź dokument: ${chosen.document}.` : 'Rodzic nie podał dokumentu tej osoby: sprawdź jej dowód osobisty.'}</p>
                </div>
              ) : null}
            </>
          ) : (
            <FormField id={`${FORM_ID}-name`} label="Imię i nazwisko rodzica" autoComplete="off" {...registered(form, 'collectorName')} />
          )}
          <div className="grid gap-4 min-[420px]:grid-cols-2">
            <Controller
              control={form.control}
              name="date"
              render={({ field, fieldState }) => <DatePicker id={`${FORM_ID}-date`} label="Data odbioru" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
            />
            <Controller
              control={form.control}
              name="time"
              render={({ field, fieldState }) => <TimeField id={`${FORM_ID}-time`} label="Godzina odbioru" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
            />
          </div>
          <FormField id={`${FORM_ID}-place`} label="Miejsce odbioru" placeholder="np. recepcja hotelu Orle" autoComplete="off" {...registered(form, 'place')} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
