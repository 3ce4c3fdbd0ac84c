import { zodResolver } from '@hookform/resolvers/zod';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, expenseFormSchema, formatAmount, parseZloty, type Expense, type ExpenseForm } from '@wycieczki/shared';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { AmountField, FormField, registered } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { toastFirstFormError } from '@/lib/first-form-error';
import { toast } from '@/lib/toast';
import { useSaveExpense } from '../api/settlement';
import { warsawToday } from '@/lib/warsaw-today';

/** What the dialog is for: a new expense, or the correction of one. */
export type ExpenseTarget = { expense?: Expense };

const ORDER = ['category', 'amount', 'spentOn', 'documentNo', 'note'] as const;

/** 'Dodaj wydatek' and 'Popraw wydatek' (issue 31): the category, the amount as typed, the day, the document's number, a note. */
export function ExpenseDialog({ tripId, target, onOpenChange }: { tripId: string; target: ExpenseTarget | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      {target ? <ExpenseContent key={target.expense?.id ?? 'new'} tripId={tripId} expense={target.expense} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ExpenseContent({ tripId, expense, onDone }: { tripId: string; expense?: Expense; onDone: () => void }) {
  const save = useSaveExpense();
  const form = useForm<ExpenseForm, unknown, z.output<typeof expenseFormSchema>>({
    resolver: zodResolver(expenseFormSchema),
    defaultValues: {
      category: expense?.category ?? 'transport',
      amount: expense ? formatAmount(expense.amount) : '',
      spentOn: expense?.spentOn ?? warsawToday(),
      documentNo: expense?.documentNo ?? '',
      note: expense?.note ?? '',
    },
  });
  const onSubmit = form.handleSubmit(
    (values) =>
      save
        .mutateAsync({ tripId, expenseId: expense?.id, input: { ...values, amount: parseZloty(values.amount)! } })
        .then(() => {
          toast.success(expense ? 'Poprawiono wydatek' : 'Zapisano wydatek');
          onDone();
        })
        .catch(() => undefined),
    toastFirstFormError(ORDER),
  );
  return (
    <DialogContent title={expense ? 'Popraw wydatek' : 'Dodaj wydatek'} description="Wydatek z pieniędzy wycieczki: na co, ile, kiedy i na jaki dokument.">
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <SelectField id="expense-category" label="Kategoria" {...registered(form, 'category')}>
          {EXPENSE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {EXPENSE_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <AmountField id="expense-amount" label="Kwota (zł)" placeholder="np. 4 200,00" {...registered(form, 'amount')} />
        <Controller
          control={form.control}
          name="spentOn"
          render={({ field, fieldState }) => <DatePicker id="expense-date" label="Data wydatku" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <FormField id="expense-document" label="Numer dokumentu (opcjonalnie)" placeholder="np. FV 12/05/2027" autoComplete="off" {...registered(form, 'documentNo')} />
        <FormField id="expense-note" label="Opis (opcjonalnie)" placeholder="np. autokar Kraków – Zakopane" autoComplete="off" {...registered(form, 'note')} />
        <DialogFormFooter error={save.error} pending={save.isPending} label="Zapisz wydatek" pendingLabel="Zapisywanie..." />
      </form>
    </DialogContent>
  );
}
