import { zodResolver } from '@hookform/resolvers/zod';
import { formatAmount, parseZloty, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, paymentFormSchema, type Payment, type PaymentForm, type StudentPayments } from '@wycieczki/shared';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { AmountField, FormField, registered } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { toastFirstFormError } from '@/lib/first-form-error';
import { toast } from '@/lib/toast';
import { useSavePayment } from '../api/payments';
import { warsawToday } from '@/lib/warsaw-today';

/** What the dialog is for: a new payment (of a chosen student, or to choose), or a correction. */
export type PaymentTarget = { studentId: string | null; payment?: Payment };

type PaymentDialogProps = { tripId: string; students: readonly StudentPayments[]; target: PaymentTarget | null; onOpenChange: (open: boolean) => void };

/** 'Dodaj wpłatę' and 'Popraw wpłatę' (issue 26): the amount as typed, the day, cash or transfer, a note. */
export function PaymentDialog({ tripId, students, target, onOpenChange }: PaymentDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      {target ? <PaymentContent key={target.payment?.id ?? target.studentId ?? 'new'} tripId={tripId} students={students} target={target} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

const ORDER = ['studentId', 'amount', 'paidOn', 'method', 'note'] as const;

function PaymentContent({ tripId, students, target, onDone }: { tripId: string; students: readonly StudentPayments[]; target: PaymentTarget; onDone: () => void }) {
  const save = useSavePayment();
  const { payment } = target;
  const form = useForm<PaymentForm, unknown, z.output<typeof paymentFormSchema>>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: {
      studentId: payment?.studentId ?? target.studentId ?? '',
      amount: payment ? formatAmount(payment.amount) : '',
      paidOn: payment?.paidOn ?? warsawToday(),
      method: payment?.method ?? 'gotowka',
      note: payment?.note ?? '',
    },
  });
  const onSubmit = form.handleSubmit(
    (values) =>
      save
        .mutateAsync({ tripId, paymentId: payment?.id, input: { ...values, amount: parseZloty(values.amount)! } })
        .then(() => {
          toast.success(payment ? 'Poprawiono wpłatę' : 'Zapisano wpłatę');
          onDone();
        })
        .catch(() => undefined),
    toastFirstFormError(ORDER),
  );
  const fixedStudent = target.studentId !== null && !payment;
  const student = students.find((s) => s.studentId === (payment?.studentId ?? target.studentId));

  return (
    <DialogContent
      title={payment ? 'Popraw wpłatę' : 'Dodaj wpłatę'}
      description={fixedStudent && student ? student.name : 'Wpłata ucznia: kwota, dzień i sposób zapłaty.'}
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        {fixedStudent ? null : (
          <SelectField id="payment-student" label="Uczeń" {...registered(form, 'studentId')}>
            <option value="">Wybierz ucznia</option>
            {students.map((s) => (
              <option key={s.studentId} value={s.studentId}>
                {s.name}
                {s.className ? ` (${s.className})` : ''}
              </option>
            ))}
          </SelectField>
        )}
        <AmountField id="payment-amount" label="Kwota (zł)" placeholder="np. 350,00" {...registered(form, 'amount')} />
        <Controller
          control={form.control}
          name="paidOn"
          render={({ field, fieldState }) => <DatePicker id="payment-date" label="Data wpłaty" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Sposób zapłaty</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {PAYMENT_METHODS.map((method) => (
              <label key={method} htmlFor={`payment-method-${method}`} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input id={`payment-method-${method}`} type="radio" value={method} className="size-5 accent-primary" {...form.register('method')} />
                {PAYMENT_METHOD_LABELS[method]}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField id="payment-note" label="Notatka (opcjonalnie)" placeholder="np. koperta od mamy" autoComplete="off" {...registered(form, 'note')} />
        <DialogFormFooter error={save.error} pending={save.isPending} label="Zapisz wpłatę" pendingLabel="Zapisywanie..." />
      </form>
    </DialogContent>
  );
}
