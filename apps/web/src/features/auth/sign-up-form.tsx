import { zodResolver } from '@hookform/resolvers/zod';
import { signUpSchema, type SignUpInput } from '@wycieczki/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField, registered } from '@/components/ui/form-field';
import { ApiError, errorMessage } from '@/lib/api-error';
import { toastFirstFormError } from '@/lib/first-form-error';
import { signUp } from './api/sign-up';
import { afterSignInPath } from '@/lib/pending-invitation';

const FIELD_ORDER = ['fullName', 'email', 'password'] as const;

/** `email`: the invited address, when an invitation's page led here (issue 30). */
export function SignUpForm({ email = '' }: { email?: string | undefined }) {
  const navigate = useNavigate();
  const form = useForm<SignUpInput, unknown, SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email, password: '' },
  });

  const onSubmit = form.handleSubmit(
    ({ fullName, ...rest }) =>
      signUp(fullName ? { ...rest, fullName } : rest).then(
        () => {
          // SPEC's words; the account is signed in already, which the description says (issue 23).
          toast.success('Konto utworzone! Możesz się teraz zalogować.', { description: 'Jesteś już zalogowany. Zacznij od utworzenia pierwszej wycieczki.' });
          navigate(afterSignInPath(), { replace: true });
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.code === 'email_taken') {
            toast.error('Ten email jest już zarejestrowany');
            return;
          }
          toast.error(`Błąd rejestracji: ${errorMessage(error)}`);
        },
      ),
    toastFirstFormError(FIELD_ORDER),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="sign-up-full-name" label="Imię i nazwisko" autoComplete="name" placeholder="Jan Kowalski" {...registered(form, 'fullName')} />
      <FormField id="sign-up-email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="jan.kowalski@szkola.pl" {...registered(form, 'email')} />
      <FormField id="sign-up-password" label="Hasło" type="password" autoComplete="new-password" hint="Min. 8 znaków z małą i dużą literą oraz cyfrą" {...registered(form, 'password')} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Tworzenie konta...' : 'Utwórz konto'}
      </Button>
    </form>
  );
}
