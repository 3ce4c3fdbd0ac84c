import type { EmailConfirmationState } from '@wycieczki/shared';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiRequest } from '@/lib/api-client';
import { ApiError, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';

// Apart from the notice (email-confirmation-notice.tsx): the profile loads this with its first
// screen, and the notice's text comes with MSG, 9 KB gzip that only an invitation refused needs.

/** The API's answer to an invitation mailed by an account whose address is not confirmed yet (issue 47). */
export function isEmailUnconfirmed(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'email_unconfirmed';
}

/**
 * 'Wyślij link potwierdzający' (issue 47): mails the account a 'Potwierdź adres e-mail' link, then
 * says where it went and offers to send it again.
 */
export function ConfirmationLinkButton({ onConfirmed }: { onConfirmed?: () => void }) {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = () => {
    setSending(true);
    apiRequest<EmailConfirmationState>('/auth/email-confirmation', { method: 'POST', auth: true })
      .then(
        (state) => {
          if (!state.confirmed) return setSentTo(state.email);
          toast.success('Adres e-mail jest już potwierdzony');
          onConfirmed?.();
        },
        (error: unknown) => toast.error('Nie udało się wysłać linku', { description: errorMessage(error) }),
      )
      .finally(() => setSending(false));
  };
  return (
    <>
      {sentTo ? (
        <p className="flex gap-2">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Wysłaliśmy link na adres <span className="wrap-anywhere font-medium">{sentTo}</span>. Otwórz go (także na innym urządzeniu), a potem wyślij zaproszenie. Nie
            widzisz wiadomości? Sprawdź folder spam.
          </span>
        </p>
      ) : null}
      <Button type="button" variant="outline" className="justify-self-start bg-background" onClick={send} disabled={sending}>
        {sending ? 'Wysyłanie...' : sentTo ? 'Wyślij link jeszcze raz' : 'Wyślij link potwierdzający'}
      </Button>
    </>
  );
}
