import type { ExternalToast } from 'sonner';

/**
 * The app's toasts. Sonner itself is not part of the first screen's JavaScript: the Toaster
 * (components/ui/toaster.tsx) loads when the browser is idle, or at once when a toast is asked for
 * earlier. A toast asked for before it is ready waits here and is shown as soon as it is.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';
type Show = (kind: Kind, message: string, options?: ExternalToast) => void;

let show: Show | null = null;
let wanted = false;
const waiting: Parameters<Show>[] = [];
const listeners = new Set<() => void>();

/** Asks for the Toaster to be loaded (idempotent). */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterRequested = (): boolean => wanted;

/** Called by the mounted Toaster: toasts go straight to it from now on, and the waiting ones are shown. */
export function connectToaster(next: Show): () => void {
  show = next;
  for (const args of waiting.splice(0)) next(...args);
  return () => {
    if (show === next) show = null;
  };
}

function raise(kind: Kind, message: string, options?: ExternalToast): void {
  if (show) {
    show(kind, message, options);
    return;
  }
  waiting.push([kind, message, options]);
  requestToaster();
}

export const toast = {
  success: (message: string, options?: ExternalToast) => raise('success', message, options),
  error: (message: string, options?: ExternalToast) => raise('error', message, options),
  info: (message: string, options?: ExternalToast) => raise('info', message, options),
  warning: (message: string, options?: ExternalToast) => raise('warning', message, options),
};
