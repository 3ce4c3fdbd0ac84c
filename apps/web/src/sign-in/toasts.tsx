/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';

// The sign-in screen's toasts (SPEC: 'Błąd logowania: …', the first field message): the same words
// and looks as the app's, without the app's toast library. At the top of the window, where no action
// of the form is (issue 23), each closing from inside, by itself after a few seconds.

type Kind = 'success' | 'error' | 'info';
type Toast = { id: number; kind: Kind; message: string; description?: string | undefined };

const DURATION_MS = 6000;
let nextId = 1;
let shown: Toast[] = [];
const listeners = new Set<() => void>();

function emit(next: Toast[]): void {
  shown = next;
  listeners.forEach((listener) => listener());
}

function dismiss(id: number): void {
  emit(shown.filter((toast) => toast.id !== id));
}

export function showToast(kind: Kind, message: string, description?: string): void {
  const id = nextId++;
  // The newest on top; three at most, as in the app.
  emit([{ id, kind, message, description }, ...shown].slice(0, 3));
  window.setTimeout(() => dismiss(id), DURATION_MS);
}

const LOOK: Record<Kind, string> = {
  success: 'border-border text-foreground',
  info: 'border-border text-foreground',
  error: 'border-destructive/40 text-destructive',
};

export function Toasts() {
  const [toasts, setToasts] = useState(shown);
  useEffect(() => {
    const listener = () => setToasts(shown);
    listeners.add(listener);
    listener(); // a toast raised before this first effect ran ('Wylogowano', on arrival)
    return () => listeners.delete(listener);
  }, []);
  return (
    <section aria-label="Powiadomienia" class="pointer-events-none fixed inset-x-2 top-2 z-50 sm:inset-x-auto sm:left-1/2 sm:top-4 sm:w-[356px] sm:-translate-x-1/2">
      <ol class="grid gap-2">
        {toasts.map((toast) => (
          <li
            key={toast.id}
            data-toast
            data-type={toast.kind}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            class={`pointer-events-auto flex items-start gap-2 rounded-lg border bg-card py-3 pl-4 pr-1 text-sm shadow-lg ${LOOK[toast.kind]}`}
          >
            <div class="grid flex-1 gap-1 pt-0.5">
              <p class="font-medium">{toast.message}</p>
              {toast.description ? <p class="text-muted-foreground">{toast.description}</p> : null}
            </div>
            <button
              type="button"
              aria-label="Zamknij powiadomienie"
              class="-my-2 grid size-11 shrink-0 cursor-pointer place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
              onClick={() => dismiss(toast.id)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" class="size-4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
