import { MSG } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createOutbox, type MarkChange, type OutboxChange, type OutboxState, type OutboxStorage, type SendResult } from './outbox';
import { outcomeOf } from './device-outbox';

/** Storage that survives the outbox object (a reload builds a new outbox on the same storage). */
function memoryStorage() {
  let saved: OutboxState | undefined;
  return {
    read: async () => (saved ? structuredClone(saved) : undefined),
    write: async (state: OutboxState) => {
      saved = structuredClone(state);
    },
    peek: () => saved,
  };
}

/** A server that stores each change by its id (as the real one does), answering as told. */
function fakeServer() {
  const received: OutboxChange[] = [];
  const stored = new Map<string, OutboxChange>();
  let answer: (change: OutboxChange) => SendResult = () => ({ kind: 'sent', answer: null });
  return {
    received,
    stored,
    answerWith(next: (change: OutboxChange) => SendResult) {
      answer = next;
    },
    async send(change: OutboxChange): Promise<SendResult> {
      received.push(change);
      const result = answer(change);
      if (result.kind === 'sent') stored.set(change.kind === 'mark' ? `${change.checkId}/${change.studentId}` : change.id, change);
      return result;
    },
  };
}

/** localStorage's part: synchronous, shared by the tabs, survives a reload. */
function memoryJournal() {
  let notes: OutboxChange[] = [];
  return {
    write: (changes: readonly OutboxChange[]) => {
      notes = structuredClone([...changes]);
    },
    take: () => {
      const taken = notes;
      notes = [];
      return taken;
    },
    forget: () => {
      notes = [];
    },
    peek: () => notes,
  };
}

function setUp<S extends OutboxStorage = ReturnType<typeof memoryStorage>>(storage: S = memoryStorage() as unknown as S, server = fakeServer(), journal?: ReturnType<typeof memoryJournal>) {
  const sent: string[] = [];
  const outbox = createOutbox({
    journal,
    storage,
    send: (change) => server.send(change),
    exclusive: (_name, task) => task(),
    now: () => new Date('2026-05-11T08:00:00Z'),
    onSent: (change) => sent.push(change.id),
  });
  return { outbox, storage, server, sent };
}

let n = 0;
function mark(studentId: string, status: 'present' | 'absent' = 'present', userId = 'u1'): MarkChange {
  n += 1;
  return { kind: 'mark', id: `m${n}`, userId, tripId: 't1', checkId: 'c1', studentId, status, markedAt: `2026-05-11T07:${String(n).padStart(2, '0')}:00Z`, label: studentId };
}

