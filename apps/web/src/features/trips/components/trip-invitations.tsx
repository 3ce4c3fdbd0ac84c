import { MSG, type TripInvitation } from '@wycieczki/shared';
import { MailPlus, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { isEmailUnconfirmed } from '@/components/confirmation-link-button';
import { EmailConfirmationNotice } from '@/components/email-confirmation-notice';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-date';
import { useMailAvailable } from '@/lib/mail-available';
import { toast } from '@/lib/toast';
import { useInviteGuardian, useResendInvitation, useTripInvitations, useWithdrawInvitation } from '../api/invitations';

/**
 * Under 'Dodaj' when the address has no account (issue 30): 'Wyślij zaproszenie' mails a link to
 * sign up, after which the colleague joins the trip. Without e-mail, what to do instead.
 */
export function InviteOffer({ tripId, email, onDone }: { tripId: string; email: string; onDone: () => void }) {
  const mail = useMailAvailable();
  const invite = useInviteGuardian();
  /** The account's own address is not confirmed yet (issue 47): said here, with 'Wyślij link potwierdzający'. */
  const [unconfirmed, setUnconfirmed] = useState(false);
  const send = () =>
    invite.mutateAsync({ tripId, email }).then(
      () => {
        toast.success(`Wysłano zaproszenie na adres ${email}`);
        onDone();
      },
      (error: unknown) => {
        // The notice below says it, with what to do: no toast over it.
        if (isEmailUnconfirmed(error)) setUnconfirmed(true);
        else toast.error('Nie udało się wysłać zaproszenia', { description: errorMessage(error) });
      },
    );
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <p>
        Nie ma konta z adresem <span className="wrap-anywhere font-medium">{email}</span>.
      </p>
      {mail === false ? (
        <p className="text-muted-foreground">{MSG.invitationMailDisabled}</p>
      ) : (
        <>
          <p className="text-muted-foreground">Wyślemy zaproszenie z linkiem do założenia konta. Po rejestracji z tego linku ta osoba od razu zostanie opiekunem wycieczki. Zaproszenie jest ważne 14 dni.</p>
          <Button type="button" className="justify-self-start" onClick={() => void send()} disabled={invite.isPending || mail === undefined}>
            <MailPlus aria-hidden="true" />
            {invite.isPending ? 'Wysyłanie...' : 'Wyślij zaproszenie'}
          </Button>
          {unconfirmed ? <EmailConfirmationNotice /> : null}
        </>
      )}
    </div>
  );
}

/** The pending invitations: sent when, send again, withdraw. */
export function PendingInvitations({ tripId }: { tripId: string }) {
  const invitations = useTripInvitations(tripId, true);
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  const list = invitations.data ?? [];
  if (list.length === 0) return null;

  const busy = (invitation: TripInvitation) =>
    (resend.isPending && resend.variables?.invitationId === invitation.id) || (withdraw.isPending && withdraw.variables?.invitationId === invitation.id);
  const again = (invitation: TripInvitation) =>
    resend.mutateAsync({ tripId, invitationId: invitation.id }).then(
      () => toast.success(`Wysłano ponownie zaproszenie na adres ${invitation.email}`),
      (error: unknown) => toast.error('Nie udało się wysłać zaproszenia', { description: errorMessage(error) }),
    );
  const cancel = (invitation: TripInvitation) =>
    withdraw.mutateAsync({ tripId, invitationId: invitation.id }).then(
      () => toast.success('Wycofano zaproszenie'),
      (error: unknown) => toast.error('Nie udało się wycofać zaproszenia', { description: errorMessage(error) }),
    );

  return (
    <section aria-labelledby={`invitations-${tripId}`} className="grid gap-2">
      <h3 id={`invitations-${tripId}`} className="text-sm font-semibold">
        Zaproszenia
      </h3>
      <ul aria-label="Zaproszenia" className="divide-y divide-border rounded-lg border border-border">
        {list.map((invitation) => (
          <li key={invitation.id} className="grid gap-2 px-3 py-2.5 sm:flex sm:items-center sm:gap-3">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={invitation.email}>
                {invitation.email}
              </p>
              <p className={invitation.expired ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
                {invitation.expired ? `Zaproszenie wygasło ${formatDay(invitation.expiresAt)}` : `Zaproszenie wysłane ${formatDay(invitation.sentAt)}`}
              </p>
            </div>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={busy(invitation)} onClick={() => void again(invitation)} aria-label={`Wyślij ponownie zaproszenie na adres ${invitation.email}`}>
                <RotateCw aria-hidden="true" />
                Wyślij ponownie
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy(invitation)}
                onClick={() => void cancel(invitation)}
                aria-label={`Wycofaj zaproszenie na adres ${invitation.email}`}
                className="text-muted-foreground hover:text-destructive"
              >
                <X aria-hidden="true" />
                Wycofaj
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
