import type { EmailConfirmationState } from '@wycieczki/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { ConfirmationLinkButton } from '@/components/confirmation-link-button';
import { apiRequest } from '@/lib/api-client';

const KEY = ['auth', 'email-confirmation'] as const;

/**
 * 'Potwierdź adres e-mail' in the profile (issue 47): shown while the account's address is not
 * confirmed on a server that sends e-mail, with 'Wyślij link potwierdzający'. Nothing otherwise.
 */
export function EmailConfirmationCard() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiRequest<EmailConfirmationState>('/auth/email-confirmation', { auth: true, signal }) });
  if (!state.data || state.data.confirmed || !state.data.mail) return null;
  return (
    <section aria-labelledby="email-confirmation" className="mt-6 grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="email-confirmation" className="flex items-center gap-2 font-semibold">
        <MailWarning aria-hidden="true" className="size-4 shrink-0" />
        Adres e-mail niepotwierdzony
      </h2>
      <p>
        Potwierdź, że <span className="wrap-anywhere font-medium">{state.data.email}</span> to Twój adres: dopiero wtedy możesz zapraszać innych nauczycieli e-mailem.
      </p>
      <ConfirmationLinkButton onConfirmed={() => void queryClient.invalidateQueries({ queryKey: KEY })} />
    </section>
  );
}
