import type { Student } from '@wycieczki/shared';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteStudent } from '../api/delete-student';

type DeleteStudentDialogProps = { tripId: string; student: Student | null; onOpenChange: (open: boolean) => void };

export function DeleteStudentDialog({ tripId, student, onOpenChange }: DeleteStudentDialogProps) {
  const remove = useDeleteStudent();
  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={onOpenChange}
      title="Usunąć ucznia?"
      description={
        <>
          Czy na pewno chcesz usunąć ucznia{student ? <> {student.name}</> : null}? Zostanie też usunięty z pokoju i list obecności. Ta akcja
          jest nieodwracalna.
        </>
      }
      confirmLabel="Usuń"
      busy={remove.isPending}
      onConfirm={() => {
        if (!student) return;
        remove.mutate(
          { tripId, studentId: student.id },
          {
            onSuccess: () => {
              toast.success('Usunięto ucznia');
              onOpenChange(false);
            },
            onError: (error) => toast.error('Błąd podczas usuwania ucznia', { description: errorMessage(error) }),
          },
        );
      }}
    />
  );
}
