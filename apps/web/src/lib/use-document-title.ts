import { useEffect } from 'react';

const SUFFIX = 'Wycieczki Szkolne';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${SUFFIX}`;
  }, [title]);
}
