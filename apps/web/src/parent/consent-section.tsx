/** @jsxImportSource preact */
import { firstIssueMessage, MSG, parentConsentSchema, type ParentView } from '@wycieczki/shared';
import { useState } from 'preact/hooks';
import { formatDateTime } from './format';
import { t } from './i18n';
import { parentApi } from './parent-api';
import { CARD, PRIMARY, SECONDARY } from './styles';
import { useParentSave, type SectionProps } from './use-parent-save';

type Answer = 'given' | 'refused';

/** What the page says of the participation: 'Zgoda wyrażona 12.03.2027, 18:42', the refusal, or the paper one. */
function answerText({ consent }: ParentView): string | null {
  if (consent.onlineAt) {
    const when = formatDateTime(consent.onlineAt);
    return t(consent.status === 'given' ? 'consent.givenAt' : 'consent.refusedAt', { when });
  }
  if (consent.status === 'given') return t('consent.onPaper');
  if (consent.status === 'refused') return t('consent.refusedByTeacher');
  return null;
}

/** The second answer (issue 48), said apart from the first; nothing while the child does not go. */
function medicalText({ consent }: ParentView): string | null {
  if (consent.status !== 'given') return null;
  if (consent.medical === 'given') return t('consent.medicalGiven');
  if (consent.medical === 'refused') return t('consent.medicalRefused');
  return t('consent.medicalMissing');
}

/** The added statements' answers, one line each (issue 48). */
function extraTexts({ consent }: ParentView): { key: string; text: string; given: boolean | null }[] {
  if (consent.status !== 'given') return [];
  return consent.extra.map((item) => ({
    key: item.key,
    text: t(item.answer === null ? 'consent.extraMissing' : item.answer === 'given' ? 'consent.extraGiven' : 'consent.extraRefused', { statement: item.text }),
    given: item.answer === null ? null : item.answer === 'given',
  }));
}

/**
 * One statement of the consent and its own answer (issue 48): the statement's text, then 'Wyrażam
 * zgodę' or 'Nie wyrażam zgody' as two large radio buttons, so a choice is seen before it is sent.
 */
function Statement({ name, number, title, text, value, onChange }: { name: string; number: number; title: string; text: string; value: Answer | null; onChange: (answer: Answer) => void }) {
  const choice = (answer: Answer, label: string) => (
    <label
      class={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 text-sm font-medium ${
        value === answer ? (answer === 'given' ? 'border-emerald-700 bg-emerald-50' : 'border-destructive bg-red-50') : 'border-border bg-card'
      }`}
    >
      <input type="radio" name={name} value={answer} checked={value === answer} class="size-5 accent-primary" onChange={() => onChange(answer)} />
      {label}
    </label>
  );
  return (
    <fieldset class="grid gap-2 rounded-lg border border-border p-3" data-testid={`consent-${name}`}>
      <legend class="px-1 font-semibold">
        {number}. {title}
      </legend>
      <p class="text-sm">{text}</p>
      <div class="grid gap-2 sm:grid-cols-2">
        {choice('given', t('consent.give'))}
        {choice('refused', t('consent.refuse'))}
      </div>
    </fieldset>
  );
}

/**
 * 'Zgoda': each statement of the consent with its own answer (issue 48): the participation, then
 * medical help in an emergency (asked when the child goes); the name typed, and one 'Wyślij odpowiedź'.
 */
export function ConsentSection({ view, onSaved, onExpired }: SectionProps) {
  const { consent } = view;
  const [name, setName] = useState(consent.by ?? '');
  const [participation, setParticipation] = useState<Answer | null>(consent.status === 'missing' ? null : consent.status);
  const [medical, setMedical] = useState<Answer | null>(consent.medical === 'missing' ? null : consent.medical);
  // The teacher's added statements (issue 48), each answered apart.
  const [extra, setExtra] = useState<Record<string, Answer>>(() => Object.fromEntries(consent.extra.flatMap((item) => (item.answer ? [[item.key, item.answer]] : []))));
  const { pending, error, setError, run } = useParentSave({ onSaved, onExpired });
  const [changing, setChanging] = useState(false);
  const answered = answerText(view);
  const medicalAnswered = medicalText(view);
  const incomplete =
    consent.status === 'missing' || (consent.status === 'given' && (consent.medical === 'missing' || consent.extra.some((item) => item.answer === null)));
  const showForm = consent.open && (changing || incomplete);

  const send = () => {
    const parsed = parentConsentSchema.safeParse({
      answer: participation ?? undefined,
      ...(participation === 'given' && medical ? { medical } : {}),
      ...(participation === 'given' ? { extra } : {}),
      parentName: name,
    });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    if (participation === 'given' && consent.extra.some((item) => !extra[item.key])) {
      setError(MSG.extraAnswersRequired);
      return;
    }
    run(parentApi.answerConsent(parsed.data), () => setChanging(false));
  };

  return (
    <section aria-labelledby="consent-title" class={CARD}>
      <h2 id="consent-title" class="text-lg font-semibold">
        {t('consent.title')}
      </h2>
      {answered ? (
        <div data-testid="consent-answer" class="grid gap-1">
          <p class={`font-medium ${consent.status === 'given' ? 'text-emerald-700' : 'text-destructive'}`}>{answered}</p>
          {medicalAnswered ? <p class={`text-sm font-medium ${consent.medical === 'given' ? 'text-emerald-700' : 'text-destructive'}`}>{medicalAnswered}</p> : null}
          {extraTexts(view).map((line) => (
            <p key={line.key} class={`text-sm font-medium ${line.given ? 'text-emerald-700' : 'text-destructive'}`}>
              {line.text}
            </p>
          ))}
          {consent.by ? <p class="text-sm text-muted-foreground">{t('consent.signedBy', { name: consent.by })}</p> : null}
        </div>
      ) : null}
      {showForm ? (
        <div class="grid gap-3">
          <p class="text-sm text-muted-foreground">{t('consent.instructions')}</p>
          <Statement name="participation" number={1} title={t('consent.participation')} text={consent.participationText} value={participation} onChange={setParticipation} />
          {participation !== 'refused' ? (
            <>
              <Statement name="medical" number={2} title={t('consent.medical')} text={consent.medicalText} value={medical} onChange={setMedical} />
              {consent.extra.map((item, index) => (
                <Statement
                  key={item.key}
                  name={`extra-${index}`}
                  number={index + 3}
                  title={t('consent.extra')}
                  text={item.text}
                  value={extra[item.key] ?? null}
                  onChange={(answer) => setExtra((current) => ({ ...current, [item.key]: answer }))}
                />
              ))}
            </>
          ) : null}
          <div class="grid gap-2 text-sm text-muted-foreground">
            {consent.text.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <label class="grid gap-1.5 text-sm font-medium" for="consent-name">
            {t('consent.name')}
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
          <button type="button" class={`${PRIMARY} sm:justify-self-start`} disabled={pending} onClick={send}>
            {t('consent.send')}
          </button>
        </div>
      ) : consent.open ? (
        <div class="grid gap-2">
          <p class="text-sm text-muted-foreground">{t('consent.canChange')}</p>
          <button type="button" class={`${SECONDARY} justify-self-start`} onClick={() => setChanging(true)}>
            {t('consent.change')}
          </button>
        </div>
      ) : (
        <p class="text-sm text-muted-foreground">{t('consent.closed')}</p>
      )}
    </section>
  );
}
