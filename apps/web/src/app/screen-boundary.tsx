import { TriangleAlert } from 'lucide-react';
import { Component, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { isCodeNotLoaded } from '@/lib/code-not-loaded';

/**
 * What shows in place of a screen that could not be drawn: why, in words a teacher can act on, and
 * the way out (a reload, or another screen from the navigation where it stays). The heading takes
 * the focus, so a screen reader or a keyboard starts there.
 */
export function ScreenError({ error, signedIn }: { error: unknown; signedIn: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Nie udało się otworzyć tego ekranu
      </h1>
      <p role="alert" className="text-sm text-muted-foreground">
        {isCodeNotLoaded(error)
          ? 'Możliwe, że nie ma połączenia z internetem albo pojawiła się nowa wersja aplikacji. Sprawdź połączenie i odśwież stronę.'
          : 'Wystąpił nieoczekiwany błąd. Odśwież stronę, a jeśli to nie pomoże, otwórz inny ekran i spróbuj później.'}
      </p>
      {signedIn ? <p className="text-sm text-muted-foreground">Odświeżenie nie usuwa zmian obecności, które czekają na urządzeniu na wysłanie.</p> : null}
      <Button onClick={() => window.location.reload()}>Odśwież stronę</Button>
    </div>
  );
}

type BoundaryProps = { resetKey: string; children: ReactNode; fallback: (error: unknown) => ReactNode };

/**
 * Catches what fails while drawing its part of the app, and shows `fallback` there instead of the
 * whole app giving way to a blank page (React unmounts everything above an error no boundary catches).
 * A new `resetKey` (another screen chosen) draws the part again. React reports what a boundary caught
 * (`onCaughtError` in main.tsx).
 */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failedAt: string | null }> {
  override state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; failedAt: string | null }) {
    if (state.failedAt === null && state.error !== null) return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : this.props.fallback(this.state.error);
  }
}

/** The boundary around the routed screen: choosing another screen in the navigation clears it. */
export function ScreenBoundary({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <ScreenError error={error} signedIn={signedIn} />}>
      {children}
    </ErrorBoundary>
  );
}
