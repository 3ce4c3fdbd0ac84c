import type { AttendanceCheckDetail, AttendanceStatus } from '@wycieczki/shared';
import { createStore, get, set } from 'idb-keyval';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { createOutbox, type OutboxChange, type OutboxState, type RefusedChange, type SendResult } from './outbox';

/** The device's outbox: kept in IndexedDB, shared by the app's tabs (docs/decisions/017). */
const store = createStore('wycieczki-outbox', 'outbox');
const KEY = 'state';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('wycieczki-outbox');

function exclusive<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(name, task) as unknown as Promise<T>;
  return task();
}

export type MarkAnswer = { studentId: string; status: AttendanceStatus };

/** Sends one change; what the answer means for the outbox (a refusal keeps the server's Polish reason). */
async function send(change: OutboxChange): Promise<SendResult> {
  try {
    if (change.kind === 'mark') {
      const answer = await apiRequest<MarkAnswer>(`/trips/${change.tripId}/attendance/${change.checkId}/records/${change.studentId}`, {
        method: 'PUT',
        body: { status: change.status, markedAt: change.markedAt },
        auth: true,
      });
      return { kind: 'sent', answer };
    }
    const answer = await apiRequest<AttendanceCheckDetail>(`/trips/${change.tripId}/attendance`, { method: 'POST', body: change.list, auth: true });
    return { kind: 'sent', answer };
  } catch (error) {
    return outcomeOf(error);
  }
}

/**
 * No network (0), a session that has to be renewed first (401: the user signs in again, the change
 * waits), a busy or failing server (408, 429, 5xx): later. Any other answer is the server's no.
 */
export function outcomeOf(error: unknown): SendResult {
  if (!(error instanceof ApiError)) return { kind: 'later' };
  const { status } = error;
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return { kind: 'later' };
  return { kind: 'refused', reason: error.message };
}

type OutboxListener = { sent(change: OutboxChange, answer: unknown): void; refused(change: RefusedChange): void };

let listener: OutboxListener | null = null;

export const outbox = createOutbox({
  storage: {
    read: () => get<OutboxState>(KEY, store),
    write: (state) => set(KEY, state, store),
  },
  send,
  exclusive,
  now: () => new Date(),
  announce: () => channel?.postMessage('changed'),
  onSent: (change, answer) => listener?.sent(change, answer),
  onRefused: (change) => listener?.refused(change),
  onStorageError: (error) => console.warn('outbox storage', error),
});

/** What to do with the server's answer to a change (app/use-outbox-sync.ts updates the cache and tells the user). */
export function listenToOutbox(next: OutboxListener | null): void {
  listener = next;
}

if (typeof window !== 'undefined') {
  void outbox.load();
  channel?.addEventListener('message', () => void outbox.load());
}

