/** @jsxImportSource preact */
import { signInSchema, signUpSchema, type Session } from '@wycieczki/shared';
import { useRef, useState } from 'preact/hooks';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-error';
import { afterSignInPath } from '@/lib/pending-invitation';
import { sessionStore } from '@/lib/session-store';
import { keepFlash, type Flash } from '@/lib/sign-in-page';
import { showToast } from './toasts';

type FieldName = 'fullName' | 'email' | 'password';
type Field = { name: FieldName; label: string; type: string; autoComplete: string; inputMode?: 'email'; placeholder?: string; hint?: string };
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const FULL_NAME: Field = { name: 'fullName', label: 'Imię i nazwisko', type: 'text', autoComplete: 'name', placeholder: 'Jan Kowalski' };
const EMAIL: Field = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email', placeholder: 'jan.kowalski@szkola.pl' };
const PASSWORD: Field = { name: 'password', label: 'Hasło', type: 'password', autoComplete: 'current-password' };
const NEW_PASSWORD: Field = { ...PASSWORD, autoComplete: 'new-password', hint: 'Min. 8 znaków z małą i dużą literą oraz cyfrą' };

export type AccountFormKind = 'sign-in' | 'sign-up';

type FormSpec = {
  fields: readonly Field[];
  schema: typeof signInSchema | typeof signUpSchema;
  path: '/api/auth/sign-in' | '/api/auth/sign-up';
  submit: string;
  submitting: string;
  done: Flash;
  failed: (error: unknown) => string;
};

/** What each tab asks, checks and sends, and what it says (SPEC's words). */
const FORMS: Record<AccountFormKind, FormSpec> = {
  'sign-in': {
    fields: [EMAIL, PASSWORD],
    schema: signInSchema,
    path: '/api/auth/sign-in',
    submit: 'Zaloguj się',
    submitting: 'Logowanie...',
    done: { kind: 'success', message: 'Zalogowano pomyślnie!' },
    failed: (error: unknown) => `Błąd logowania: ${errorMessage(error)}`,
  },
  'sign-up': {
    fields: [FULL_NAME, EMAIL, NEW_PASSWORD],
    schema: signUpSchema,
    path: '/api/auth/sign-up',
    submit: 'Utwórz konto',
    submitting: 'Tworzenie konta...',
    // SPEC's words, and only them: one message after sign-up (issue 48). The trips screen under it says
    // what to do first ('Utwórz pierwszą wycieczkę'); a second sentence only contradicted the first.
    done: { kind: 'success', message: 'Konto utworzone! Możesz się teraz zalogować.' },
    failed: (error: unknown) => (error instanceof ApiError && error.code === 'email_taken' ? 'Ten email jest już zarejestrowany' : `Błąd rejestracji: ${errorMessage(error)}`),
  },
};

async function requestSession(path: string, input: object): Promise<Session> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as Session;
}

/** Each field's first message, as the server would give it (the shared schema). */
function check(kind: AccountFormKind, values: Values): { errors: Errors; input: object | null } {
  const { fields, schema } = FORMS[kind];
  const parsed = schema.safeParse(Object.fromEntries(fields.map(({ name }) => [name, values[name]])));
  if (parsed.success) {
    // A name left empty (or only spaces) is not sent: the account has none yet.
    const { fullName, ...rest } = parsed.data as { fullName?: string };
    return { errors: {}, input: fullName ? { ...rest, fullName } : rest };
  }
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path[0] as FieldName] ??= issue.message;
  }
  return { errors, input: null };
}

/**
 * 'Logowanie' and 'Rejestracja': the shared schema checks the fields (the first message as a toast,
 * each under its field), the server answers a session, which is stored where the app keeps it
 * (every tab follows), and the app opens: an invitation waiting in this tab, else the trips.
 */
export function AccountForm({ kind, email }: { kind: AccountFormKind; email: string }) {
  const form = FORMS[kind];
  const [values, setValues] = useState<Values>({ fullName: '', email, password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const change = (name: FieldName) => (event: { currentTarget: HTMLInputElement }) => {
    const next = { ...values, [name]: event.currentTarget.value };
    setValues(next);
    // After a refused submit, each change checks again, so a corrected field loses its message.
    if (submitted) setErrors(check(kind, next).errors);
  };

  const submit = (event: Event) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const { errors: found, input } = check(kind, values);
    setErrors(found);
    const first = form.fields.find(({ name }) => found[name]);
    if (!input || first) {
      if (first) {
        showToast('error', found[first.name]!);
        inputs.current[first.name]?.focus();
      }
      return;
    }
    setPending(true);
    requestSession(form.path, input).then(
      (session) => {
        sessionStore.setSession(session);
        keepFlash(form.done);
        window.location.replace(afterSignInPath());
      },
      (error: unknown) => {
        setPending(false);
        showToast('error', form.failed(error));
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate class="grid gap-4">
      {form.fields.map((field) => {
        const id = `${kind}-${field.name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
        const error = errors[field.name];
        const described = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
        return (
          <div key={field.name} class="grid gap-2">
            <label for={id} class="text-sm font-medium leading-none text-foreground">
              {field.label}
            </label>
            <input
              id={id}
              ref={(element) => {
                inputs.current[field.name] = element;
              }}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              placeholder={field.placeholder}
              value={values[field.name]}
              onInput={change(field.name)}
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
              class="flex h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm"
            />
            {field.hint ? (
              <p id={`${id}-hint`} class="text-xs text-muted-foreground">
                {field.hint}
              </p>
            ) : null}
            {error ? (
              <p id={`${id}-error`} class="text-xs font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {kind === 'sign-in' ? (
        <a href="/reset-password" class="-my-3 inline-flex min-h-11 items-center justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline">
          Nie pamiętasz hasła?
        </a>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        class="mt-2 inline-flex h-12 w-full cursor-pointer items-center justify-center whitespace-nowrap rounded-lg bg-primary px-6 text-base font-medium text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60"
      >
        {pending ? form.submitting : form.submit}
      </button>
    </form>
  );
}
