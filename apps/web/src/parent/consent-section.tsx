/** @jsxImportSource preact */
import { firstIssueMessage, MSG, parentConsentSchema, type ParentView } from '@wycieczki/shared';
import { useState } from 'preact/hooks';
import { type Answer, BindingText, Statement } from './consent-statement';
import { formatDateTime } from './format';
import { pageLanguage, t } from './i18n';
import { parentApi, ParentApiError } from './parent-api';
import { sayNotice } from './say-message';
import { CARD, PRIMARY, SECONDARY } from './styles';
import { useParentSave, type SectionProps } from './use-parent-save';

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

/** 'Odpowiedzi udzielono w języku ukraińskim.': an answer given online in another language than Polish (issue 53). */
function answeredInText({ consent }: ParentView): string | null {
  if (consent.answeredIn === 'uk') return t('consent.answeredIn.uk');
  if (consent.answeredIn === 'en') return t('consent.answeredIn.en');
  return null;
}

/**
 * 'Zgoda': each statement of the consent with its own answer (issue 48): the participation, then
 * medical help in an emergency (asked when the child goes); the name typed, and one 'Wyślij odpowiedź'.
 * In Ukrainian or English (issue 53) each statement reads translated with its binding Polish below;
 * the answer carries the fingerprint of what was read, and a consent changed meanwhile is shown anew.
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
  const answeredIn = answeredInText(view);
  const { translation } = consent;
  // The school's own texts are not translated: the added statements, and clauses the translation keeps as written.
  const schoolParagraph = (index: number) => translation !== null && translation.text[index] === consent.text[index];
  const asWritten = translation !== null && (consent.extra.length > 0 || translation.text.some((_, index) => schoolParagraph(index)));
  const writtenLang = pageLanguage() === 'pl' ? undefined : 'pl';
  const incomplete =
    consent.status === 'missing' || (consent.status === 'given' && (consent.medical === 'missing' || consent.extra.some((item) => item.answer === null)));
  const showForm = consent.open && (changing || incomplete);

  const send = () => {
    const parsed = parentConsentSchema.safeParse({
      answer: participation ?? undefined,
      ...(participation === 'given' && medical ? { medical } : {}),
      ...(participation === 'given' ? { extra } : {}),
      parentName: name,
      fingerprint: consent.fingerprint,
    });
    if (!parsed.success) {
      setError({ message: firstIssueMessage(parsed.error) });
      return;
    }
    if (participation === 'given' && consent.extra.some((item) => !extra[item.key])) {
      setError({ message: MSG.extraAnswersRequired, key: 'extraAnswersRequired' });
      return;
    }
    // The teacher changed the consent while it was read: the new text is shown, to be answered again.
    const answer = parentApi.answerConsent(parsed.data).catch(async (failure: unknown) => {
      if (failure instanceof ParentApiError && failure.key === 'consentTextChanged') {
        const fresh = await parentApi.view().catch(() => null);
        if (fresh) {
          setParticipation(null);
          setMedical(null);
          setExtra({});
          onSaved(fresh);
        }
      }
      throw failure;
    });
    run(answer, () => setChanging(false));
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
          {answeredIn ? <p class="text-sm text-muted-foreground">{answeredIn}</p> : null}
        </div>
      ) : null}
      {showForm ? (
        <div class="grid gap-3">
          <p class="text-sm text-muted-foreground">{t('consent.instructions')}</p>
          {asWritten ? <p class="text-sm text-muted-foreground">{t('consent.asWritten')}</p> : null}
          <Statement
            name="participation"
            number={1}
            title={t('consent.participation')}
            text={translation?.participationText ?? consent.participationText}
            binding={translation ? consent.participationText : undefined}
            value={participation}
            onChange={setParticipation}
          />
          {participation !== 'refused' ? (
            <>
              <Statement
                name="medical"
                number={2}
                title={t('consent.medical')}
                text={translation?.medicalText ?? consent.medicalText}
                binding={translation ? consent.medicalText : undefined}
                value={medical}
                onChange={setMedical}
              />
              {consent.extra.map((item, index) => (
                <Statement
                  key={item.key}
                  name={`extra-${index}`}
                  number={index + 3}
                  title={t('consent.extra')}
                  text={item.text}
                  lang={writtenLang}
                  value={extra[item.key] ?? null}
                  onChange={(answer) => setExtra((current) => ({ ...current, [item.key]: answer }))}
                />
              ))}
            </>
          ) : null}
          <div class="grid gap-2 text-sm text-muted-foreground">
            {(translation?.text ?? consent.text).map((paragraph, index) => (
              <p key={index} lang={schoolParagraph(index) ? 'pl' : undefined}>
                {paragraph}
              </p>
            ))}
          </div>
          {translation && consent.text.length > 0 ? (
            <details class="grid gap-2 text-sm">
              <summary class="min-h-11 cursor-pointer content-center font-medium">{t('consent.binding')}</summary>
              <BindingText paragraphs={consent.text} titled={false} />
            </details>
          ) : null}
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
              {sayNotice(error)}
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
