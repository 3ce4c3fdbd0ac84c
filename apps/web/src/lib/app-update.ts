import { whenIdle } from './when-idle';

/**
 * The installable app's service worker (vite-plugin-pwa, Workbox; docs/decisions/016). Registered
 * once the page has loaded and the browser is idle, so it costs the first screen nothing: at 'load'
 * alone, its code (3 KB gzip) was still asked for before the landing page's first screen was drawn.
 * When a new version has been deployed, the worker waits and `updateAvailable` turns true: the app shows 'Dostępna nowa wersja'
 * with 'Odśwież', and only that button reloads (never by itself, while someone is typing).
 */
let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;
let available = false;
const listeners = new Set<() => void>();

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUpdateAvailable = (): boolean => available;

/** Activates the waiting version and reloads onto it. */
export function reloadToUpdate(): void {
  void applyUpdate?.(true);
}

/** Registers the service worker once the page has loaded and the browser is idle after it. */
export function registerAppWorkerAfterLoad(): void {
  const register = () => whenIdle(() => void registerAppWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Registers the service worker (production builds only; the dev server has none). */
async function registerAppWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let registerSW: typeof import('virtual:pwa-register').registerSW;
  try {
    ({ registerSW } = await import('virtual:pwa-register'));
  } catch {
    // The page was left, or the network dropped, while the registration's code loaded: the next
    // page load registers the worker (an uncaught failure here was a page error in the journeys).
    return;
  }
  applyUpdate = registerSW({
    // Notifications on this device stay on across a browser's renewal of its subscription (issue 50).
    onRegisteredSW() {
      void import('./push-resend').then(({ resendSubscription }) => resendSubscription()).catch(() => undefined);
    },
    onNeedRefresh() {
      available = true;
      listeners.forEach((listener) => listener());
    },
  });
}
