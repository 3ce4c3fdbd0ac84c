import type { AttendanceCheckSummary } from '@wycieczki/shared';
import { toast } from '@/lib/toast';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { errorMessage } from '@/lib/api-error';
import { useUpdateAttendanceCheck } from '../api/update-attendance-check';
import type { AttendanceCheckValues } from './attendance-check-form';
import { LazyAttendanceCheckForm } from './lazy-attendance-check-form';

const FORM_ID = 'edit-attendance-check';

type EditAttendanceCheckDialogProps = { check: AttendanceCheckSummary | null; onOpenChange: (open: boolean) => void };

export function EditAttendanceCheckDialog({ check, onOpenChange }: EditAttendanceCheckDialogProps) {
  const update = useUpdateAttendanceCheck();

  const onSubmit = (values: AttendanceCheckValues) => {
    if (!check) return;
    const changes = {
      ...(values.name !== check.name ? { name: values.name } : {}),
      ...(values.date !== check.date ? { date: values.date } : {}),
      ...(values.time !== check.time ? { time: values.time } : {}),
      // 'Zbiórka' (issue 54): the place and the point, when changed (an emptied place makes the list a roll call).
      ...((values.meetingPlace ?? null) !== (check.meetingPlace ?? null) ? { meetingPlace: values.meetingPlace ?? null } : {}),
      ...((values.meetingLat ?? null) !== (check.meetingLat ?? null) || (values.meetingLng ?? null) !== (check.meetingLng ?? null)
        ? { meetingLat: values.meetingLat ?? null, meetingLng: values.meetingLng ?? null }
        : {}),
    };
    if (Object.keys(changes).length === 0) return onOpenChange(false);
    return update.mutateAsync({ tripId: check.tripId, checkId: check.id, changes }).then(
      () => {
        toast.success('Zaktualizowano listę obecności');
        onOpenChange(false);
      },
      (error: unknown) => toast.error('Błąd podczas aktualizacji listy obecności', { description: errorMessage(error) }),
    );
  };

  return (
    <Dialog open={check !== null} onOpenChange={onOpenChange}>
      {check ? (
        <DialogContent
          title="Edytuj listę obecności"
          description="Zmień nazwę, datę, godzinę lub miejsce zbiórki. Zaznaczona obecność zostaje bez zmian."
          footer={<DialogActions form={FORM_ID} pending={update.isPending} label="Zapisz zmiany" pendingLabel="Zapisywanie..." />}
        >
          <LazyAttendanceCheckForm key={check.id} formId={FORM_ID} defaultValues={{
              name: check.name,
              date: check.date,
              time: check.time,
              meetingPlace: check.meetingPlace ?? null,
              meetingLat: check.meetingLat ?? null,
              meetingLng: check.meetingLng ?? null,
            }} onSubmit={onSubmit} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
