import { zodResolver } from '@hookform/resolvers/zod';
import { addGuardianSchema, MSG } from '@wycieczki/shared';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, errorMessage } from '@/lib/api-error';
import { toastFirstFormError } from '@/lib/first-form-error';
import { useAddGuardian } from '../api/add-guardian';
import { InviteOffer } from './trip-invitations';

type AddGuardianValues = z.input<typeof addGuardianSchema>;
type AddGuardianOutput = z.output<typeof addGuardianSchema>;

/** Answers the server gives for a wrong address, shown as they are (SPEC section 8). */
const SHOWN_AS_IS: readonly string[] = [MSG.userNotFound, MSG.alreadyGuardian];

export function AddGuardianForm({ tripId, idPrefix }: { tripId: string; idPrefix: string }) {
  const add = useAddGuardian();
  const form = useForm<AddGuardianValues, unknown, AddGuardianOutput>({
    resolver: zodResolver(addGuardianSchema),
    defaultValues: { email: '' },
  });
  const inputId = `${idPrefix}-guardian-email`;
  /** An address without an account (issue 30): 'Wyślij zaproszenie' is offered for it. */
  const [unknown, setUnknown] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    ({ email }) =>
      add.mutateAsync({ tripId, email }).then(
        () => {
          form.reset({ email: '' });
          setUnknown(null);
          toast.success('Dodano opiekuna do wycieczki');
        },
        (error: unknown) => {
          setUnknown(error instanceof ApiError && error.message === MSG.userNotFound ? email : null);
          if (error instanceof ApiError && SHOWN_AS_IS.includes(error.message)) toast.error(error.message);
          else toast.error('Błąd podczas dodawania opiekuna', { description: errorMessage(error) });
        },
      ),
    toastFirstFormError(['email']),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <Label htmlFor={inputId}>Email opiekuna</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="opiekun@szkola.pl"
          aria-invalid={form.formState.errors.email ? true : undefined}
          {...form.register('email', { onChange: () => setUnknown(null) })}
        />
        <Button type="submit" disabled={add.isPending} className="shrink-0">
          <UserPlus aria-hidden="true" />
          Dodaj
        </Button>
      </div>
      {unknown ? (
        <InviteOffer
          tripId={tripId}
          email={unknown}
          onDone={() => {
            setUnknown(null);
            form.reset({ email: '' });
          }}
        />
      ) : null}
    </form>
  );
}
