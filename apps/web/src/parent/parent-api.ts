import type { ParentConsentInput, ParentDataInput, ParentView, ParentWishesInput, PushKey, PushStatus, TripMessage } from '@wycieczki/shared';
import type { BrowserSubscription } from '@/lib/web-push';
import { t } from './i18n';

/** An answer the page shows as it is: the server's Polish message, or the network's. */
export class ParentApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}


/** The link's secret: the address's fragment, which the browser never sends to any server. */
export function linkSecret(): string {
  return window.location.hash.replace(/^#/, '');
}

async function call<T>(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/parent${path}`, {
      method,
      headers: { Accept: 'application/json', 'X-Parent-Link': linkSecret(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new ParentApiError(0, t('error.network'));
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (data as { error?: { message?: string } } | null)?.error?.message;
    throw new ParentApiError(response.status, message ?? t('error.server'));
  }
  return data as T;
}

export const parentApi = {
  view: () => call<ParentView>('GET', ''),
  messages: () => call<TripMessage[]>('GET', '/messages'),
  saveData: (input: ParentDataInput) => call<ParentView>('PUT', '/data', input),
  answerConsent: (input: ParentConsentInput) => call<ParentView>('PUT', '/consent', input),
  saveWishes: (input: ParentWishesInput) => call<ParentView>('PUT', '/rooming', input),
};

/** The server's VAPID key (issue 50): the same for every page, no link needed. */
export async function pushKey(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/push/key', { headers: { Accept: 'application/json' }, referrerPolicy: 'no-referrer' });
  } catch {
    throw new ParentApiError(0, t('error.network'));
  }
  if (!response.ok) throw new ParentApiError(response.status, t('error.server'));
  return ((await response.json()) as PushKey).publicKey;
}

/** 'Powiadamiaj mnie' (issue 50): this browser's subscription for this link. */
export const parentPush = {
  status: (endpoint: string) => call<PushStatus>('POST', '/push/status', { endpoint }),
  subscribe: (subscription: BrowserSubscription) => call<PushStatus>('PUT', '/push', subscription),
  unsubscribe: (endpoint: string) => call<PushStatus>('POST', '/push/remove', { endpoint }),
};
