import type { AttendanceCheckSummary } from '@wycieczki/shared';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
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
          description="Zmień nazwę, datę lub godzinę listy. Zaznaczona obecność zostaje bez zmian."
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">Anuluj</Button>
              </DialogClose>
              <Button type="submit" form={FORM_ID} disabled={update.isPending}>
                {update.isPending ? 'Zapisywanie...' : 'Zapisz zmiany'}
              </Button>
            </>
          }
        >
          <LazyAttendanceCheckForm key={check.id} formId={FORM_ID} defaultValues={{ name: check.name, date: check.date, time: check.time }} onSubmit={onSubmit} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
