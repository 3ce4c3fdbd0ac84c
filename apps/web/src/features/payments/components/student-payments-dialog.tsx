import { doneByLabel, formatAmount, formatZloty, MSG, parseZloty, PAYMENT_METHOD_LABELS, type Payment, type StudentPayments } from '@wycieczki/shared';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { AmountField, FormField } from '@/components/ui/form-field';
import { DeletionDialog } from '@/components/deletion-dialog';
import { errorMessage } from '@/lib/api-error';
import { formatCheckDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useDeletePayment, useSetStudentCost } from '../api/payments';
import type { PaymentTarget } from './payment-dialog';
import { BalanceLines } from './balance-lines';
import { RecordActions } from './record-actions';

type StudentPaymentsDialogProps = {
  tripId: string;
  student: StudentPayments | null;
  canRecord: boolean;
  onOpenChange: (open: boolean) => void;
  onPayment: (target: PaymentTarget) => void;
};

/** One student's account: the balance, each payment (to correct or remove) and 'Koszt indywidualny'. */
export function StudentPaymentsDialog({ tripId, student, canRecord, onOpenChange, onPayment }: StudentPaymentsDialogProps) {
  const [removing, setRemoving] = useState<Payment | null>(null);
  const deletion = useDeletePayment();
  const amounts = student?.amounts;
  return (
    <>
      <Dialog open={student !== null} onOpenChange={onOpenChange}>
        {student && amounts ? (
          <DialogContent
            title={student.name}
            description={student.className ? `Klasa ${student.className}` : 'Wpłaty ucznia'}
            footer={<DialogActions cancelLabel="Zamknij" />}
          >
            <div className="grid gap-5">
              <BalanceLines status={student.status} amounts={amounts} />
              <section aria-label="Wpłaty ucznia" className="grid gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold">Wpłaty</h3>
                  {canRecord ? (
                    <Button size="sm" onClick={() => onPayment({ studentId: student.studentId })}>
                      <Plus aria-hidden />
                      Dodaj wpłatę
                    </Button>
                  ) : null}
                </div>
                {amounts.payments.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Brak wpłat.</p>
                ) : (
                  <ul className="divide-y divide-border rounded-lg border border-border">
                    {amounts.payments.map((payment) => (
                      <li key={payment.id} data-testid="payment" className="flex items-start gap-2 p-3 text-sm">
                        <div className="min-w-0 flex-1">
                          <p className="font-medium">
                            <span className="whitespace-nowrap">{formatZloty(payment.amount)}</span> · {PAYMENT_METHOD_LABELS[payment.method]} ·{' '}
                            <span className="whitespace-nowrap">{formatCheckDate(payment.paidOn)}</span>
                          </p>
                          {payment.note ? <p className="wrap-anywhere text-muted-foreground">{payment.note}</p> : null}
                          <p className="text-xs text-muted-foreground">{doneByLabel('zapisał', payment.recordedBy, payment.recordedByGender)}</p>
                        </div>
                        {canRecord ? (
                          <RecordActions
                            what={`wpłatę ${formatZloty(payment.amount)}`}
                            onCorrect={() => onPayment({ studentId: student.studentId, payment })}
                            onRemove={() => setRemoving(payment)}
                          />
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              {canRecord ? <IndividualCost key={`${amounts.individualCost}`} tripId={tripId} student={student} /> : null}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
      <DeletionDialog
        target={removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={(payment) => `Usunąć wpłatę ${payment ? formatZloty(payment.amount) : ''}?`}
        description={() => 'Wpłata zniknie z salda ucznia i z zestawienia; w Aktywności zostanie ślad, kto ją usunął.'}
        deletion={deletion}
        variables={(payment) => ({ tripId, paymentId: payment.id })}
        texts={{ done: 'Usunięto wpłatę', failed: 'Nie udało się usunąć wpłaty' }}
      />
    </>
  );
}

/** 'Koszt indywidualny' (a sibling discount, a free place) with its note; empty goes back to the trip's cost. */
function IndividualCost({ tripId, student }: { tripId: string; student: StudentPayments }) {
  const save = useSetStudentCost();
  const [amount, setAmount] = useState(student.amounts?.individualCost === null || !student.amounts ? '' : formatAmount(student.amounts.individualCost));
  const [note, setNote] = useState(student.amounts?.individualCostNote ?? '');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.trim();
    const value = typed === '' ? null : parseZloty(typed);
    if (typed !== '' && value === null) return setError(MSG.amountInvalid);
    setError(undefined);
    save.mutateAsync({ tripId, studentId: student.studentId, input: { amount: value, note } }).then(
      () => toast.success(value === null ? 'Przywrócono koszt wycieczki' : 'Zapisano koszt indywidualny'),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  };

  return (
    <form className="grid gap-3 border-t border-border pt-4" onSubmit={submit} noValidate>
      <h3 className="text-sm font-semibold">Koszt indywidualny</h3>
      <div className="grid gap-3 min-[420px]:grid-cols-2">
        <AmountField
          id="student-cost-amount"
          label="Kwota (zł)"
          placeholder="Puste: koszt wycieczki"
          value={amount}
          error={error}
          onChange={(event) => setAmount(event.target.value)}
        />
        <FormField id="student-cost-note" label="Powód" placeholder="np. zniżka dla rodzeństwa" value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      <Button type="submit" variant="outline" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? 'Zapisywanie...' : 'Zapisz koszt'}
      </Button>
    </form>
  );
}
