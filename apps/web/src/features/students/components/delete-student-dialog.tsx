import type { Student } from '@wycieczki/shared';
import { DeletionDialog } from '@/components/deletion-dialog';
import { useDeleteStudent } from '../api/delete-student';

type DeleteStudentDialogProps = { tripId: string; student: Student | null; onOpenChange: (open: boolean) => void };

export function DeleteStudentDialog({ tripId, student, onOpenChange }: DeleteStudentDialogProps) {
  return (
    <DeletionDialog
      target={student}
      onOpenChange={onOpenChange}
      deletion={useDeleteStudent()}
      variables={(s) => ({ tripId, studentId: s.id })}
      title="Usunąć ucznia?"
      description={(s) => (
        <>
          Czy na pewno chcesz usunąć ucznia{s ? <> {s.name}</> : null}? Zostanie też usunięty z pokoju i list obecności. Ta akcja jest
          nieodwracalna.
        </>
      )}
      texts={{ done: 'Usunięto ucznia', failed: 'Błąd podczas usuwania ucznia' }}
    />
  );
}
