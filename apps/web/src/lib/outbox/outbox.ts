import type { AttendanceStatus, DoseStatus } from '@wycieczki/shared';

/**
 * The outbox (docs/decisions/017): the roll-call changes made on this device that the server has not
 * stored yet. A change is shown at once, kept on the device (a reload, a closed tab, a restarted phone
 * lose nothing) and sent in the order it was made when the network is there. Every change carries the
 * ids and the time the device gave it, so sending it twice stores it once.
 */

/** One student marked on one list; `markedAt` is the device's time (of two marks the later one wins). */
export type MarkChange = {
  kind: 'mark';
  id: string;
  userId: string;
  tripId: string;
  checkId: string;
  studentId: string;
  status: AttendanceStatus;
  markedAt: string;
  /** What the change is, for the list of refused changes: 'Jan Kowalski: obecny (Zbiórka)'. */
  label: string;
};

/** A new attendance list, with the id the device gave it. */
export type CreateListChange = {
  kind: 'create-list';
  id: string;
  userId: string;
  tripId: string;
  /** A 'Zbiórka' (issue 54) carries its place and, optionally, its point on the map. */
  list: { id: string; name: string; date: string; time: string; meetingPlace?: string | null; meetingLat?: number | null; meetingLng?: number | null };
  label: string;
};

/** 'Zaginięcie ucznia' (issue 28), raised on this device: the id it gave the alarm and when. */
export type RaiseAlarmChange = {
  kind: 'alarm';
  id: string;
  userId: string;
  tripId: string;
  studentId: string;
  raisedAt: string;
  label: string;
};

/**
 * 'Podano' / 'Odmowa' / 'Nieobecny' (issue 54): one dose of a medicine marked on this device; `id` is
 * the mark's own (the server stores a resend once), `markedAt` the device's time (the later mark wins).
 */
export type DoseChange = {
  kind: 'dose';
  id: string;
  userId: string;
  tripId: string;
  dose: { medicineId: string; doseDay: string; scheduledTime: string | null; status: DoseStatus; markedAt: string };
  label: string;
};

export type OutboxChange = MarkChange | CreateListChange | RaiseAlarmChange | DoseChange;

/** A change the server refused (the student was deleted, access was lost): kept until dismissed. */
export type RefusedChange = OutboxChange & { reason: string; refusedAt: string };

export type OutboxState = { pending: OutboxChange[]; refused: RefusedChange[] };

export const EMPTY_OUTBOX: OutboxState = { pending: [], refused: [] };

export type FlushOutcome = 'done' | 'later';

/** What sending one change came to. */
export type SendResult<Answer = unknown> =
  | { kind: 'sent'; answer: Answer }
  /** The server will not take it: its Polish reason is kept with the change. */
  | { kind: 'refused'; reason: string }
  /** Try again later: no network, the server busy or failing, or nobody signed in to send it as. */
  | { kind: 'later' };

export type OutboxStorage = {
  read(): Promise<OutboxState | undefined>;
  write(state: OutboxState): Promise<void>;
};

/**
 * A synchronous note of the changes made in this tab that storage does not hold yet (localStorage in
 * the browser). IndexedDB writes are asynchronous: a reload or a closed tab a moment after a tap would
 * otherwise lose that tap. `write` replaces this tab's note; `take` answers the notes of every tab
 * (one reloaded or closed included) and removes them, the caller adding them to storage; `forget`
 * drops them all.
 */
export type OutboxJournal = {
  write(changes: readonly OutboxChange[]): void;
  take(): OutboxChange[];
  forget(): void;
};

export type OutboxDeps = {
  storage: OutboxStorage;
  journal?: OutboxJournal;
  send(change: OutboxChange): Promise<SendResult>;
  /** Runs `task` alone across this device's tabs (the Web Locks API in the browser). */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  now(): Date;
  /** Tells the other tabs that the stored outbox changed. */
  announce?(): void;
  /** Called after a change was stored by the server, with its answer. */
  onSent?(change: OutboxChange, answer: unknown): void;
  /** Called when the server refused a change (it is kept under 'Nie wysłano' until dismissed). */
  onRefused?(change: RefusedChange): void;
  onStorageError?(error: unknown): void;
};

type Op = (state: OutboxState) => OutboxState;

/**
 * A mark replaces an earlier unsent mark of the same student on the same list: only the last one
 * counts; so does a dose's mark at a fixed hour (issue 54; each dose 'w razie potrzeby' is its own).
 * A change already held (by id: a journal note read again) is not added twice.
 */
function withChange(state: OutboxState, change: OutboxChange): OutboxState {
  if (state.pending.some((c) => c.id === change.id)) return state;
  const pending =
    change.kind === 'mark'
      ? state.pending.filter((c) => !(c.kind === 'mark' && c.userId === change.userId && c.checkId === change.checkId && c.studentId === change.studentId))
      : change.kind === 'dose' && change.dose.scheduledTime !== null
        ? state.pending.filter((c) => !(c.kind === 'dose' && c.userId === change.userId && sameDose(c.dose, change.dose)))
        : state.pending;
  return { ...state, pending: [...pending, change] };
}

const sameDose = (a: DoseChange['dose'], b: DoseChange['dose']) => a.medicineId === b.medicineId && a.doseDay === b.doseDay && a.scheduledTime === b.scheduledTime;

const without = (state: OutboxState, id: string): OutboxState => ({ ...state, pending: state.pending.filter((c) => c.id !== id) });

