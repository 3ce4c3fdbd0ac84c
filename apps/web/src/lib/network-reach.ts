/**
 * Whether requests reach the server, as the requests themselves find it. The browser's word
 * (`navigator.onLine`, the 'online' and 'offline' events) is not enough: on a coach's or a hotel's
 * Wi-Fi with no way out, and in a page opened with no network in Chromium's emulation, it says
 * online while every request fails. A failed request says 'unreachable' (the app shows 'Offline',
 * keeps marks in the outbox and stops asking); a small probe then asks the server every few seconds,
 * and the first answer, the probe's or any request's, says 'reachable' again.
 */
type Listener = (reachable: boolean) => void;

const PROBE_EVERY_MS = 2_000;
const listeners = new Set<Listener>();
let unreachable = false;
let probe: ReturnType<typeof setInterval> | null = null;

function set(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  if (reachable && probe !== null) {
    clearInterval(probe);
    probe = null;
  }
  if (!reachable && probe === null) {
    probe = setInterval(() => {
      fetch('/api/health', { cache: 'no-store' }).then(
        () => set(true),
        () => undefined,
      );
    }, PROBE_EVERY_MS);
  }
  listeners.forEach((listener) => listener(reachable));
}

/** A request found no way to the server. */
export function noteUnreachable(): void {
  set(false);
}

/** A request was answered (whatever the status). */
export function noteReachable(): void {
  if (unreachable) set(true);
}

export function subscribeToReach(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
