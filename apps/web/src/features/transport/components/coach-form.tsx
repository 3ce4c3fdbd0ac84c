import { zodResolver } from '@hookform/resolvers/zod';
import { formatNip, tripCoachFormSchema, TRANSPORT_LIMITS, type coachFormSchema, type CoachFormInput, type TripCoach, type TripSummary } from '@wycieczki/shared';
import { Bus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField, registered } from '@/components/ui/form-field';
import { TimeField } from '@/components/ui/time-field';
import { errorMessage } from '@/lib/api-error';
import { toastFirstFormError } from '@/lib/first-form-error';
import { toast } from '@/lib/toast';
import { useUpdateTransport } from '../api/update-transport';

type CoachFormOutput = z.output<typeof coachFormSchema>;

const FIELD_ORDER = ['carrier', 'nip', 'registrations', 'seats', 'driverPhone', 'checkPlace', 'checkDate', 'checkTime'] as const;

function formValues(coach: TripCoach | null): CoachFormInput {
  return {
    carrier: coach?.carrier ?? '',
    nip: coach?.nip ? formatNip(coach.nip) : '',
    registrations: coach?.registrations.join(', ') ?? '',
    // Empty until typed: a number the teacher did not choose would be a guess.
    seats: coach?.seats ?? Number.NaN,
    driverPhone: coach?.driverPhone ?? '',
    checkPlace: coach?.checkPlace ?? '',
    checkDate: coach?.checkDate ?? '',
    checkTime: coach?.checkTime ?? '',
  };
}

type CoachFormProps = { trip: TripSummary; coach: TripCoach | null; passengers: number };

/**
 * 'Przewóz' (issue 54): the carrier, its NIP, the coaches' registration numbers, the seats, the
 * driver's phone, and where and when the police are asked to check the coach. What is not known yet
 * may wait: the request to the police names it as missing.
 */
export function CoachForm({ trip, coach, passengers }: CoachFormProps) {
  const update = useUpdateTransport();
  const [removing, setRemoving] = useState(false);
  const form = useForm<CoachFormInput, unknown, CoachFormOutput>({ resolver: zodResolver(tripCoachFormSchema(trip)), defaultValues: formValues(coach) });

  const onSubmit = form.handleSubmit(
    (values) =>
      update.mutateAsync({ tripId: trip.id, kind: 'coach', coach: values }).then(
        (saved) => {
          toast.success('Zapisano przewóz');
          form.reset(formValues(saved.coach));
        },
        (error: unknown) => toast.error('Nie udało się zapisać przewozu', { description: errorMessage(error) }),
      ),
    toastFirstFormError(FIELD_ORDER),
  );

  const remove = () =>
    update.mutateAsync({ tripId: trip.id, kind: 'coach', coach: null }).then(
      (saved) => {
        toast.success('Usunięto dane przewozu');
        setRemoving(false);
        form.reset(formValues(saved.coach));
      },
      (error: unknown) => toast.error('Nie udało się usunąć danych przewozu', { description: errorMessage(error) }),
    );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Przewóz" className="grid gap-4">
      <FormField id="coach-carrier" label="Przewoźnik" placeholder="np. Trans-Pol Sp. z o.o." maxLength={TRANSPORT_LIMITS.carrierMax} {...registered(form, 'carrier')} />
      <div className="grid gap-4 min-[420px]:grid-cols-2">
        <FormField id="coach-nip" label="NIP przewoźnika" inputMode="numeric" autoComplete="off" placeholder="np. 123-456-32-18" {...registered(form, 'nip')} />
        <FormField
          id="coach-seats"
          label="Liczba miejsc"
          type="number"
          inputMode="numeric"
          min={TRANSPORT_LIMITS.seatsMin}
          max={TRANSPORT_LIMITS.seatsMax}
          hint={`Miejsca dla pasażerów we wszystkich autokarach. Pasażerów: ${passengers} (uczniowie i opiekunowie).`}
          {...form.register('seats', { valueAsNumber: true })}
          error={form.formState.errors.seats?.message}
        />
      </div>
      <FormField
        id="coach-registrations"
        label="Numery rejestracyjne"
        autoComplete="off"
        placeholder="np. KR 12345, KR 6789A"
        hint="Każdy autokar osobno, po przecinku. Jeśli przewoźnik jeszcze ich nie podał, uzupełnisz je później."
        {...registered(form, 'registrations')}
      />
      <FormField id="coach-driver-phone" label="Telefon kierowcy" type="tel" inputMode="tel" autoComplete="off" placeholder="np. 601 222 333" {...registered(form, 'driverPhone')} />
      <fieldset className="grid gap-4 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-medium">Kontrola autokaru przez policję</legend>
        <p className="-mt-1 text-xs text-muted-foreground">Puste pola: miejsce zbiórki wycieczki, jej pierwszy dzień i godzina pierwszego wyjazdu z programu.</p>
        <FormField
          id="coach-check-place"
          label="Miejsce kontroli"
          placeholder="np. parking przy szkole, ul. Lipowa 3"
          maxLength={TRANSPORT_LIMITS.checkPlaceMax}
          {...registered(form, 'checkPlace')}
        />
        <div className="grid gap-4 min-[420px]:grid-cols-2">
          <Controller
            control={form.control}
            name="checkDate"
            render={({ field, fieldState }) => (
              <DatePicker id="coach-check-date" label="Data kontroli" optional value={field.value ?? ''} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={form.control}
            name="checkTime"
            render={({ field, fieldState }) => (
              <TimeField id="coach-check-time" label="Godzina kontroli" value={field.value ?? ''} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-between gap-2">
        {coach ? (
          <Button type="button" variant="ghost" className="text-muted-foreground hover:text-destructive" onClick={() => setRemoving(true)}>
            <Trash2 aria-hidden="true" />
            Usuń przewóz
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={update.isPending}>
          {coach ? <Save aria-hidden="true" /> : <Bus aria-hidden="true" />}
          {update.isPending ? 'Zapisywanie...' : 'Zapisz przewóz'}
        </Button>
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Usunąć dane przewozu?"
        description="Przewoźnik, NIP, numery rejestracyjne, liczba miejsc i zapis kontroli autokaru zostaną usunięte."
        confirmLabel="Usuń"
        busy={update.isPending}
        onConfirm={() => void remove()}
      />
    </form>
  );
}
