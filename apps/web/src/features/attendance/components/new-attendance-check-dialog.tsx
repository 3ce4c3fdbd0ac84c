import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';
import { useCreateAttendanceCheck } from '../api/create-attendance-check';
import { nowDateAndTime } from '../check-date-time';
import type { AttendanceCheckValues } from './attendance-check-form';
import { LazyAttendanceCheckForm, loadAttendanceCheckForm } from './lazy-attendance-check-form';

const FORM_ID = 'new-attendance-check';

type NewAttendanceCheckDialogProps = { tripId: string; onCreated: (checkId: string) => void };

export function NewAttendanceCheckDialog({ tripId, onCreated }: NewAttendanceCheckDialogProps) {
  const [open, setOpen] = useState(false);
  // Today and now as of opening the dialog, not as of loading the screen.
  const [defaults, setDefaults] = useState(nowDateAndTime);
  const create = useCreateAttendanceCheck();

  const onOpenChange = (next: boolean) => {
    if (next) setDefaults(nowDateAndTime());
    setOpen(next);
  };

  const onSubmit = (input: AttendanceCheckValues) =>
    create.mutateAsync({ tripId, input }).then(
      (check) => {
        toast.success('Utworzono nową listę obecności');
        onCreated(check.id);
        setOpen(false);
      },
      (error: unknown) => toast.error('Błąd podczas dodawania listy obecności', { description: errorMessage(error) }),
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="lg" className="w-full sm:w-auto" onPointerDown={() => void loadAttendanceCheckForm()}>
          <Plus aria-hidden="true" />
          Nowa lista obecności
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Nowa lista obecności"
        description="Na nowej liście wszyscy uczniowie są nieobecni, dopóki ich nie oznaczysz."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Anuluj</Button>
            </DialogClose>
            <Button type="submit" form={FORM_ID} disabled={create.isPending}>
              {create.isPending ? 'Tworzenie...' : 'Utwórz listę'}
            </Button>
          </>
        }
      >
        {open ? <LazyAttendanceCheckForm key={`${defaults.date}-${defaults.time}`} formId={FORM_ID} defaultValues={{ name: '', ...defaults }} onSubmit={onSubmit} /> : null}
      </DialogContent>
    </Dialog>
  );
}
