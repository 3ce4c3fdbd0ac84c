import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

type DialogActionsProps = {
  /** The button that leaves without doing anything: 'Anuluj', or 'Zamknij' where the dialog only shows. */
  cancelLabel?: string;
  /** What the button doing the dialog's work says; left out, the dialog has only the button that closes it. */
  label?: string;
  /** What it says while the work runs; the button is disabled meanwhile. */
  pendingLabel?: string;
  pending?: boolean;
  /** Disabled for a reason other than the work running (nothing chosen, something missing). */
  disabled?: boolean;
  /** Shown before the words in both states. */
  icon?: ReactNode;
  /** The id of the form the button submits when it stands outside it (a dialog's footer). */
  form?: string;
  /** What the button does where there is no form; without it the button submits. */
  onClick?: () => void;
  variant?: 'default' | 'destructive';
};

/** A dialog's buttons: the one that closes it and, where the dialog does something, the one that does it. */
export function DialogActions({ cancelLabel = 'Anuluj', label, pendingLabel, pending = false, disabled = false, icon, form, onClick, variant }: DialogActionsProps) {
  return (
    <>
      <DialogClose asChild>
        <Button variant="outline">{cancelLabel}</Button>
      </DialogClose>
      {label === undefined ? null : (
        <Button type={onClick ? 'button' : 'submit'} form={form} variant={variant} disabled={pending || disabled} onClick={onClick}>
          {icon}
          {pending && pendingLabel ? pendingLabel : label}
        </Button>
      )}
    </>
  );
}
