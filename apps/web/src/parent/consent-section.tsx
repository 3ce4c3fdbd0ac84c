/** @jsxImportSource preact */
import { firstIssueMessage, parentConsentSchema, type ParentView } from '@wycieczki/shared';
import { useState } from 'preact/hooks';
import { formatDateTime } from './format';
import { parentApi } from './parent-api';
import { CARD, PRIMARY, SECONDARY } from './styles';
import { useParentSave, type SectionProps } from './use-parent-save';


/** What the page says of the answer given: 'Zgoda wyrażona 12.03.2027, 18:42', the refusal, or the paper one. */
function answerText({ consent }: ParentView): string | null {
  if (consent.onlineAt) {
    const when = formatDateTime(consent.onlineAt);
    return consent.status === 'given' ? `Zgoda wyrażona ${when}` : `Zgody nie wyrażono ${when}`;
  }
  if (consent.status === 'given') return 'Zgoda została dostarczona wychowawcy na papierze.';
  if (consent.status === 'refused') return 'Wychowawca zapisał brak zgody.';
  return null;
}

/** 'Zgoda': the consent form's text, the name typed, and 'Wyrażam zgodę' or 'Nie wyrażam zgody'. */
export function ConsentSection({ view, onSaved, onExpired }: SectionProps) {
  const { consent } = view;
  const [name, setName] = useState(consent.by ?? '');
  const { pending, error, setError, run } = useParentSave({ onSaved, onExpired });
  const [changing, setChanging] = useState(false);
  const answered = answerText(view);
  const showForm = consent.open && (changing || consent.status === 'missing');

  const answer = (choice: 'given' | 'refused') => {
    const parsed = parentConsentSchema.safeParse({ answer: choice, parentName: name });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    run(parentApi.answerConsent(parsed.data), () => setChanging(false));
  };

  return (
    <section aria-labelledby="consent-title" class={CARD}>
      <h2 id="consent-title" class="text-lg font-semibold">
        Zgoda
      </h2>
      {answered ? (
        <p data-testid="consent-answer" class={`font-medium ${consent.status === 'given' ? 'text-emerald-700' : 'text-destructive'}`}>
          {answered}
          {consent.by ? <span class="block text-sm font-normal text-muted-foreground">Podpisano: {consent.by}</span> : null}
        </p>
      ) : null}
      {showForm ? (
        <div class="grid gap-3">
          <div class="grid gap-2 text-sm">
            {consent.text.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <label class="grid gap-1.5 text-sm font-medium" for="consent-name">
            Imię i nazwisko rodzica lub opiekuna prawnego
            <input
              id="consent-name"
              class="min-h-11 rounded-lg border border-input bg-card px-3 text-base font-normal"
              autocomplete="name"
              value={name}
              onInput={(event) => setName(event.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'consent-error' : undefined}
            />
          </label>
          {error ? (
            <p id="consent-error" role="alert" class="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div class="grid gap-2 sm:grid-cols-2">
            <button type="button" class={PRIMARY} disabled={pending} onClick={() => answer('given')}>
              Wyrażam zgodę
            </button>
            <button type="button" class={SECONDARY} disabled={pending} onClick={() => answer('refused')}>
              Nie wyrażam zgody
            </button>
          </div>
        </div>
      ) : consent.open ? (
        <div class="grid gap-2">
          <p class="text-sm text-muted-foreground">Odpowiedź możesz zmienić do rozpoczęcia wycieczki.</p>
          <button type="button" class={`${SECONDARY} justify-self-start`} onClick={() => setChanging(true)}>
            Zmień odpowiedź
          </button>
        </div>
      ) : (
        <p class="text-sm text-muted-foreground">Wycieczka już się rozpoczęła: odpowiedzi nie można już zmienić.</p>
      )}
    </section>
  );
}
