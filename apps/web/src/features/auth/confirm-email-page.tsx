import { MSG } from '@wycieczki/shared';
import { MailCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { apiRequest } from '@/lib/api-client';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-card';

type Outcome = { kind: 'confirmed'; email: string } | { kind: 'failed'; message: string } | null;

const linkClass = 'inline-flex min-h-11 items-center justify-center text-sm font-medium text-primary underline-offset-4 hover:underline';

/**
 * 'Potwierdź adres e-mail' (issue 47): the e-mailed link (/potwierdz-email#secret) confirms the
 * account's address, signed in or not, on any device. The secret leaves the address bar at once.
 */
export default function ConfirmEmailPage() {
  const [token] = useState(() => window.location.hash.slice(1) || null);
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { kind: 'failed', message: MSG.emailConfirmationLinkCut });
  useDocumentTitle('Potwierdź adres e-mail');
  useEffect(() => {
    if (!token) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const controller = new AbortController();
    apiRequest<{ email: string }>('/auth/email-confirmation/confirm', { method: 'POST', body: { token }, signal: controller.signal }).then(
      ({ email }) => setOutcome({ kind: 'confirmed', email }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // 400: not the shape of a link's code (a mail program cut it); 410: used, replaced or too old.
        const message = error instanceof ApiError && error.status === 400 ? MSG.emailConfirmationLinkCut : error instanceof ApiError && error.status === 410 ? MSG.emailConfirmationExpired : errorMessage(error);
        setOutcome({ kind: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [token]);

  return (
    <AuthCard title="Potwierdzenie adresu" description="Potwierdzony adres pozwala zapraszać innych nauczycieli e-mailem.">
      {outcome === null ? (
        <Spinner className="py-6" />
      ) : outcome.kind === 'confirmed' ? (
        <p role="status" className="flex gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Adres e-mail potwierdzony: <span className="wrap-anywhere font-medium">{outcome.email}</span>. Możesz już wysyłać zaproszenia.
          </span>
        </p>
      ) : (
        <p role="alert" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{outcome.message}</span>
        </p>
      )}
      {outcome?.kind === 'failed' ? (
        <Link to="/profile" className={linkClass}>
          Przejdź do profilu
        </Link>
      ) : (
        <Link to="/trips" className={linkClass}>
          Przejdź do wycieczek
        </Link>
      )}
    </AuthCard>
  );
}
