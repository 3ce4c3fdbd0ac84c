import { formatAmount, formatZloty, LIMITS, parseZloty, type TripCost, type TripCostForm, type TripEditInput, type tripEditSchema } from '@wycieczki/shared';
import type * as z from 'zod/mini';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { AmountField, FieldError, FormField, registered } from '@/components/ui/form-field';

/** The edit form's 'Koszt i wpłaty' as the stored cost fills it ('850,00'); empty for a trip without one. */
export function costFormValues(cost: TripCost | null): TripCostForm {
  return {
    perStudent: cost ? formatAmount(cost.perStudent) : '',
    instalments: (cost?.instalments ?? []).map((instalment) => ({ amount: formatAmount(instalment.amount), dueDate: instalment.dueDate })),
    account: cost?.account ?? '',
    payee: cost?.payee ?? '',
    guardiansSeePayments: cost?.guardiansSeePayments ?? false,
  };
}

/** 'Suma rat: 350,00 zł z 850,00 zł' while the teacher types; nothing until both are amounts. */
function instalmentsSum(perStudent: string, instalments: { amount: string }[]): string | null {
  const cost = parseZloty(perStudent);
  const amounts = instalments.map((instalment) => parseZloty(instalment.amount));
  if (cost === null || instalments.length === 0 || amounts.some((amount) => amount === null)) return null;
  const sum = amounts.reduce<number>((total, amount) => total + amount!, 0);
  return `Suma rat: ${formatZloty(sum)} z ${formatZloty(cost)}`;
}

type TripCostFieldsetProps = { form: UseFormReturn<TripEditInput, unknown, z.output<typeof tripEditSchema>>; canShowAmounts: boolean; defaultDueDate: string };

/**
 * 'Koszt i wpłaty' in the trip's edit dialog (issue 26): the cost per student, its instalments, and
 * where parents transfer it. Only the creator decides whether guardians see the amounts.
 */
export function TripCostFieldset({ form, canShowAmounts, defaultDueDate }: TripCostFieldsetProps) {
  const instalments = useFieldArray({ control: form.control, name: 'cost.instalments' });
  const [perStudent, typed] = useWatch({ control: form.control, name: ['cost.perStudent', 'cost.instalments'] });
  const sum = instalmentsSum(perStudent, typed ?? []);
  // An error of the list itself (the sum) sits at its root once rows exist, and at the list before.
  const listErrors = form.formState.errors.cost?.instalments as { message?: string; root?: { message?: string } } | undefined;
  const listError = listErrors?.root?.message ?? listErrors?.message;
  return (
    <fieldset className="grid gap-4 border-t border-border pt-5">
      <legend className="pt-5 text-base font-semibold">Koszt i wpłaty</legend>
      <p className="-mt-2 text-sm text-muted-foreground">Ile płaci każdy uczeń i na jakie konto. Rodzice zobaczą to na swojej stronie, z kodem QR do przelewu.</p>
      <AmountField
        id="edit-trip-cost"
        label="Koszt na ucznia"
        placeholder="np. 850,00"
        hint="W złotych. Puste: wycieczka bez opłat w aplikacji."
        {...registered(form, 'cost.perStudent')}
      />
      <fieldset className="grid gap-3" aria-describedby={listError ? 'edit-trip-instalments-error' : undefined}>
        <legend className="mb-3 text-sm font-medium">Raty</legend>
        <p className="-mt-2 text-xs text-muted-foreground">
          {instalments.fields.length === 0 ? 'Bez rat cały koszt jest do zapłaty w dniu wyjazdu.' : (sum ?? 'Raty muszą sumować się do kosztu na ucznia.')}
        </p>
        <ol className="grid gap-3">
          {instalments.fields.map((field, index) => (
            <li key={field.id} className="grid items-start gap-3 rounded-lg border border-border p-3 min-[420px]:grid-cols-[1fr_1fr_auto]">
              <AmountField id={`edit-trip-instalment-${index}-amount`} label={`Rata ${index + 1}: kwota`} placeholder="np. 350,00" {...registered(form, `cost.instalments.${index}.amount`)} />
              <Controller
                control={form.control}
                name={`cost.instalments.${index}.dueDate`}
                render={({ field: date, fieldState }) => (
                  <DatePicker id={`edit-trip-instalment-${index}-due`} label={`Rata ${index + 1}: termin`} value={date.value} onChange={date.onChange} error={fieldState.error?.message} />
                )}
              />
              <Button variant="outline" size="icon" className="min-[420px]:mt-7" aria-label={`Usuń ratę ${index + 1}`} onClick={() => instalments.remove(index)}>
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
        {listError ? <FieldError id="edit-trip-instalments-error" message={listError} /> : null}
        {instalments.fields.length < LIMITS.instalmentsMax ? (
          <Button variant="outline" className="justify-self-start" onClick={() => instalments.append({ amount: '', dueDate: defaultDueDate })}>
            <Plus aria-hidden />
            Dodaj ratę
          </Button>
        ) : null}
      </fieldset>
      <FormField
        id="edit-trip-account"
        label="Numer konta"
        inputMode="numeric"
        autoComplete="off"
        placeholder="26 cyfr, np. 61 1090 1014 0000 0712 1981 2874"
        hint="Puste: wpłaty tylko gotówką."
        {...registered(form, 'cost.account')}
      />
      <FormField
        id="edit-trip-payee"
        label="Odbiorca przelewu"
        placeholder="np. Rada Rodziców SP nr 3"
        maxLength={LIMITS.payeeMax}
        {...registered(form, 'cost.payee')}
      />
      <label htmlFor="edit-trip-guardians-see" className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input id="edit-trip-guardians-see" type="checkbox" className="size-5 accent-primary" disabled={!canShowAmounts} {...form.register('cost.guardiansSeePayments')} />
        Opiekunowie widzą kwoty wpłat
      </label>
      <p className="-mt-3 text-xs text-muted-foreground">
        {canShowAmounts
          ? 'Bez tego opiekunowie widzą tylko sumy i to, kto zalega. Twórca i kierownik widzą zawsze wszystko.'
          : 'O tym, czy opiekunowie widzą kwoty wpłat, decyduje twórca wycieczki.'}
      </p>
    </fieldset>
  );
}
