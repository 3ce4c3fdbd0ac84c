import { zodResolver } from '@hookform/resolvers/zod';
import { formatAmount, formatZloty, parseZloty, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, returnFormSchema, type ReturnForm, type SettlementStudent } from '@wycieczki/shared';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { AmountField, FormField, registered } from '@/components/ui/form-field';
import { toastFirstFormError } from '@/lib/first-form-error';
import { toast } from '@/lib/toast';
import { useSaveReturn } from '../api/settlement';
import { warsawToday } from '@/lib/warsaw-today';

const ORDER = ['studentId', 'amount', 'returnedOn', 'method', 'note'] as const;

/** 'Zwrot' (issue 31): money given back to a student's parents, recorded like a payment; the amount still due is proposed. */
export function ReturnDialog({ tripId, student, onOpenChange }: { tripId: string; student: SettlementStudent | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={student !== null} onOpenChange={onOpenChange}>
      {student ? <ReturnContent key={student.studentId} tripId={tripId} student={student} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ReturnContent({ tripId, student, onDone }: { tripId: string; student: SettlementStudent; onDone: () => void }) {
  const save = useSaveReturn();
  const form = useForm<ReturnForm, unknown, z.output<typeof returnFormSchema>>({
    resolver: zodResolver(returnFormSchema),
    defaultValues: { studentId: student.studentId, amount: student.left > 0 ? formatAmount(student.left) : '', returnedOn: warsawToday(), method: 'przelew', note: '' },
  });
  const onSubmit = form.handleSubmit(
    (values) =>
      save
        .mutateAsync({ tripId, input: { ...values, amount: parseZloty(values.amount)! } })
        .then(() => {
          toast.success('Zapisano zwrot');
          onDone();
        })
        .catch(() => undefined),
    toastFirstFormError(ORDER),
  );
  const due = student.left > 0 ? `Do zwrotu: ${formatZloty(student.left)}.` : 'Uczeń nie ma już nic do zwrotu.';
  return (
    <DialogContent title="Zwrot" description={`${student.name}. Wpłacono ${formatZloty(student.paid)}. ${due}`}>
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <AmountField id="return-amount" label="Kwota zwrotu (zł)" {...registered(form, 'amount')} />
        <Controller
          control={form.control}
          name="returnedOn"
          render={({ field, fieldState }) => <DatePicker id="return-date" label="Data zwrotu" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Sposób zwrotu</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {PAYMENT_METHODS.map((method) => (
              <label key={method} htmlFor={`return-method-${method}`} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input id={`return-method-${method}`} type="radio" value={method} className="size-5 accent-primary" {...form.register('method')} />
                {PAYMENT_METHOD_LABELS[method]}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField id="return-note" label="Notatka (opcjonalnie)" placeholder="np. przelew na konto mamy" autoComplete="off" {...registered(form, 'note')} />
        <DialogFormFooter error={save.error} pending={save.isPending} label="Zapisz zwrot" pendingLabel="Zapisywanie..." />
      </form>
    </DialogContent>
  );
}
