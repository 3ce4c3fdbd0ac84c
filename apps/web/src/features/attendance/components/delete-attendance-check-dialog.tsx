import type { AttendanceCheckSummary } from '@wycieczki/shared';
import { DeletionDialog } from '@/components/deletion-dialog';
import { useDeleteAttendanceCheck } from '../api/delete-attendance-check';

type DeleteAttendanceCheckDialogProps = { check: AttendanceCheckSummary | null; onOpenChange: (open: boolean) => void };

export function DeleteAttendanceCheckDialog({ check, onOpenChange }: DeleteAttendanceCheckDialogProps) {
  return (
    <DeletionDialog
      target={check}
      onOpenChange={onOpenChange}
      deletion={useDeleteAttendanceCheck()}
      variables={(c) => ({ tripId: c.tripId, checkId: c.id })}
      title="Usunąć listę obecności?"
      description={(c) => <>Czy na pewno chcesz usunąć listę obecności{c ? <> „{c.name}”</> : null}? Ta akcja jest nieodwracalna.</>}
      texts={{ done: 'Usunięto listę obecności', failed: 'Błąd podczas usuwania listy obecności' }}
    />
  );
}
