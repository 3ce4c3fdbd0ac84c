/** @jsxImportSource preact */
import type { ParentLanguage } from '@wycieczki/shared';
import { useState } from 'preact/hooks';
import { PAGE_LANGUAGES, t } from './i18n';
import { noticeOf } from './parent-api';
import { sayNotice, type Notice } from './say-message';

/**
 * 'Polski | Українська | English' at the top of the parent page (issue 53): each language named in
 * itself (and marked as such for a screen reader), the page's own pressed. `choose` keeps the choice
 * with the link and shows the page in it; what went wrong is said below.
 */
export function LanguageChoice({ current, choose }: { current: ParentLanguage; choose: (language: ParentLanguage) => Promise<void> }) {
  const [pending, setPending] = useState<ParentLanguage | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const pick = (language: ParentLanguage) => {
    if (pending || language === current) return;
    setPending(language);
    setError(null);
    choose(language).then(
      () => setPending(null),
      (failure: unknown) => {
        setPending(null);
        setError(noticeOf(failure));
      },
    );
  };
  return (
    <div class="grid justify-items-end gap-1">
      <div role="group" aria-label={t('language.label')} aria-busy={pending ? true : undefined} class="inline-flex rounded-lg border border-border bg-card p-0.5">
        {PAGE_LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === current}
            class={`min-h-11 rounded-md px-3 text-sm font-medium ${language === current ? 'bg-primary text-primary-foreground' : 'text-foreground'} ${pending === language ? 'opacity-60' : ''}`}
            onClick={() => pick(language)}
          >
            {t(`language.${language}`)}
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" class="text-sm text-destructive">
          {sayNotice(error)}
        </p>
      ) : null}
    </div>
  );
}
