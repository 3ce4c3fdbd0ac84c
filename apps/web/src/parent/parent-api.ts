import type { PickupPersonInput } from '@wycieczki/shared';
import type { ApiErrorBody, MedicineInput, ParentConsentInput, ParentDataInput, ParentLanguage, ParentView, ParentWishesInput, PushKey, PushStatus, TripMessage } from '@wycieczki/shared';
import type { BrowserSubscription } from '@/lib/web-push';
import type { Notice } from './say-message';

/**
 * A refusal or a failure: the server's message with its key (said in the page's language by the key,
 * issue 53), or the network's. `message` is the Polish, for logs.
 */
export class ParentApiError extends Error {
  constructor(
    readonly status: number,
    readonly notice: Notice,
  ) {
    super('text' in notice ? notice.text : notice.message);
  }

  /** The MSG key the server named ('consentTextChanged'), if any. */
  get key(): string | undefined {
    return 'key' in this.notice ? this.notice.key : undefined;
  }
}

/** What to say of anything a call or a browser threw. */
export function noticeOf(failure: unknown): Notice {
  if (failure instanceof ParentApiError) return failure.notice;
  return failure instanceof Error && failure.message ? { message: failure.message } : { text: 'error.server' };
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
    throw new ParentApiError(0, { text: 'error.network' });
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as Partial<ApiErrorBody> | null)?.error;
    throw new ParentApiError(response.status, error?.message ? { message: error.message, key: error.key } : { text: 'error.server' });
  }
  return data as T;
}

export const parentApi = {
  view: () => call<ParentView>('GET', ''),
  messages: () => call<TripMessage[]>('GET', '/messages'),
  saveData: (input: ParentDataInput) => call<ParentView>('PUT', '/data', input),
  answerConsent: (input: ParentConsentInput) => call<ParentView>('PUT', '/consent', input),
  /** 'Odbiór dziecka' (issue 54): who may collect the child, and 'Potwierdzam odbiór'. */
  namePickupPerson: (input: PickupPersonInput) => call<ParentView>('POST', '/pickup/persons', input),
  removePickupPerson: (personId: string) => call<ParentView>('POST', `/pickup/persons/${personId}/remove`),
  confirmHandover: (handoverId: string) => call<ParentView>('POST', '/pickup/confirm', { handoverId }),
  saveWishes: (input: ParentWishesInput) => call<ParentView>('PUT', '/rooming', input),
  /** The link's language (issue 53): the view comes back with the consent's translation in it. */
  setLanguage: (language: ParentLanguage) => call<ParentView>('PUT', '/language', { language }),
  /** 'Leki' (issue 54): 'Dodaj lek' (`medicineId` null) or the changes of one of the child's medicines, and its removal. */
  saveMedicine: (input: MedicineInput, medicineId: string | null) => (medicineId ? call<ParentView>('PUT', `/medicines/${medicineId}`, input) : call<ParentView>('POST', '/medicines', input)),
  removeMedicine: (medicineId: string) => call<ParentView>('POST', `/medicines/${medicineId}/remove`),
};

/** The server's VAPID key (issue 50): the same for every page, no link needed. */
export async function pushKey(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/push/key', { headers: { Accept: 'application/json' }, referrerPolicy: 'no-referrer' });
  } catch {
    throw new ParentApiError(0, { text: 'error.network' });
  }
  if (!response.ok) throw new ParentApiError(response.status, { text: 'error.server' });
  return ((await response.json()) as PushKey).publicKey;
}

/** 'Powiadamiaj mnie' (issue 50): this browser's subscription for this link. */
export const parentPush = {
  status: (endpoint: string) => call<PushStatus>('POST', '/push/status', { endpoint }),
  subscribe: (subscription: BrowserSubscription) => call<PushStatus>('PUT', '/push', subscription),
  unsubscribe: (endpoint: string) => call<PushStatus>('POST', '/push/remove', { endpoint }),
};
