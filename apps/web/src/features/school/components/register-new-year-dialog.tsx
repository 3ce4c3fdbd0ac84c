import { firstIssueMessage, LIMITS, registerNewYearSchema, type RegisterNewYearResult, type RegisterView } from '@wycieczki/shared';
import { GraduationCap } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { pluralForm } from '@/lib/plural';
import { toast } from '@/lib/toast';
import { useRegisterNewYear } from '../api/register-new-year';
import { defaultLastLevel, newYearOutcome } from '../register-display';

const FORM_ID = 'register-new-year-form';

/** 'Promowano 410 uczniów, absolwenci: 52'. */
function promotedText({ promoted, graduated }: RegisterNewYearResult): string {
  return `Promowano ${promoted} ${pluralForm(promoted, { one: 'ucznia', few: 'uczniów', many: 'uczniów' })}, absolwenci: ${graduated}`;
}

type NewYearDialogProps = { view: RegisterView; open: boolean; onOpenChange: (open: boolean) => void };

export function RegisterNewYearDialog({ view, open, onOpenChange }: NewYearDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <NewYearContent view={view} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function NewYearContent({ view, onDone }: { view: RegisterView; onDone: () => void }) {
  const newYear = useRegisterNewYear();
  const [lastLevel, setLastLevel] = useState(() => String(defaultLastLevel(view.classes)));
  const [error, setError] = useState<string | null>(null);
  /** The server's refusal (the register changed meanwhile): the list is read again, and a second try sends its version. */
  const [refused, setRefused] = useState<string | null>(null);
  const level = Number(lastLevel);
  const lastNewYear = view.history.find((record) => record.kind === 'new-year');
  const outcome = Number.isSafeInteger(level) && level >= 1 ? newYearOutcome(view.classes, level) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The version the head saw: a change made meanwhile (an import, another 'Nowy rok szkolny') is refused.
    const parsed = registerNewYearSchema.safeParse({ lastLevel: lastLevel.trim() === '' ? Number.NaN : level, version: view.version });
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    setError(null);
    setRefused(null);
    newYear.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(promotedText(result));
        onDone();
      },
      onError: (failure) => setRefused(errorMessage(failure)),
    });
  };

  return (
    <DialogContent
      title="Nowy rok szkolny"
      description="Każda klasa przejdzie o poziom wyżej, np. „4b” → „5b”. Uczniowie ostatniej klasy przejdą do „Absolwenci / odeszli”, a ich dane zostaną usunięte po okresie przechowywania szkoły."
      footer={
        <DialogActions form={FORM_ID} label="Promuj klasy" pendingLabel="Promowanie..." pending={newYear.isPending} icon={<GraduationCap aria-hidden="true" />} />
      }
    >
      <form id={FORM_ID} className="grid gap-4" onSubmit={submit} noValidate>
        <FormField
          id="register-last-level"
          label="Ostatnia klasa w szkole"
          type="number"
          inputMode="numeric"
          min={1}
          max={LIMITS.registerLastLevelMax}
          className="max-w-32"
          value={lastLevel}
          onChange={(event) => setLastLevel(event.target.value)}
          hint="Np. 8 w szkole podstawowej, 4 w liceum, 5 w technikum."
          error={error ?? undefined}
        />
        {lastNewYear ? (
          // Run once a school year: the last run said, so a second press in the same year is seen for what it is.
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            Ostatnio promowano klasy {formatDateTime(lastNewYear.at)} ({lastNewYear.byName}).
          </p>
        ) : null}
        {outcome ? (
          <p className="text-sm" aria-live="polite">
            O klasę wyżej: {outcome.promoted}. Do „Absolwenci / odeszli”: {outcome.graduated}
            {outcome.graduatingClasses.length > 0 ? ` (${outcome.graduatingClasses.join(', ')})` : ''}.
          </p>
        ) : null}
        {refused ? (
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm font-medium text-destructive">
            {refused}
          </p>
        ) : null}
      </form>
    </DialogContent>
  );
}
