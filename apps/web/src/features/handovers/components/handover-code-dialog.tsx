import { firstIssueMessage, handoverCodeSchema, type StudentHandover } from '@wycieczki/shared';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useConfirmByCode } from '../api/handovers';

const FORM_ID = 'handover-code';

type HandoverCodeDialogProps = { tripId: string; handover: StudentHandover; onOpenChange: (open: boolean) => void };

/**
 * 'Wpisz kod od rodzica' (issue 54): the parent shows the six digits of their page; typed in here,
 * they confirm the handover as the parent's own 'Potwierdzam odbiór' would. A code works once.
 */
export function HandoverCodeDialog({ tripId, handover, onOpenChange }: HandoverCodeDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = useConfirmByCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = handoverCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    setError(undefined);
    confirm.mutate(
      { tripId, handoverId: handover.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(`Rodzic potwierdził odbiór: ${handover.studentName}`);
          onOpenChange(false);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title="Wpisz kod od rodzica"
        description={`Rodzic widzi 6-cyfrowy kod na swojej stronie (w części „Odbiór dziecka”). Wpisany tu potwierdza odbiór dziecka: ${handover.studentName}.`}
        footer={<DialogActions form={FORM_ID} label="Potwierdź odbiór" pendingLabel="Sprawdzanie..." pending={confirm.isPending} />}
      >
        <form id={FORM_ID} onSubmit={submit} noValidate>
          <FormField
            id={`${FORM_ID}-code`}
            label="Kod od rodzica"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="np. 482913"
            maxLength={9}
            value={code}
            error={error}
            onChange={(event) => setCode(event.target.value)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
