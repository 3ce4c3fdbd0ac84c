import { zodResolver } from '@hookform/resolvers/zod';
import { tripSchema, type TripInput, type TripSummary, type TripUpdateInput } from '@wycieczki/shared';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type * as z from 'zod/mini';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { toastFirstFormError } from '@/lib/first-form-error';
import { useUpdateTrip } from '../api/update-trip';

type TripOutput = z.output<typeof tripSchema>;

const FIELD_ORDER = ['name', 'destination', 'startDate', 'endDate'] as const;

/** Only what differs from the stored trip is sent. */
function changedFields(trip: TripSummary, values: TripOutput): TripUpdateInput {
  const changes: TripUpdateInput = {};
  for (const field of FIELD_ORDER) {
    if (values[field] !== trip[field]) changes[field] = values[field];
  }
  return changes;
}

type EditTripFormProps = { formId: string; trip: TripSummary; onSaved: () => void; onPendingChange: (pending: boolean) => void };

export function EditTripForm({ formId, trip, onSaved, onPendingChange }: EditTripFormProps) {
  const update = useUpdateTrip();
  const form = useForm<TripInput, unknown, TripOutput>({
    resolver: zodResolver(tripSchema),
    defaultValues: { name: trip.name, destination: trip.destination, startDate: trip.startDate, endDate: trip.endDate },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) => {
      const changes = changedFields(trip, values);
      if (Object.keys(changes).length === 0) return onSaved();
      onPendingChange(true);
      return update
        .mutateAsync({ tripId: trip.id, changes })
        .then(
          () => {
            toast.success('Zaktualizowano wycieczkę');
            onSaved();
          },
          (error: unknown) => toast.error('Błąd podczas aktualizacji wycieczki', { description: errorMessage(error) }),
        )
        .finally(() => onPendingChange(false));
    },
    toastFirstFormError(FIELD_ORDER),
  );

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="edit-trip-name" label="Nazwa wycieczki" error={errors.name?.message} {...form.register('name')} />
      <FormField id="edit-trip-destination" label="Miejsce docelowe" error={errors.destination?.message} {...form.register('destination')} />
      <div className="grid gap-4 min-[420px]:grid-cols-2">
        <Controller
          control={form.control}
          name="startDate"
          render={({ field, fieldState }) => (
            <DatePicker id="edit-trip-start" label="Data rozpoczęcia" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={form.control}
          name="endDate"
          render={({ field, fieldState }) => (
            <DatePicker id="edit-trip-end" label="Data zakończenia" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>
    </form>
  );
}
