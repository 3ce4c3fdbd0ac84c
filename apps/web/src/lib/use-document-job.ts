import type { DocumentJob, TripDocumentKind } from '@wycieczki/shared';
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './api-error';
import { DOCUMENT_LABELS } from './document-labels';
import type { DocumentJobOptions } from './document-job';
import { toast } from './toast';

export { PREPARING_DOCUMENT } from './preparing-document';

/**
 * The classes of the button while its document is prepared: as high as its words need (on a phone
 * 'Przygotowujemy dokument…' and the pages made take two lines), and readable, not faded as a
 * disabled button is, since it says which document is on the way and how far it is.
 */
export const PREPARING_BUTTON_CLASS = 'h-auto min-h-11 min-w-0 whitespace-normal bg-muted/50 py-2 disabled:opacity-100 sm:h-auto sm:min-h-10';

/** The words and the bar of a document being prepared, loaded when one is first asked for. */
export const PreparingDocumentText = lazy(() => import('@/components/document-job-progress').then((m) => ({ default: m.PreparingDocumentText })));
export const DocumentJobProgress = lazy(() => import('@/components/document-job-progress').then((m) => ({ default: m.DocumentJobProgress })));

/** The document being prepared: what the server last said of it (null until its first answer), and its pages made in words. */
export type PreparingDocument<K extends TripDocumentKind> = { kind: K; job: DocumentJob | null; pagesText: string | null };

/**
 * One of the trip's documents prepared at a time, for a screen that offers them (issue 55): its
 * progress while the server makes it, 'Pobrano: …' when it is saved, the server's Polish message when
 * refused or failed. Leaving the screen stops following it.
 */
export function useDocumentJob<K extends TripDocumentKind>() {
  const [preparing, setPreparing] = useState<PreparingDocument<K> | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback((kind: K, make: (options: DocumentJobOptions) => Promise<void>) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setPreparing({ kind, job: null, pagesText: null });
    make({ signal: controller.signal, onProgress: (job, pagesText) => setPreparing({ kind, job, pagesText }) })
      .then(
        () => toast.success(`Pobrano: ${DOCUMENT_LABELS[kind]}`),
        (error: unknown) => {
          if (!controller.signal.aborted) toast.error('Nie udało się przygotować dokumentu', { description: errorMessage(error) });
        },
      )
      .finally(() => {
        if (controller.signal.aborted) return;
        running.current = null;
        setPreparing(null);
      });
  }, []);

  return { preparing, start };
}