export function createOutbox(deps: OutboxDeps) {
  /** What storage holds, as this tab last read or wrote it. */
  let stored: OutboxState = EMPTY_OUTBOX;
  /** Changes made in this tab and not yet written: shown at once, laid over `stored`. */
  const unwritten: Op[] = [];
  let view: OutboxState = EMPTY_OUTBOX;
  let writes: Promise<void> = Promise.resolve();
  let sending: Promise<FlushOutcome> | null = null;
  /** This tab's changes noted in the journal and not yet written to storage. */
  let journalled: OutboxChange[] = [];
  const listeners = new Set<() => void>();

  function recompute(): void {
    view = unwritten.reduce((state, op) => op(state), stored);
    listeners.forEach((listener) => listener());
  }

  /**
   * Applies `op` on screen now and in storage next, under the cross-tab lock (read, change, write).
   * Resolves to whether storage took it.
   */
  function apply(op: Op): Promise<boolean> {
    unwritten.push(op);
    recompute();
    const written = writes.then(() =>
      deps
        .exclusive('wycieczki-outbox-write', async () => {
          const current = (await deps.storage.read()) ?? EMPTY_OUTBOX;
          const next = op(current);
          await deps.storage.write(next);
          stored = next;
          unwritten.splice(unwritten.indexOf(op), 1);
          recompute();
          deps.announce?.();
          return true;
        })
        // Storage refused (full, or blocked): the change stays in this tab's memory, on screen and sent from there.
        .catch((error: unknown) => {
          deps.onStorageError?.(error);
          return false;
        }),
    );
    writes = written.then(() => undefined);
    return written;
  }

  /** Sends the pending changes of `userId`, oldest first, until none is left or one has to wait. */
  async function sendAll(userId: string): Promise<FlushOutcome> {
    for (;;) {
      const next = view.pending.find((c) => c.userId === userId);
      if (!next) return 'done';
      const result = await deps.send(next);
      if (result.kind === 'later') return 'later';
      if (result.kind === 'sent') {
        // The answer reaches the screen's cache before the change leaves the outbox: the other way
        // round, for the moment the outbox's state is being saved, neither would show the mark.
        // A listener that throws must not keep a stored change in the outbox to be sent again for good.
        try {
          deps.onSent?.(next, result.answer);
        } finally {
          await apply((state) => without(state, next.id));
        }
      } else {
        const refused: RefusedChange = { ...next, reason: result.reason, refusedAt: deps.now().toISOString() };
        await apply((state) => ({ pending: state.pending.filter((c) => c.id !== next.id), refused: [...state.refused, refused] }));
        deps.onRefused?.(refused);
      }
    }
  }

  return {
    getState: (): OutboxState => view,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Reads what storage holds (at start, and when another tab says it changed). */
    /**
     * Reads what storage holds (at start, and when another tab says it changed), and adds what a
     * journal noted but storage never got (a tab reloaded or closed right after a tap).
     */
    async load(): Promise<void> {
      const noted = deps.journal?.take() ?? [];
      // This tab's own notes, taken with the rest, are still being written: noted again.
      if (journalled.length > 0) deps.journal?.write(journalled);
      try {
        stored = (await deps.storage.read()) ?? EMPTY_OUTBOX;
      } catch (error) {
        deps.onStorageError?.(error);
      }
      recompute();
      const missing = noted.filter((change) => !stored.pending.some((c) => c.id === change.id) && !journalled.some((c) => c.id === change.id));
      if (missing.length === 0) return;
      await Promise.all(missing.map((change) => this.add(change)));
    },

    async add(change: OutboxChange): Promise<void> {
      journalled = [...journalled, change];
      deps.journal?.write(journalled);
      // In storage now, the note goes; if storage refused it, the note stays for the next start.
      if (await apply((state) => withChange(state, change))) {
        journalled = journalled.filter((c) => c.id !== change.id);
        deps.journal?.write(journalled);
      }
    },

    /**
     * Sends `userId`'s pending changes in order; one sender at a time on the device, so two tabs (or
     * two reconnects) do not send the same change side by side. Resolves when it stops: 'done' when
     * nothing of the user's was left, 'later' when a change has to wait (no network, a busy server).
     */
    flush(userId: string): Promise<FlushOutcome> {
      sending ??= writes
        .then(() => deps.exclusive('wycieczki-outbox-send', () => sendAll(userId)))
        .finally(() => {
          sending = null;
        });
      return sending;
    },

    /** The user has read why a change was refused. */
    async dismiss(id: string): Promise<void> {
      await apply((state) => ({ ...state, refused: state.refused.filter((c) => c.id !== id) }));
    },

    /**
     * Another user signed in on this device: their unsent changes go (they could never be sent as
     * this user). Answers how many were pending, so the user can be told.
     */
    async discardOtherUsers(userId: string): Promise<number> {
      await writes;
      let count = 0;
      await apply((state) => {
        count = state.pending.filter((c) => c.userId !== userId).length;
        return { pending: state.pending.filter((c) => c.userId === userId), refused: state.refused.filter((c) => c.userId === userId) };
      });
      return count;
    },

    /** 'Wyloguj': nothing of the roll call stays on the device. */
    async clear(): Promise<void> {
      journalled = [];
      deps.journal?.forget();
      await apply(() => EMPTY_OUTBOX);
    },
  };
}
