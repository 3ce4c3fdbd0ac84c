import type { AttendanceCheckDetail, AttendanceMarkAnswer, MedicineDose, MissingAlarm } from '@wycieczki/shared';
import { createStore, get, set } from 'idb-keyval';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { newId } from '@/lib/new-id';
import { createOutbox, type OutboxChange, type OutboxJournal, type OutboxState, type RefusedChange, type SendResult } from './outbox';

/** The device's outbox: kept in IndexedDB, shared by the app's tabs (docs/decisions/017). */
const store = createStore('wycieczki-outbox', 'outbox');
const KEY = 'state';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('wycieczki-outbox');

const JOURNAL_PREFIX = 'wycieczki.outbox-journal:';

/** This tab's name for its journal note; kept across its reloads (sessionStorage is per tab). */
function tabId(): string {
  try {
    const known = sessionStorage.getItem('wycieczki.tab');
    if (known) return known;
    const made = newId();
    sessionStorage.setItem('wycieczki.tab', made);
    return made;
  } catch {
    return newId();
  }
}

function journalKeys(): string[] {
  return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((key): key is string => key?.startsWith(JOURNAL_PREFIX) ?? false);
}

/** The outbox's synchronous note in localStorage (see OutboxJournal): what a tap made before IndexedDB has it. */
function localJournal(): OutboxJournal {
  const own = JOURNAL_PREFIX + tabId();
  const quietly = (work: () => void) => {
    try {
      work();
    } catch {
      // No localStorage (blocked, full): IndexedDB alone keeps the changes, as before the journal.
    }
  };
  return {
    write: (changes) => quietly(() => (changes.length > 0 ? localStorage.setItem(own, JSON.stringify(changes)) : localStorage.removeItem(own))),
    take() {
      const changes: OutboxChange[] = [];
      quietly(() => {
        for (const key of journalKeys()) {
          const noted: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
          if (Array.isArray(noted)) changes.push(...(noted as OutboxChange[]));
          localStorage.removeItem(key);
        }
      });
      return changes;
    },
    forget: () => quietly(() => journalKeys().forEach((key) => localStorage.removeItem(key))),
  };
}

function exclusive<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(name, task) as unknown as Promise<T>;
  return task();
}


/** Sends one change; what the answer means for the outbox (a refusal keeps the server's Polish reason). */
async function send(change: OutboxChange): Promise<SendResult> {
  try {
    if (change.kind === 'mark') {
      const answer = await apiRequest<AttendanceMarkAnswer>(`/trips/${change.tripId}/attendance/${change.checkId}/records/${change.studentId}`, {
        method: 'PUT',
        body: { status: change.status, markedAt: change.markedAt },
        auth: true,
      });
      return { kind: 'sent', answer };
    }
    if (change.kind === 'alarm') {
      const answer = await apiRequest<MissingAlarm>(`/trips/${change.tripId}/alarms`, {
        method: 'POST',
        body: { id: change.id, studentId: change.studentId, raisedAt: change.raisedAt },
        auth: true,
      });
      return { kind: 'sent', answer };
    }
    if (change.kind === 'dose') {
      // Issue 54: the dose's mark with the id this device gave it; the answer is what the dose holds now.
      const answer = await apiRequest<MedicineDose>(`/trips/${change.tripId}/medicine-doses`, { method: 'POST', body: { id: change.id, ...change.dose }, auth: true });
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
  journal: typeof window === 'undefined' ? undefined : localJournal(),
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

