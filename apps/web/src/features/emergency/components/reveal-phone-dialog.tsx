import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, revealPhoneSchema, type EmergencyStudent, type RevealPhoneInput } from '@wycieczki/shared';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormField, registered } from '@/components/ui/form-field';
import { useRevealPhone } from '../api/emergency';

type RevealPhoneDialogProps = {
  tripId: string;
  student: EmergencyStudent | null;
  revealsLeft: number | null;
  onOpenChange: (open: boolean) => void;
  /** The parent's numbers: the first, and a second one a parent gave on the parent page. */
  onRevealed: (studentId: string, phones: string[]) => void;
};

/**
 * The deliberate step before a parent's number: 'Powód' (5-200 characters), kept with the reveal in
 * the trip's access log, which the creator reads. The server counts the reveals and refuses the 21st
 * within an hour; its message shows here.
 */
export function RevealPhoneDialog({ tripId, student, revealsLeft, onOpenChange, onRevealed }: RevealPhoneDialogProps) {
  return (
    <Dialog open={student !== null} onOpenChange={onOpenChange}>
      {student ? (
        <DialogContent
          title="Pokaż telefon rodzica"
          description={`Uczeń: ${student.name}. Podaj, dlaczego potrzebujesz numeru. Twórca wycieczki zobaczy to wyświetlenie i jego powód w dzienniku dostępu.`}
        >
          <RevealForm tripId={tripId} student={student} revealsLeft={revealsLeft} onRevealed={onRevealed} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RevealForm({ tripId, student, revealsLeft, onRevealed }: Omit<RevealPhoneDialogProps, 'onOpenChange' | 'student'> & { student: EmergencyStudent }) {
  const reveal = useRevealPhone();
  const form = useForm<RevealPhoneInput>({ resolver: zodResolver(revealPhoneSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit((input) =>
    reveal.mutate({ tripId, studentId: student.id, input }, { onSuccess: ({ parentPhone, parentPhone2 }) => onRevealed(student.id, parentPhone2 ? [parentPhone, parentPhone2] : [parentPhone]) }),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        id="reveal-reason"
        label="Powód"
        autoComplete="off"
        autoFocus
        maxLength={LIMITS.revealReasonMax}
        placeholder="np. uczeń nie wrócił na zbiórkę w muzeum"
        // The reason goes into the access log: no PESEL, numbers or health data there (issue 24).
        hint={`Nie wpisuj tu numerów PESEL, telefonów ani informacji o zdrowiu.${revealsLeft !== null ? ` Możesz wyświetlić jeszcze ${revealsLeft} z ${LIMITS.revealsPerHour} numerów w tej godzinie.` : ''}`}
        {...registered(form, 'reason')}
      />
      <DialogFormFooter error={reveal.error} pending={reveal.isPending} label="Pokaż numer" pendingLabel="Sprawdzanie..." />
    </form>
  );
}
