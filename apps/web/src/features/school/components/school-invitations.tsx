import { LIMITS, schoolInvitationMailSchema, type SchoolInvitation } from '@wycieczki/shared';
import { Copy, Mail, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { isEmailUnconfirmed } from '@/components/confirmation-link-button';
import { EmailConfirmationNotice } from '@/components/email-confirmation-notice';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { formatCheckDate } from '@/lib/format-date';
import { useMailAvailable } from '@/lib/mail-available';
import { toast } from '@/lib/toast';
import { useInviteTeacher, useMailInvitation, useRevokeInvitation } from '../api/school';

/** Copies a link, or says how to copy it by hand. */
export function copyLink(address: string): void {
  const failed = () => toast.error('Nie udało się skopiować: zaznacz link i skopiuj go ręcznie.');
  if (!navigator.clipboard) return void failed();
  navigator.clipboard.writeText(address).then(() => toast.success('Skopiowano link'), failed);
}

const mailNote = (mail: boolean | undefined) => (mail ? ' albo wyślij e-mailem poniżej' : '');

/** 'Zaproś nauczyciela' (issue 27): a link to copy, or (issue 30) mailed to the teacher's address. */
export function Invitations({ invitations }: { invitations: SchoolInvitation[] }) {
  const invite = useInviteTeacher();
  const revoke = useRevokeInvitation();
  const mail = useMailAvailable();
  const [revoking, setRevoking] = useState<SchoolInvitation | null>(null);
  const make = () =>
    invite.mutateAsync(undefined).then(
      () => toast.success('Utworzono zaproszenie. Wyślij link nauczycielowi.'),
      (error: unknown) => toast.error('Nie udało się utworzyć zaproszenia', { description: errorMessage(error) }),
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Zaproszenia</CardTitle>
        <CardDescription>
          Link z zaproszeniem działa {LIMITS.invitationDays} dni i tylko raz. Wyślij go jednemu nauczycielowi{mailNote(mail)}; możesz go unieważnić.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button onClick={make} className="justify-self-start" disabled={invite.isPending}>
          <UserPlus aria-hidden="true" />
          {invite.isPending ? 'Tworzenie...' : 'Zaproś nauczyciela'}
        </Button>
        {mail ? <MailInvitationForm /> : null}
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">Brak aktywnych zaproszeń.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Aktywne zaproszenia">
            {invitations.map((invitation, index) => (
              <InvitationRow key={invitation.id} invitation={invitation} index={index} onRevoke={() => setRevoking(invitation)} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Unieważnić zaproszenie?"
        description="Link przestanie działać. Nauczyciel, który już dołączył, zostaje w szkole."
        confirmLabel="Unieważnij"
        busy={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutateAsync(revoking.id).then(
            () => {
              toast.success('Unieważniono zaproszenie');
              setRevoking(null);
            },
            (error: unknown) => toast.error('Nie udało się unieważnić zaproszenia', { description: errorMessage(error) }),
          )
        }
      />
    </Card>
  );
}

/** 'Wyślij e-mailem' (issue 30): the invitation goes to the teacher's address. */
function MailInvitationForm() {
  const send = useMailInvitation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The head's own address is not confirmed yet (issue 47): said under the form, with 'Wyślij link potwierdzający'. */
  const [unconfirmed, setUnconfirmed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schoolInvitationMailSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    send.mutateAsync(parsed.data.email).then(
      () => {
        toast.success(`Wysłano zaproszenie na adres ${parsed.data.email}`);
        setEmail('');
      },
      (failure: unknown) => {
        if (isEmailUnconfirmed(failure)) setUnconfirmed(true);
        else toast.error('Nie udało się wysłać zaproszenia', { description: errorMessage(failure) });
      },
    );
  };
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <FormField
        id="school-invitation-email"
        label="Email nauczyciela"
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder="nauczyciel@szkola.pl"
        value={email}
        error={error ?? undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="outline" className="justify-self-start" disabled={send.isPending}>
        <Mail aria-hidden="true" />
        {send.isPending ? 'Wysyłanie...' : 'Wyślij e-mailem'}
      </Button>
      {unconfirmed ? <EmailConfirmationNotice /> : null}
    </form>
  );
}

function InvitationRow({ invitation, index, onRevoke }: { invitation: SchoolInvitation; index: number; onRevoke: () => void }) {
  const address = `${window.location.origin}${invitation.path}`;
  const id = `school-invitation-${index}`;
  const until = `Ważne do ${formatCheckDate(invitation.expiresAt.slice(0, 10))}`;
  return (
    <li data-testid="school-invitation" className="grid gap-2 rounded-lg border border-border p-3">
      <FormField
        id={id}
        label="Adres zaproszenia"
        readOnly
        value={address}
        onFocus={(event) => event.currentTarget.select()}
        hint={invitation.email ? `Wysłane na adres ${invitation.email}. ${until}` : until}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => copyLink(address)}>
          <Copy aria-hidden="true" />
          Kopiuj link
        </Button>
        <Button variant="outline" size="sm" onClick={onRevoke}>
          Unieważnij
        </Button>
      </div>
    </li>
  );
}
