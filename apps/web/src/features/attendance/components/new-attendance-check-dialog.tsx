import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/use-session';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { createList } from '../api/roll-call';
import { nowDateAndTime } from '../check-date-time';
import type { AttendanceCheckValues } from './attendance-check-form';
import { LazyAttendanceCheckForm, loadAttendanceCheckForm } from './lazy-attendance-check-form';

const FORM_ID = 'new-attendance-check';

/** `beside`: next to the list picker, where a phone shows the button as its '+' alone (the words stay its name). */
type NewAttendanceCheckDialogProps = { tripId: string; onCreated: (checkId: string) => void; beside?: boolean };

export function NewAttendanceCheckDialog({ tripId, onCreated, beside = false }: NewAttendanceCheckDialogProps) {
  const [open, setOpen] = useState(false);
  // Today and now as of opening the dialog, not as of loading the screen.
  const [defaults, setDefaults] = useState(nowDateAndTime);
  const queryClient = useQueryClient();
  const { user } = useAuth();

  const onOpenChange = (next: boolean) => {
    if (next) setDefaults(nowDateAndTime());
    setOpen(next);
  };

  // Made on the device and sent by the outbox: it works with no network too (docs/decisions/017).
  const onSubmit = (input: AttendanceCheckValues) => {
    if (!user) return;
    onCreated(createList(queryClient, user.id, tripId, input));
    toast.success('Utworzono nową listę obecności');
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          size="lg"
          className={beside ? 'h-14 shrink-0 max-sm:w-14 max-sm:px-0' : 'w-full sm:w-auto'}
          title={beside ? 'Nowa lista obecności' : undefined}
          onPointerDown={() => void loadAttendanceCheckForm()}
        >
          <Plus aria-hidden="true" />
          <span className={beside ? 'max-sm:sr-only' : undefined}>Nowa lista obecności</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Nowa lista obecności"
        description="Na nowej liście wszyscy uczniowie są nieobecni, dopóki ich nie oznaczysz."
        footer={<DialogActions form={FORM_ID} label="Utwórz listę" />}
      >
        {open ? <LazyAttendanceCheckForm key={`${defaults.date}-${defaults.time}`} formId={FORM_ID} defaultValues={{ name: '', ...defaults }} onSubmit={onSubmit} /> : null}
      </DialogContent>
    </Dialog>
  );
}
