import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, MSG, programItemSchema, type ProgramItem, type TripSummary } from '@wycieczki/shared';
import { ClipboardPlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ApprovedKartaNotice } from '@/components/approval-status';
import { FormField, registered, TextAreaField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { TimeField } from '@/components/ui/time-field';
import { errorMessage } from '@/lib/api-error';
import { rememberChosenCheckId } from '@/lib/chosen-attendance-list';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { toastFirstFormError } from '@/lib/first-form-error';
import { formatCheckDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { TRIP_CLOSED_TEXT } from '@/lib/trip-closed';
import { useCreateListFromProgram, useDeleteProgramItem, useProgram, useSaveProgramItem } from '../api/program';

/** The form holds the distance as typed; the shared schema checks the rest. */
const programFormSchema = z.extend(programItemSchema, {
  distanceKm: z.pipe(
    z.string().check(
      z.trim(),
      z.refine((v: string) => v === '' || (/^\d+$/.test(v) && Number(v) <= LIMITS.programDistanceMax), MSG.programDistanceInvalid),
    ),
    z.transform((v: string) => (v === '' ? null : Number(v))),
  ),
});
type ProgramFormInput = z.input<typeof programFormSchema>;
type ProgramFormOutput = z.output<typeof programFormSchema>;

const FIELD_ORDER = ['day', 'departureTime', 'arrivalTime', 'distanceKm', 'destination', 'program', 'stops'] as const;

function toFormValues(item: ProgramItem | null, trip: TripSummary): ProgramFormInput {
  return {
    day: item?.day ?? trip.startDate,
    departureTime: item?.departureTime ?? '',
    arrivalTime: item?.arrivalTime ?? '',
    distanceKm: item?.distanceKm === null || item?.distanceKm === undefined ? '' : String(item.distanceKm),
    destination: item?.destination ?? '',
    program: item?.program ?? '',
    stops: item?.stops ?? '',
  };
}

type ProgramDialogProps = { trip: TripSummary | null; onOpenChange: (open: boolean) => void };

/**
 * 'Program wycieczki': one row per leg, as the karta wycieczki prints it. The creator and the leader
 * write it; every guardian reads it and makes a roll call from a row ('Utwórz listę obecności').
 */
export function ProgramDialog({ trip, onOpenChange }: ProgramDialogProps) {
  return (
    <Dialog open={trip !== null} onOpenChange={onOpenChange}>
      {trip ? (
        <DialogContent
          title="Program wycieczki"
          description="Każda pozycja to wiersz harmonogramu na karcie wycieczki."
          size="lg"
          footer={<DialogActions cancelLabel="Zamknij" />}
        >
          {trip.canEdit ? (
            <div className="mb-4 empty:hidden">
              <ApprovedKartaNotice trip={trip} />
            </div>
          ) : null}
          <ProgramList trip={trip} onLeave={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ProgramList({ trip, onLeave }: { trip: TripSummary; onLeave: () => void }) {
  const program = useProgram(trip.id);
  const remove = useDeleteProgramItem();
  const createList = useCreateListFromProgram();
  const { selectTrip } = useCurrentTrip();
  const navigate = useNavigate();
  // null: no form; 'new': adding; an id: editing that row.
  const [editing, setEditing] = useState<string | null>(null);

  if (program.isPending) return <Spinner label="Ładowanie programu..." />;
  if (program.isError) return <p className="text-sm text-destructive">{errorMessage(program.error)}</p>;
  const items = program.data;

  const makeList = (item: ProgramItem) =>
    createList.mutateAsync({ tripId: trip.id, item }).then(
      (list) => {
        toast.success(`Utworzono listę obecności „${list.name}”`);
        rememberChosenCheckId(trip.id, list.id);
        selectTrip(trip.id);
        onLeave();
        void navigate('/attendance');
      },
      (error: unknown) => toast.error('Nie udało się utworzyć listy obecności', { description: errorMessage(error) }),
    );

  const removeItem = (item: ProgramItem) =>
    remove.mutateAsync({ tripId: trip.id, itemId: item.id }).then(
      () => toast.success('Usunięto pozycję programu'),
      (error: unknown) => toast.error('Nie udało się usunąć pozycji programu', { description: errorMessage(error) }),
    );

  return (
    <div className="grid gap-4">
      {items.length === 0 && editing === null ? (
        <p className="text-sm text-muted-foreground">
          Program jest pusty.{' '}
          {trip.closed ? TRIP_CLOSED_TEXT : trip.canEdit ? 'Dodaj pierwszą pozycję: dzień, godziny, trasę i plan.' : 'Uzupełni go kierownik lub twórca wycieczki.'}
        </p>
      ) : null}
      <ol aria-label="Pozycje programu" className="grid gap-3">
        {items.map((item) =>
          editing === item.id ? (
            <li key={item.id}>
              <ProgramItemForm trip={trip} item={item} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={item.id} data-testid="program-item" className="grid gap-2 rounded-lg border border-border p-3">
              <p className="text-sm text-muted-foreground">
                {formatCheckDate(item.day)}
                {item.departureTime ? `, ${item.departureTime}` : ''}
                {item.arrivalTime ? ` – ${item.arrivalTime}` : ''}
                {item.distanceKm !== null ? ` · ${item.distanceKm} km` : ''}
              </p>
              <p className="font-medium">{item.destination}</p>
              {item.program ? <p className="whitespace-pre-line text-sm">{item.program}</p> : null}
              {item.stops ? <p className="text-sm text-muted-foreground">{item.stops}</p> : null}
              <div className="flex flex-wrap gap-2">
                {/* A closed trip (issue 31) takes no new list; `canEdit` is false there too. */}
                {trip.closed ? null : (
                  <Button variant="outline" size="sm" onClick={() => void makeList(item)} disabled={createList.isPending}>
                    <ClipboardPlus aria-hidden="true" />
                    Utwórz listę obecności
                  </Button>
                )}
                {trip.canEdit ? (
                  <>
                    <Button variant="ghost" size="sm" onClick={() => setEditing(item.id)} aria-label={`Edytuj pozycję programu ${item.destination}`}>
                      <Pencil aria-hidden="true" />
                      Edytuj
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-muted-foreground hover:text-destructive"
                      onClick={() => void removeItem(item)}
                      disabled={remove.isPending}
                      aria-label={`Usuń pozycję programu ${item.destination}`}
                    >
                      <Trash2 aria-hidden="true" />
                      Usuń
                    </Button>
                  </>
                ) : null}
              </div>
            </li>
          ),
        )}
      </ol>
      {trip.canEdit ? (
        editing === 'new' ? (
          <ProgramItemForm trip={trip} item={null} onDone={() => setEditing(null)} />
        ) : (
          <Button variant="outline" onClick={() => setEditing('new')} disabled={items.length >= LIMITS.programItemsMax}>
            <Plus aria-hidden="true" />
            Dodaj pozycję programu
          </Button>
        )
      ) : null}
    </div>
  );
}

function ProgramItemForm({ trip, item, onDone }: { trip: TripSummary; item: ProgramItem | null; onDone: () => void }) {
  const save = useSaveProgramItem();
  const form = useForm<ProgramFormInput, unknown, ProgramFormOutput>({
    resolver: zodResolver(programFormSchema),
    defaultValues: toFormValues(item, trip),
  });
  const idPrefix = `program-${item?.id ?? 'new'}`;

  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutateAsync({ tripId: trip.id, itemId: item?.id ?? null, item: values }).then(
        () => {
          toast.success(item ? 'Zapisano pozycję programu' : 'Dodano pozycję programu');
          onDone();
        },
        (error: unknown) => toast.error('Nie udało się zapisać pozycji programu', { description: errorMessage(error) }),
      ),
    toastFirstFormError(FIELD_ORDER),
  );

  return (
    <form
      onSubmit={(event) => {
        // The form sits inside the dialog's content, not in another form: stop the event here.
        event.stopPropagation();
        void onSubmit(event);
      }}
      noValidate
      aria-label={item ? 'Edycja pozycji programu' : 'Nowa pozycja programu'}
      className="grid gap-4 rounded-lg border border-primary/40 bg-primary-soft/40 p-3"
    >
      <Controller
        control={form.control}
        name="day"
        render={({ field, fieldState }) => (
          <DatePicker id={`${idPrefix}-day`} label="Data wyjazdu" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <div className="grid grid-cols-2 gap-4 min-[520px]:grid-cols-3">
        <Controller
          control={form.control}
          name="departureTime"
          render={({ field, fieldState }) => (
            <TimeField id={`${idPrefix}-departure`} label="Godzina wyjazdu" value={field.value ?? ''} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={form.control}
          name="arrivalTime"
          render={({ field, fieldState }) => (
            <TimeField id={`${idPrefix}-arrival`} label="Godzina powrotu" value={field.value ?? ''} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <FormField id={`${idPrefix}-distance`} label="Długość trasy (km)" inputMode="numeric" {...registered(form, 'distanceKm')} />
      </div>
      <FormField id={`${idPrefix}-destination`} label="Miejscowość docelowa i powrotna" {...registered(form, 'destination')} />
      <TextAreaField id={`${idPrefix}-program`} label="Szczegółowy program" maxLength={LIMITS.programTextMax} {...registered(form, 'program')} />
      <TextAreaField id={`${idPrefix}-stops`} label="Nocleg, wyżywienie i przystanki (adresy)" rows={2} maxLength={LIMITS.programStopsMax} {...registered(form, 'stops')} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Anuluj
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Zapisywanie...' : 'Zapisz pozycję'}
        </Button>
      </div>
    </form>
  );
}
