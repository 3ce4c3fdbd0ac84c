import type { AttendanceCheckSummary } from '@wycieczki/shared';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteAttendanceCheck } from '../api/delete-attendance-check';

type DeleteAttendanceCheckDialogProps = { check: AttendanceCheckSummary | null; onOpenChange: (open: boolean) => void };

export function DeleteAttendanceCheckDialog({ check, onOpenChange }: DeleteAttendanceCheckDialogProps) {
  const remove = useDeleteAttendanceCheck();
  return (
    <ConfirmDialog
      open={check !== null}
      onOpenChange={onOpenChange}
      title="Usunąć listę obecności?"
      description={<>Czy na pewno chcesz usunąć listę obecności{check ? <> „{check.name}”</> : null}? Ta akcja jest nieodwracalna.</>}
      confirmLabel="Usuń"
      busy={remove.isPending}
      onConfirm={() => {
        if (!check) return;
        remove.mutate(
          { tripId: check.tripId, checkId: check.id },
          {
            onSuccess: () => {
              toast.success('Usunięto listę obecności');
              onOpenChange(false);
            },
            onError: (error) => toast.error('Błąd podczas usuwania listy obecności', { description: errorMessage(error) }),
          },
        );
      }}
    />
  );
}
