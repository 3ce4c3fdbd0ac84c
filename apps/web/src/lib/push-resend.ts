import type { PushDevice } from '@wycieczki/shared';
import { apiRequest } from './api-client';
import { sessionStore } from './session-store';
import { currentSubscription, workerRegistration } from './web-push';

/**
 * At every start of the app with notifications on (issue 50): the browser's subscription as it is now
 * (a browser may renew it on its own), given to the server again, so pushes keep reaching this device.
 */
export async function resendSubscription(): Promise<void> {
  if (!sessionStore.getSession() || !('Notification' in window) || Notification.permission !== 'granted') return;
  const subscription = await currentSubscription(await workerRegistration());
  if (subscription) await apiRequest<PushDevice>('/push/devices', { method: 'POST', body: subscription, auth: true });
}
