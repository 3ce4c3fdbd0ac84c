/** @jsxImportSource preact */
import { t } from './i18n';

export type Answer = 'given' | 'refused';

/**
 * The binding Polish of a text shown translated (issue 53), under 'Tekst wiążący' in the page's
 * language: muted, beside the translation, never instead of it.
 */
export function BindingText({ paragraphs, titled = true }: { paragraphs: string[]; titled?: boolean }) {
  return (
    <div class="grid gap-1 rounded-md border-l-4 border-border bg-muted px-3 py-2 text-sm text-muted-foreground" data-testid="consent-binding">
      {titled ? <p class="text-xs font-semibold">{t('consent.binding')}</p> : null}
      {paragraphs.map((paragraph, index) => (
        <p key={index} lang="pl" class="wrap-break-word">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/**
 * One statement of the consent and its own answer (issue 48): the statement's text, then 'Wyrażam
 * zgodę' or 'Nie wyrażam zgody' as two large radio buttons, so a choice is seen before it is sent. A
 * translated statement has its binding Polish below it (issue 53); `lang` marks a text left as the
 * school wrote it.
 */
export function Statement(props: {
  name: string;
  number: number;
  title: string;
  text: string;
  binding?: string | undefined;
  lang?: string | undefined;
  value: Answer | null;
  onChange: (answer: Answer) => void;
}) {
  const { name, number, title, text, binding, lang, value, onChange } = props;
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
      <p class="text-sm" lang={lang}>
        {text}
      </p>
      {binding ? <BindingText paragraphs={[binding]} /> : null}
      <div class="grid gap-2 sm:grid-cols-2">
        {choice('given', t('consent.give'))}
        {choice('refused', t('consent.refuse'))}
      </div>
    </fieldset>
  );
}
