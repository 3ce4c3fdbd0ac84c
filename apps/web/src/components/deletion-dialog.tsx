import type { UseMutateFunction } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { runDeletion, type DeletionTexts } from '@/lib/run-deletion';

type DeletionDialogProps<T, V> = {
  /** What is about to be deleted; null keeps the dialog closed. */
  target: T | null;
  onOpenChange: (open: boolean) => void;
  title: string | ((target: T | null) => string);
  description?: (target: T | null) => ReactNode;
  /** The deletion's mutation (its hook's result). */
  deletion: { mutate: UseMutateFunction<unknown, Error, V>; isPending: boolean };
  variables: (target: T) => V;
  texts: DeletionTexts;
};

/** 'Usuń' / 'Anuluj' for one record: stays open while the deletion runs, closes when it is done, says why when it fails. */
export function DeletionDialog<T, V>({ target, onOpenChange, title, description, deletion, variables, texts }: DeletionDialogProps<T, V>) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={typeof title === 'string' ? title : title(target)}
      description={description?.(target)}
      confirmLabel="Usuń"
      busy={deletion.isPending}
      onConfirm={() => target && runDeletion(deletion.mutate, variables(target), texts, () => onOpenChange(false))}
    />
  );
}
