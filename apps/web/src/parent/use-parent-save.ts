import type { ParentView } from '@wycieczki/shared';
import { useState } from 'preact/hooks';
import { noticeOf, ParentApiError } from './parent-api';
import type { Notice } from './say-message';

/** What a section of the parent page is given: the page's view, and what to do with a new one or an expired link. */
export type SectionProps = { view: ParentView; onSaved: (view: ParentView) => void; onExpired: () => void };

/**
 * A save from the parent page: while it runs the button waits; the new view replaces the page's; an
 * expired link turns the page into the expired message; any other refusal is kept to be said in the
 * page's language (`sayNotice`), so it follows a change of language too.
 */
export function useParentSave({ onSaved, onExpired }: Omit<SectionProps, 'view'>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Notice | null>(null);
  const run = (request: Promise<ParentView>, onDone: () => void) => {
    setPending(true);
    setError(null);
    request.then(
      (next) => {
        setPending(false);
        onDone();
        onSaved(next);
      },
      (failure: unknown) => {
        setPending(false);
        if (failure instanceof ParentApiError && failure.status === 404) onExpired();
        else setError(noticeOf(failure));
      },
    );
  };
  return { pending, error, setError, run };
}
