import { DialogActions } from '@/components/ui/dialog-actions';
import { errorMessage } from '@/lib/api-error';

type DialogFormFooterProps = {
  /** The server's refusal, shown above the buttons in its own Polish words. */
  error: unknown;
  pending: boolean;
  label: string;
  pendingLabel: string;
  variant?: 'default' | 'destructive';
};

/** The end of a one-question dialog form: the server's answer when it refused, 'Anuluj' and the submit button. */
export function DialogFormFooter({ error, pending, label, pendingLabel, variant = 'default' }: DialogFormFooterProps) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {errorMessage(error)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogActions pending={pending} label={label} pendingLabel={pendingLabel} variant={variant} />
      </div>
    </>
  );
}
