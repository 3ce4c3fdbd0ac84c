import { zodResolver } from '@hookform/resolvers/zod';
import { tripInsuranceSchema, TRANSPORT_LIMITS, type insuranceSchema, type InsuranceInput, type TripInsurance, type TripSummary } from '@wycieczki/shared';
import { Save, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField, registered } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { toastFirstFormError } from '@/lib/first-form-error';
import { toast } from '@/lib/toast';
import { useUpdateTransport } from '../api/update-transport';

type InsuranceOutput = z.output<typeof insuranceSchema>;

const FIELD_ORDER = ['insurer', 'policyNumber', 'validFrom', 'validUntil', 'emergencyPhone', 'nnw', 'medical'] as const;

/** A new policy starts with the trip's dates, NNW, and medical costs for a trip abroad. */
function formValues(insurance: TripInsurance | null, trip: TripSummary, abroad: boolean): InsuranceInput {
  return insurance ?? { insurer: '', policyNumber: '', validFrom: trip.startDate, validUntil: trip.endDate, emergencyPhone: '', nnw: true, medical: abroad };
}

type InsuranceFormProps = { trip: TripSummary; insurance: TripInsurance | null; abroad: boolean };

/**
 * 'Ubezpieczenie' (issue 54): the insurer, the policy's number, its dates and the insurer's
 * assistance line, printed on the karta wycieczki and the karta alarmowa. Abroad, NNW and medical
 * costs (KL) for every day of the trip are required before the karta goes to the head. Its dates lie
 * within a few years of the trip's, as the server takes them (issue 62).
 */
export function InsuranceForm({ trip, insurance, abroad }: InsuranceFormProps) {
  const update = useUpdateTransport();
  const [removing, setRemoving] = useState(false);
  const form = useForm<InsuranceInput, unknown, InsuranceOutput>({ resolver: zodResolver(tripInsuranceSchema(trip)), defaultValues: formValues(insurance, trip, abroad) });

  const onSubmit = form.handleSubmit(
    (values) =>
      update.mutateAsync({ tripId: trip.id, kind: 'insurance', insurance: values }).then(
        (saved) => {
          toast.success('Zapisano ubezpieczenie');
          form.reset(formValues(saved.insurance, trip, abroad));
        },
        (error: unknown) => toast.error('Nie udało się zapisać ubezpieczenia', { description: errorMessage(error) }),
      ),
    toastFirstFormError(FIELD_ORDER),
  );

  const remove = () =>
    update.mutateAsync({ tripId: trip.id, kind: 'insurance', insurance: null }).then(
      () => {
        toast.success('Usunięto ubezpieczenie');
        setRemoving(false);
        form.reset(formValues(null, trip, abroad));
      },
      (error: unknown) => toast.error('Nie udało się usunąć ubezpieczenia', { description: errorMessage(error) }),
    );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Ubezpieczenie" className="grid gap-4">
      <div className="grid gap-4 min-[420px]:grid-cols-2">
        <FormField id="insurance-insurer" label="Ubezpieczyciel" placeholder="np. PZU SA" maxLength={TRANSPORT_LIMITS.insurerMax} {...registered(form, 'insurer')} />
        <FormField id="insurance-policy" label="Numer polisy" autoComplete="off" maxLength={TRANSPORT_LIMITS.policyNumberMax} {...registered(form, 'policyNumber')} />
      </div>
      <div className="grid gap-4 min-[420px]:grid-cols-2">
        <Controller
          control={form.control}
          name="validFrom"
          render={({ field, fieldState }) => <DatePicker id="insurance-from" label="Obowiązuje od" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <Controller
          control={form.control}
          name="validUntil"
          render={({ field, fieldState }) => <DatePicker id="insurance-until" label="Obowiązuje do" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      </div>
      <FormField
        id="insurance-phone"
        label="Telefon alarmowy ubezpieczyciela"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="np. +48 22 566 55 55"
        hint="Numer, pod który dzwoni się w razie wypadku lub choroby, także z zagranicy. Będzie na karcie alarmowej."
        {...registered(form, 'emergencyPhone')}
      />
      <label htmlFor="insurance-nnw" className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input id="insurance-nnw" type="checkbox" className="size-5 shrink-0 accent-primary" {...form.register('nnw')} />
        NNW (następstwa nieszczęśliwych wypadków)
      </label>
      <label htmlFor="insurance-medical" className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input id="insurance-medical" type="checkbox" className="size-5 shrink-0 accent-primary" {...form.register('medical')} />
        KL (koszty leczenia za granicą)
      </label>
      <div className="flex flex-wrap justify-between gap-2">
        {insurance ? (
          <Button type="button" variant="ghost" className="text-muted-foreground hover:text-destructive" onClick={() => setRemoving(true)}>
            <Trash2 aria-hidden="true" />
            Usuń ubezpieczenie
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={update.isPending}>
          {insurance ? <Save aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
          {update.isPending ? 'Zapisywanie...' : 'Zapisz ubezpieczenie'}
        </Button>
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Usunąć ubezpieczenie?"
        description="Ubezpieczyciel, numer polisy, jej daty i telefon alarmowy zostaną usunięte z wycieczki, z karty wycieczki i z karty alarmowej."
        confirmLabel="Usuń"
        busy={update.isPending}
        onConfirm={() => void remove()}
      />
    </form>
  );
}
