import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInInput } from '@wycieczki/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField, registered } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { toastFirstFormError } from '@/lib/first-form-error';
import { signIn } from './api/sign-in';
import { afterSignInPath } from '@/lib/pending-invitation';

const FIELD_ORDER = ['email', 'password'] as const;

/** `email`: the invited address, when an invitation's page led here (issue 30). */
export function SignInForm({ email = '' }: { email?: string | undefined }) {
  const navigate = useNavigate();
  const form = useForm<SignInInput, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email, password: '' },
  });

  const onSubmit = form.handleSubmit(
    (values) =>
      signIn(values).then(
        () => {
          toast.success('Zalogowano pomyślnie!');
          navigate(afterSignInPath(), { replace: true });
        },
        (error: unknown) => {
          toast.error(`Błąd logowania: ${errorMessage(error)}`);
        },
      ),
    toastFirstFormError(FIELD_ORDER),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="sign-in-email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="jan.kowalski@szkola.pl" {...registered(form, 'email')} />
      <FormField id="sign-in-password" label="Hasło" type="password" autoComplete="current-password" {...registered(form, 'password')} />
      <Link to="/reset-password" className="-my-3 inline-flex min-h-11 items-center justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline">
        Nie pamiętasz hasła?
      </Link>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Logowanie...' : 'Zaloguj się'}
      </Button>
    </form>
  );
}
