import { MSG } from '@wycieczki/shared';
import { ConfirmationLinkButton } from './confirmation-link-button';

/**
 * Said where an invitation could not go because the account has not confirmed its own address
 * ('Potwierdź adres e-mail', issue 47): why, and 'Wyślij link potwierdzający'; once the link is
 * opened (on any device), the invitation can be sent again.
 */
export function EmailConfirmationNotice() {
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>{MSG.emailUnconfirmed}</p>
      <ConfirmationLinkButton />
    </div>
  );
}
