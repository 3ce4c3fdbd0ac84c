import { doneByLabel, EXPENSE_CATEGORY_LABELS, formatZloty, type Expense, type TripSettlement } from '@wycieczki/shared';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { DeletionDialog } from '@/components/deletion-dialog';
import { formatCheckDate } from '@/lib/format-date';
import { useDeleteExpense } from '../api/settlement';
import type { ExpenseTarget } from './expense-dialog';
import { RecordActions } from './record-actions';

/**
 * 'Wydatki' (issue 31): what the trip's money paid for, by category and one by one with the
 * document's number. Every member sees them; the creator and the leader record them.
 */
export function ExpensesView({ tripId, data, onExpense }: { tripId: string; data: TripSettlement; onExpense: (target: ExpenseTarget) => void }) {
  const [removing, setRemoving] = useState<Expense | null>(null);
  const deletion = useDeleteExpense();
  if (data.expenses.length === 0) {
    return (
      <EmptyState
        icon={Receipt}
        title="Nie zapisano jeszcze wydatków"
        description={
          data.canRecord
            ? 'Zapisuj tu, na co poszły pieniądze wycieczki (autokar, noclegi, bilety…), z numerem faktury lub paragonu: z nich powstanie rozliczenie.'
            : 'Wydatki zapisuje twórca lub kierownik wycieczki.'
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      <Card className="p-3 sm:p-4">
        <p data-testid="expenses-total" className="text-sm font-semibold tabular-nums">
          Wydano: {formatZloty(data.spent)}
        </p>
        <ul aria-label="Wydatki według kategorii" className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {data.byCategory.map((line) => (
            <li key={line.category} className="flex justify-between gap-3">
              <span className="text-muted-foreground">{EXPENSE_CATEGORY_LABELS[line.category]}</span>
              <span className="whitespace-nowrap tabular-nums">{formatZloty(line.amount)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <ul className="divide-y divide-border" aria-label="Wydatki">
          {data.expenses.map((expense) => (
            <li key={expense.id} data-testid="expense" className="flex items-start gap-2 p-4 text-sm">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-medium">{EXPENSE_CATEGORY_LABELS[expense.category]}</span>
                  <span className="whitespace-nowrap font-semibold tabular-nums">{formatZloty(expense.amount)}</span>
                  <span className="whitespace-nowrap text-muted-foreground">{formatCheckDate(expense.spentOn)}</span>
                </p>
                {expense.note ? <p className="wrap-anywhere">{expense.note}</p> : null}
                <p className="wrap-anywhere text-xs text-muted-foreground">
                  {expense.documentNo ? `Dokument: ${expense.documentNo} · ` : 'Bez numeru dokumentu · '}{doneByLabel('zapisał', expense.recordedBy, expense.recordedByGender)}
                </p>
              </div>
              {data.canRecord ? (
                <RecordActions
                  what={`wydatek ${EXPENSE_CATEGORY_LABELS[expense.category]} ${formatZloty(expense.amount)}`}
                  onCorrect={() => onExpense({ expense })}
                  onRemove={() => setRemoving(expense)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </Card>
      <DeletionDialog
        target={removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={(expense) => `Usunąć wydatek ${expense ? formatZloty(expense.amount) : ''}?`}
        description={() => 'Wydatek zniknie z rozliczenia; w Aktywności zostanie ślad, kto go usunął.'}
        deletion={deletion}
        variables={(expense) => ({ tripId, expenseId: expense.id })}
        texts={{ done: 'Usunięto wydatek', failed: 'Nie udało się usunąć wydatku' }}
      />
    </div>
  );
}
