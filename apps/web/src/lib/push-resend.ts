import type { PushDevice, PushKey, PushStatus } from '@wycieczki/shared';
import { apiRequest } from './api-client';
import { sessionStore } from './session-store';
import { currentSubscription, subscribeBrowser, unsubscribeBrowser, workerRegistration } from './web-push';

/** The key a subscription was made with, as base64url: compared with the server's. */
async function subscriptionKey(registration: ServiceWorkerRegistration): Promise<string | null> {
  const key = (await registration.pushManager.getSubscription())?.options.applicationServerKey;
  if (!key) return null;
  return btoa(String.fromCharCode(...new Uint8Array(key))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * At every start of the app with notifications on (issue 50): the browser's subscription as it is now
 * (a browser may renew it on its own) given to the server again, so pushes keep reaching this device;
 * made anew when the server's key changed. Turned off meanwhile from another device's list: the
 * browser's subscription ends here too.
 */
export async function resendSubscription(): Promise<void> {
  if (!sessionStore.getSession() || !('Notification' in window) || Notification.permission !== 'granted') return;
  const registration = await workerRegistration();
  const subscription = await currentSubscription(registration);
  if (!registration || !subscription) return;
  const { subscribed } = await apiRequest<PushStatus>('/push/devices/status', { method: 'POST', body: { endpoint: subscription.endpoint }, auth: true });
  if (!subscribed) {
    await unsubscribeBrowser(registration);
    return;
  }
  const { publicKey } = await apiRequest<PushKey>('/push/key');
  const current = (await subscriptionKey(registration)) === publicKey ? subscription : await subscribeBrowser(registration, publicKey);
  await apiRequest<PushDevice>('/push/devices', { method: 'POST', body: current, auth: true });
}

/**
 * 'Wyloguj' (issue 50): this browser's notifications end with the session. The server is asked with
 * the session's last access token (the session is being forgotten); the browser's subscription ends
 * either way, and a push service answers 410 for it from then on.
 */
export async function forgetThisDevice(accessToken: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) ?? null;
  const ended = await unsubscribeBrowser(registration);
  if (!ended) return;
  await fetch('/api/push/devices/remove', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ endpoint: ended.endpoint }),
  }).catch(() => undefined);
}
