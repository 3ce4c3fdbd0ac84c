import type { Room, Student } from '@wycieczki/shared';
import { lazy, Suspense } from 'react';
import { toast } from '@/lib/toast';
import { ApprovedKartaNotice } from '@/components/approval-status';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { errorMessage } from '@/lib/api-error';
import { removeDraft } from '@/lib/form-draft';
import { useCreateStudent } from '../api/create-student';
import { useUpdateStudent } from '../api/update-student';
import { changedStudentFields, newStudentInput, type StudentFormOutput } from '../student-form-schema';
import { StudentDetails } from './student-details';
import { StudentForm } from './student-form';

// 'Leki' (issue 54), the medicines feature's own section: its code loads with a student's dialog, not with the screen.
const StudentMedicines = lazy(() => import('@/features/medicines/components/student-medicines'));

const FORM_ID = 'student-form';

/** The draft of the add form, or of one student's edit form, on one trip. */
const studentDraftName = (tripId: string, studentId: string | null) => `student:${tripId}:${studentId ?? 'new'}`;

type StudentDialogProps = {
  /** 'new' opens the add dialog, a student the edit dialog, null closes it. */
  target: Student | 'new' | null;
  tripId: string;
  rooms: readonly Room[];
  canSeeSensitive: boolean;
  sensitiveErased: boolean;
  /** A closed trip ('Zakończona', issue 31): the student is shown, not edited. */
  readOnly?: boolean;
  onOpenChange: (open: boolean) => void;
};

export function StudentDialog({ target, tripId, rooms, canSeeSensitive, sensitiveErased, readOnly = false, onOpenChange }: StudentDialogProps) {
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const { currentTrip } = useCurrentTrip();
  const student = target === 'new' ? null : target;
  const busy = create.isPending || update.isPending;
  const draftName = studentDraftName(tripId, student?.id ?? null);
  const close = () => onOpenChange(false);
  /** Saved: the draft has done its work. */
  const done = () => {
    removeDraft(draftName);
    close();
  };

  const save = (values: StudentFormOutput) => {
    if (!student) {
      create.mutate(
        { tripId, student: newStudentInput(values, canSeeSensitive) },
        {
          onSuccess: () => {
            toast.success('Dodano ucznia');
            done();
          },
          onError: (error) => toast.error('Błąd podczas dodawania ucznia', { description: errorMessage(error) }),
        },
      );
      return;
    }
    const changes = changedStudentFields(student, values, canSeeSensitive);
    if (Object.keys(changes).length === 0) return done();
    update.mutate(
      { tripId, studentId: student.id, changes },
      {
        onSuccess: () => {
          toast.success('Zaktualizowano ucznia');
          done();
        },
        onError: (error) => toast.error('Błąd podczas aktualizacji ucznia', { description: errorMessage(error) }),
      },
    );
  };

  if (readOnly) {
    return (
      <Dialog open={student !== null} onOpenChange={onOpenChange}>
        {student ? (
          <DialogContent
            title="Dane ucznia"
            description="Wycieczka jest zakończona: dane ucznia można tylko przeczytać."
            footer={<DialogActions cancelLabel="Zamknij" />}
          >
            <StudentDetails student={student} canSeeSensitive={canSeeSensitive} sensitiveErased={sensitiveErased} />
            {currentTrip && !sensitiveErased ? (
              <Suspense fallback={null}>
                <StudentMedicines tripId={tripId} trip={currentTrip} student={student} readOnly />
              </Suspense>
            ) : null}
          </DialogContent>
        ) : null}
      </Dialog>
    );
  }

  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      {target !== null ? (
        <DialogContent
          title={student ? 'Edytuj ucznia' : 'Dodaj ucznia'}
          description={student ? `Zmień dane: ${student.name}.` : 'Wpisz dane nowego ucznia. Wymagane jest tylko imię i nazwisko.'}
          footer={<DialogActions form={FORM_ID} pending={busy} label={student ? 'Zapisz zmiany' : 'Dodaj ucznia'} pendingLabel="Zapisywanie..." />}
        >
          <div className="mb-4 empty:hidden">
            <ApprovedKartaNotice trip={currentTrip} />
          </div>
          <StudentForm
            key={student?.id ?? 'new'}
            formId={FORM_ID}
            draftName={draftName}
            student={student}
            rooms={rooms}
            canSeeSensitive={canSeeSensitive}
            sensitiveErased={sensitiveErased}
            onValid={save}
          />
          {student && currentTrip && !sensitiveErased ? (
            <Suspense fallback={null}>
              <StudentMedicines tripId={tripId} trip={currentTrip} student={student} readOnly={false} />
            </Suspense>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
