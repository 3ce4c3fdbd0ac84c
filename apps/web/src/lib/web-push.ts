// The browser's side of push notifications (issue 50), for the app and the parent page alike: what
// this browser can do, its current subscription, and turning it on and off. No React, no API: each
// page sends the subscription to its own endpoint.

/** What this browser can do about notifications. */
export type PushSupport =
  /** Push works here: it can be turned on. */
  | 'available'
  /** An iPhone or iPad in Safari's tab: only an app added to the home screen gets notifications. */
  | 'ios-home-screen'
  /** The user blocked notifications for this site: only the browser's settings can undo it. */
  | 'blocked'
  /** No Web Push in this browser. */
  | 'unsupported';

const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
const isStandalone = () => window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isIos() && !isStandalone()) return 'ios-home-screen';
  if (!capable) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

/** The subscription as the server keeps it (PushSubscription.toJSON()). */
export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

function asJson(subscription: PushSubscription): BrowserSubscription {
  const json = subscription.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** How long the app's worker may take to start on a page's first visit before notifications say they cannot. */
const WORKER_WAIT_MS = 10_000;

/**
 * This page's worker registration (the app's, once it is active; or the parent page's own, registered
 * here), or null where there is none (the development server has no worker).
 */
export async function workerRegistration(script?: { url: string; scope: string }): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  if (script) {
    await navigator.serviceWorker.register(script.url, { scope: script.scope });
    return navigator.serviceWorker.ready;
  }
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS))]);
}

export async function currentSubscription(registration: ServiceWorkerRegistration | null): Promise<BrowserSubscription | null> {
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? asJson(subscription) : null;
}

/**
 * Asks for permission (on the user's tap) and subscribes with the server's key; a subscription made
 * with another key (the server's keys changed) is replaced. Fails with 'blocked', 'dismissed' (the
 * permission) or 'unavailable' (the browser would not subscribe).
 */
export async function subscribeBrowser(registration: ServiceWorkerRegistration, publicKey: string): Promise<BrowserSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(permission === 'denied' ? 'blocked' : 'dismissed');
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  const sameKey = existing?.options.applicationServerKey && new Uint8Array(existing.options.applicationServerKey).every((byte, i) => byte === key[i]);
  if (existing && !sameKey) await existing.unsubscribe();
  // Allowed, yet refused by the browser: a private window (Chrome has no push there) or no push service reachable.
  const subscription =
    existing && sameKey ? existing : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).catch(() => Promise.reject(new Error('unavailable')));
  return asJson(subscription);
}

/** Ends this browser's subscription; the server is told by the caller. */
export async function unsubscribeBrowser(registration: ServiceWorkerRegistration | null): Promise<BrowserSubscription | null> {
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const json = asJson(subscription);
  await subscription.unsubscribe();
  return json;
}