describe('outbox', () => {
  it('shows a change at once and keeps it in storage for the next start', async () => {
    const { outbox, storage } = setUp();
    const pending = outbox.add(mark('ala'));
    expect(outbox.getState().pending.map((c) => c.kind === 'mark' && c.studentId)).toEqual(['ala']);
    await pending;
    const reloaded = setUp(storage).outbox;
    await reloaded.load();
    expect(reloaded.getState().pending).toHaveLength(1);
  });

  it('a reload right after a tap, before storage has it, loses nothing (the journal)', async () => {
    const journal = memoryJournal();
    let release = () => {};
    const saved = memoryStorage();
    // Storage that takes its time: the page is gone before the write ends.
    const slow: OutboxStorage = { read: saved.read, write: (state) => new Promise((done) => (release = () => void saved.write(state).then(done))) };
    const first = setUp(slow, fakeServer(), journal).outbox;
    void first.add(mark('ala'));
    await Promise.resolve();
    expect(saved.peek()).toBeUndefined();
    expect(journal.peek()).toHaveLength(1);

    const reloaded = setUp(saved, fakeServer(), journal).outbox;
    await reloaded.load();
    expect(reloaded.getState().pending.map((c) => c.kind === 'mark' && c.studentId)).toEqual(['ala']);
    expect(saved.peek()?.pending).toHaveLength(1);
    expect(journal.peek()).toEqual([]);
    release();
  });

  it('a journal note of a mark storage already holds, or has replaced, does not come back', async () => {
    const journal = memoryJournal();
    const { outbox, storage } = setUp(memoryStorage(), fakeServer(), journal);
    await outbox.add(mark('ala', 'present'));
    await outbox.add(mark('ala', 'absent'));
    expect(journal.peek()).toEqual([]);
    const reloaded = setUp(storage, fakeServer(), journal).outbox;
    await reloaded.load();
    expect(reloaded.getState().pending.map((c) => c.kind === 'mark' && c.status)).toEqual(['absent']);
  });

  it('sends in the order the changes were made: a list before its marks', async () => {
    const { outbox, server } = setUp();
    const list: OutboxChange = { kind: 'create-list', id: 'l1', userId: 'u1', tripId: 't1', list: { id: 'c1', name: 'Zbiórka', date: '2026-05-11', time: '07:30' }, label: 'Zbiórka' };
    await outbox.add(list);
    await outbox.add(mark('ala'));
    await outbox.add(mark('bartek'));
    await outbox.flush('u1');
    expect(server.received.map((c) => c.id)).toEqual(['l1', `m${n - 1}`, `m${n}`]);
    expect(outbox.getState().pending).toEqual([]);
  });

  it("hands a stored change's answer on while the change is still in the outbox, so the screen always shows it, and a listener that throws still lets it go", async () => {
    const server = fakeServer();
    const seenPending: boolean[] = [];
    let throwOnce = true;
    const outbox = createOutbox({
      storage: memoryStorage(),
      send: (change) => server.send(change),
      exclusive: (_name, task) => task(),
      now: () => new Date('2026-05-11T08:00:00Z'),
      onSent: (change) => {
        seenPending.push(outbox.getState().pending.some((c) => c.id === change.id));
        if (throwOnce) {
          throwOnce = false;
          throw new Error('a listener failed');
        }
      },
    });
    await outbox.add(mark('ala'));
    await expect(outbox.flush('u1')).rejects.toThrow('a listener failed');
    expect(outbox.getState().pending).toEqual([]);
    await outbox.add(mark('bartek'));
    await outbox.flush('u1');
    expect(seenPending).toEqual([true, true]);
    expect(server.received).toHaveLength(2);
  });

  it('keeps only the last unsent mark of a student on a list', async () => {
    const { outbox, server } = setUp();
    await outbox.add(mark('ala', 'present'));
    await outbox.add(mark('bartek', 'present'));
    await outbox.add(mark('ala', 'absent'));
    expect(outbox.getState().pending.map((c) => c.kind === 'mark' && `${c.studentId}:${c.status}`)).toEqual(['bartek:present', 'ala:absent']);
    await outbox.flush('u1');
    expect(server.received).toHaveLength(2);
  });

  it('stops at no network, keeps everything, and sends it all when the network returns', async () => {
    const { outbox, server, storage } = setUp();
    for (const student of ['a', 'b', 'c', 'd', 'e']) await outbox.add(mark(student));
    server.answerWith(() => ({ kind: 'later' }));
    await outbox.flush('u1');
    expect(outbox.getState().pending).toHaveLength(5);
    expect(storage.peek()?.pending).toHaveLength(5);
    server.answerWith(() => ({ kind: 'sent', answer: null }));
    await outbox.flush('u1');
    expect(outbox.getState().pending).toEqual([]);
    expect(server.stored.size).toBe(5);
  });

  it('a change sent twice (its answer lost) is stored once', async () => {
    const { outbox, server } = setUp();
    await outbox.add(mark('ala'));
    // The first send reaches the server but its answer does not come back.
    server.answerWith((change) => {
      server.stored.set(change.id, change);
      return { kind: 'later' };
    });
    await outbox.flush('u1');
    server.answerWith(() => ({ kind: 'sent', answer: null }));
    await outbox.flush('u1');
    expect(server.received).toHaveLength(2);
    expect(server.received[0]).toEqual(server.received[1]);
    expect(outbox.getState().pending).toEqual([]);
  });

  it('two flushes at once send each change once', async () => {
    const { outbox, server } = setUp();
    await outbox.add(mark('ala'));
    await outbox.add(mark('bartek'));
    await Promise.all([outbox.flush('u1'), outbox.flush('u1')]);
    expect(server.received).toHaveLength(2);
  });

  it('a refused change is kept with its reason until dismissed, and the rest is still sent', async () => {
    const { outbox, server, sent } = setUp();
    const deleted = mark('usuniety');
    await outbox.add(deleted);
    await outbox.add(mark('ala'));
    server.answerWith((change) => (change.id === deleted.id ? { kind: 'refused', reason: 'Nie znaleziono ucznia' } : { kind: 'sent', answer: null }));
    await outbox.flush('u1');
    expect(outbox.getState().pending).toEqual([]);
    expect(outbox.getState().refused).toMatchObject([{ id: deleted.id, reason: 'Nie znaleziono ucznia', refusedAt: '2026-05-11T08:00:00.000Z' }]);
    expect(sent).toEqual([`m${n}`]);
    await outbox.dismiss(deleted.id);
    expect(outbox.getState().refused).toEqual([]);
  });

  it("sends only the signed-in user's changes; another user's sign-in discards them and says how many", async () => {
    const { outbox, server } = setUp();
    await outbox.add(mark('ala', 'present', 'anna'));
    await outbox.add(mark('bartek', 'present', 'anna'));
    await outbox.add(mark('celina', 'present', 'piotr'));
    await outbox.flush('piotr');
    expect(server.received.map((c) => c.userId)).toEqual(['piotr']);
    expect(await outbox.discardOtherUsers('piotr')).toBe(2);
    expect(outbox.getState().pending).toEqual([]);
  });

  it("'Wyloguj' wipes the outbox from the device", async () => {
    const { outbox, storage } = setUp();
    await outbox.add(mark('ala'));
    await outbox.clear();
    expect(outbox.getState()).toEqual({ pending: [], refused: [] });
    expect(storage.peek()).toEqual({ pending: [], refused: [] });
  });

  it('a change made while storage fails is still shown and sent from memory', async () => {
    const server = fakeServer();
    const failing = { read: async () => undefined, write: async () => Promise.reject(new Error('QuotaExceededError')) };
    const errors: unknown[] = [];
    const outbox = createOutbox({ storage: failing, send: (c) => server.send(c), exclusive: (_n, t) => t(), now: () => new Date(), onStorageError: (e) => errors.push(e) });
    await outbox.add(mark('ala'));
    expect(errors).toHaveLength(1);
    expect(outbox.getState().pending).toHaveLength(1);
    await outbox.flush('u1');
    expect(server.received).toHaveLength(1);
  });
});

describe('what an answer means for a change', () => {
  it.each([
    [new ApiError(0, 'network_error', 'Brak połączenia'), 'later'],
    [new ApiError(401, 'session_expired', 'Sesja wygasła'), 'later'],
    [new ApiError(429, 'too_many', 'Za dużo'), 'later'],
    [new ApiError(503, 'server_error', 'Błąd'), 'later'],
    [new Error('x'), 'later'],
    [new ApiError(404, 'not_found', 'Nie znaleziono ucznia'), 'refused'],
    [new ApiError(403, 'forbidden', 'Brak uprawnień'), 'refused'],
    [new ApiError(400, 'invalid', 'Nieprawidłowe żądanie'), 'refused'],
    // A resent creation of a list deleted since (issue 24): under 'Nie wysłano', with the server's reason.
    [new ApiError(409, 'conflict', MSG.attendanceCheckDeleted), 'refused'],
  ])('%s is %s', (error, kind) => {
    const result = outcomeOf(error);
    expect(result.kind).toBe(kind);
    if (result.kind === 'refused') expect(result.reason).toBe((error as Error).message);
  });
});
