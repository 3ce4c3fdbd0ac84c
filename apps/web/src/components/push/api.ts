import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevice, PushKey, PushStatus } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { currentSubscription, subscribeBrowser, unsubscribeBrowser, workerRegistration, type BrowserSubscription } from '@/lib/web-push';

export const pushKeys = {
  devices: ['push', 'devices'] as const,
  thisDevice: ['push', 'this-device'] as const,
};

/** The user's devices with notifications on, as the profile lists them. */
export function usePushDevices() {
  return useQuery({ queryKey: pushKeys.devices, queryFn: () => apiRequest<PushDevice[]>('/push/devices', { auth: true }) });
}

/** This browser's subscription, if notifications are on here: the browser has one and the server still knows it. */
export function useThisDevice() {
  return useQuery({
    queryKey: pushKeys.thisDevice,
    queryFn: async () => {
      const subscription = await currentSubscription(await workerRegistration());
      if (!subscription) return null;
      const { subscribed } = await apiRequest<PushStatus>('/push/devices/status', { method: 'POST', body: { endpoint: subscription.endpoint }, auth: true });
      return subscribed ? subscription : null;
    },
    staleTime: Infinity,
  });
}

const saveOnServer = (subscription: BrowserSubscription) => apiRequest<PushDevice>('/push/devices', { method: 'POST', body: subscription, auth: true });

/** Why this browser could not turn notifications on: said as it is, never as a server's error. */
export class PushSetupError extends Error {}

const PUSH_SETUP_FAILURES: Record<string, string> = {
  blocked: 'Powiadomienia są zablokowane w ustawieniach przeglądarki dla tej strony.',
  dismissed: 'Nie włączono powiadomień: przeglądarka nie dała zgody.',
  unavailable: 'Ta przeglądarka nie może teraz włączyć powiadomień (okno prywatne?). Otwórz aplikację w zwykłym oknie przeglądarki i spróbuj ponownie.',
};

/** 'Włącz powiadomienia': the permission, the browser's subscription, and the server told of it. */
export function useEnablePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const registration = await workerRegistration();
      if (!registration) throw new PushSetupError('Powiadomienia działają w zainstalowanej aplikacji albo po ponownym otwarciu strony.');
      const { publicKey } = await apiRequest<PushKey>('/push/key');
      let subscription: BrowserSubscription;
      try {
        subscription = await subscribeBrowser(registration, publicKey);
      } catch (error) {
        const reason = error instanceof Error ? error.message : '';
        throw new PushSetupError(PUSH_SETUP_FAILURES[reason] ?? PUSH_SETUP_FAILURES.dismissed!);
      }
      await saveOnServer(subscription);
      return subscription;
    },
    onSuccess: (subscription) => {
      queryClient.setQueryData(pushKeys.thisDevice, subscription);
      void queryClient.invalidateQueries({ queryKey: pushKeys.devices });
    },
  });
}

/** 'Wyłącz' on this device: the browser's subscription ends and the server forgets it. */
export function useDisablePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const ended = await unsubscribeBrowser(await workerRegistration());
      if (ended) await apiRequest<void>('/push/devices/remove', { method: 'POST', body: { endpoint: ended.endpoint }, auth: true });
    },
    onSuccess: () => {
      queryClient.setQueryData(pushKeys.thisDevice, null);
      void queryClient.invalidateQueries({ queryKey: pushKeys.devices });
    },
  });
}

/** 'Wyłącz' beside another device in the list: it gets nothing more from the server. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/push/devices/${id}`, { method: 'DELETE', auth: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pushKeys.devices });
      // It may have been this device.
      void queryClient.invalidateQueries({ queryKey: pushKeys.thisDevice });
    },
  });
}
