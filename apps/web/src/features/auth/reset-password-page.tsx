import { zodResolver } from '@hookform/resolvers/zod';
import {
  MSG,
  passwordResetRequestSchema,
  passwordResetSchema,
  type PasswordResetInput,
  type PasswordResetRequestInput,
} from '@wycieczki/shared';
import { MailCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { NewPasswordField } from '@/components/new-password-field';
import { FormField, registered } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-error';
import { toastFirstFormError } from '@/lib/first-form-error';
import { SIGN_IN_PATH } from '@/lib/sign-in-page';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-card';
import { checkResetLink, mailAvailable, requestPasswordReset, resetPassword } from './api/password-reset';

/** The link's secret, from the address's fragment (which no request and no Referer carries). */
function tokenInAddress(): string | null {
  return window.location.hash.slice(1) || null;
}

function Shell({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <AuthCard title={title} description={description}>
      {children}
      <a href={SIGN_IN_PATH} className="inline-flex min-h-11 items-center justify-center text-sm font-medium text-primary underline-offset-4 hover:underline">
        Wróć do logowania
      </a>
    </AuthCard>
  );
}

function Notice({ tone, children }: { tone: 'ok' | 'warning'; children: ReactNode }) {
  const Icon = tone === 'ok' ? MailCheck : TriangleAlert;
  return (
    <p role="status" className={tone === 'ok' ? 'flex gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900' : 'flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950'}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** 'Resetowanie hasła': the address and 'Wyślij link'; the same answer for every address. */
function RequestReset({ expired }: { expired: boolean }) {
  const [mail, setMail] = useState<boolean | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<PasswordResetRequestInput, unknown, PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  useEffect(() => {
    const controller = new AbortController();
    // With no answer (offline), the form is offered: sending it then says what is wrong.
    mailAvailable(controller.signal).then(setMail, () => setMail(true));
    return () => controller.abort();
  }, []);

  const onSubmit = form.handleSubmit(
    (values) =>
      requestPasswordReset(values).then(
        () => setSent(true),
        (error: unknown) => toast.error(errorMessage(error)),
      ),
    toastFirstFormError(['email']),
  );

  if (mail === null) return <Spinner className="py-6" />;
  return (
    <>
      {expired && !sent ? <Notice tone="warning">{MSG.passwordResetExpired}</Notice> : null}
      {!mail ? (
        <Notice tone="warning">{MSG.mailDisabled}</Notice>
      ) : sent ? (
        <Notice tone="ok">
          {MSG.passwordResetSent} Link działa 30 minut i tylko raz. Nie widzisz wiadomości? Sprawdź folder spam albo wyślij link jeszcze raz.
        </Notice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <p className="text-sm text-muted-foreground">Podaj adres e-mail konta. Wyślemy na niego link do ustawienia nowego hasła.</p>
          <FormField id="reset-email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="jan.kowalski@szkola.pl" {...registered(form, 'email')} />
          <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Wysyłanie...' : 'Wyślij link'}
          </Button>
        </form>
      )}
      {sent ? (
        <Button variant="outline" onClick={() => setSent(false)}>
          Wyślij link jeszcze raz
        </Button>
      ) : null}
    </>
  );
}

/** 'Ustaw nowe hasło', opened from the link; a used or expired link says so at once. */
function NewPassword({ token, onExpired }: { token: string; onExpired: () => void }) {
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);
  const form = useForm<PasswordResetInput, unknown, PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: '' },
  });
  useEffect(() => {
    const controller = new AbortController();
    checkResetLink(token, controller.signal).then(
      () => setChecked(true),
      (error: unknown) => {
        if (error instanceof ApiError && (error.status === 410 || error.status === 400)) onExpired();
        // Anything else (no network): the form is offered; saving says what is wrong.
        else if (!controller.signal.aborted) setChecked(true);
      },
    );
    return () => controller.abort();
  }, [token, onExpired]);

  const onSubmit = form.handleSubmit(
    (values) =>
      resetPassword(values).then(
        () => {
          toast.success('Hasło zostało zmienione', { description: 'Inne urządzenia zostały wylogowane.' });
          navigate('/trips', { replace: true });
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 410) onExpired();
          else toast.error(errorMessage(error));
        },
      ),
    toastFirstFormError(['password']),
  );

  if (!checked) return <Spinner className="py-6" />;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <NewPasswordField id="new-password" {...registered(form, 'password')} />
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Zapisywanie...' : 'Zapisz nowe hasło'}
      </Button>
    </form>
  );
}

/**
 * 'Nie pamiętasz hasła?' (issue 30): /reset-password asks for the address; the e-mailed link
 * (/reset-password#secret) opens 'Ustaw nowe hasło'.
 */
export default function ResetPasswordPage() {
  const [token, setToken] = useState(tokenInAddress);
  const [expired, setExpired] = useState(false);
  // Taken out of the address bar and the history once read, so it is not left on a shared computer;
  // a link pasted into this very tab (only the fragment changes, no new page) is read the same way.
  useEffect(() => {
    const take = () => {
      if (!window.location.hash) return;
      const fresh = tokenInAddress();
      window.history.replaceState(window.history.state, '', window.location.pathname);
      if (fresh) {
        setToken(fresh);
        setExpired(false);
      }
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, []);
  const [onExpired] = useState(() => () => {
    setToken(null);
    setExpired(true);
  });
  useDocumentTitle(token ? 'Ustaw nowe hasło' : 'Resetowanie hasła');
  return token ? (
    <Shell title="Ustaw nowe hasło" description="Wpisz nowe hasło do swojego konta. Po zapisaniu inne urządzenia zostaną wylogowane.">
      <NewPassword key={token} token={token} onExpired={onExpired} />
    </Shell>
  ) : (
    <Shell title="Resetowanie hasła" description="Nie pamiętasz hasła? Ustawisz nowe z linku wysłanego e-mailem.">
      <RequestReset expired={expired} />
    </Shell>
  );
}
