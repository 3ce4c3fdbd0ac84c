import { Component, type ReactNode } from 'react';

/**
 * Around what a screen can do without (the banners above every screen): if it fails (its code lost
 * on a bad network after the retries of `retryImport`), it shows nothing and the screen under it goes
 * on, instead of the whole app giving way to an error. React reports what it caught (`onCaughtError`
 * in main.tsx).
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A lazy chunk's import, tried three times a second apart: a phone on a coach loses a request now and
 * then. Not while the device says it is offline: the failure then shows at once. (Safari and Firefox
 * fetch the file again; Chromium 150 answers a repeated import of a file that failed from its memory
 * of the failure, so there only a reload fetches it: what the error screen offers.)
 */
export function retryImport<T>(load: () => Promise<T>, attempts = 3): Promise<T> {
  return load().catch((error: unknown) =>
    attempts > 1 && navigator.onLine
      ? new Promise<void>((resolve) => setTimeout(resolve, 1000)).then(() => retryImport(load, attempts - 1))
      : Promise.reject(error),
  );
}
