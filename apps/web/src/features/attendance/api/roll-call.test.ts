import type { AttendanceCheckDetail, AttendanceMarkAnswer } from '@wycieczki/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxChange } from '@/lib/outbox/outbox';
import { tripKeys } from '@/lib/query-keys';
import { testList } from './test-list';

// Imported afresh for each test: record-marks.ts remembers when marks were stored.
let attendanceCheckQueryOptions: typeof import('./get-attendance-check').attendanceCheckQueryOptions;
let applySentChange: typeof import('./roll-call').applySentChange;
let markStudents: typeof import('./roll-call').markStudents;

// The device's outbox keeps its changes in IndexedDB: here, the changes are only collected, and the
// sync takes them out once the server's answer is applied (as lib/outbox/outbox.ts does).
const outboxState = vi.hoisted(() => ({ added: [] as OutboxChange[], pending: [] as OutboxChange[] }));
vi.mock('@/lib/outbox/device-outbox', () => ({
  outbox: {
    add: async (change: OutboxChange) => {
      outboxState.added.push(change);
      outboxState.pending.push(change);
    },
    getState: () => ({ pending: outboxState.pending, refused: [] }),
  },
}));
// The server's answers to reads of the list, in the order the reads set off: each answered when the test says.
const reads = vi.hoisted(() => [] as { answer: (list: AttendanceCheckDetail) => void }[]);
vi.mock('@/lib/api-client', () => ({
  apiRequest: () => new Promise((resolve) => reads.push({ answer: (list: AttendanceCheckDetail) => resolve(structuredClone(list)) })),
}));

const LIST = { tripId: 't1', id: 'c1' };
const STUDENTS = ['Ignacy Cyran', 'Ewa Lis', 'Jan Śliwa'];

function serverList(marks: Record<string, { status: 'present' | 'absent'; markedAt: string | null }> = {}): AttendanceCheckDetail {
  return testList(STUDENTS.map((name) => ({ studentId: name, studentName: name, status: marks[name]?.status ?? 'absent', markedAt: marks[name]?.markedAt ?? null })));
}

const shown = (client: QueryClient) => client.getQueryData<AttendanceCheckDetail>(tripKeys.attendanceList('t1', 'c1'));
const absent = (client: QueryClient) => shown(client)?.records.filter((r) => r.status === 'absent').map((r) => r.studentName);

/** A read of the list sets off; it answers with what `answer` is given. */
function startRead(client: QueryClient): { answer: (list: AttendanceCheckDetail) => Promise<void> } {
  const done = client.fetchQuery({ ...attendanceCheckQueryOptions('t1', 'c1'), staleTime: 0 });
  return {
    answer: async (list) => {
      // Not vi.waitFor: with a fake clock it moves the clock on.
      for (let tries = 0; reads.length === 0 && tries < 100; tries += 1) await Promise.resolve();
      reads.shift()!.answer(list);
      await done;
    },
  };
}

/** The server stores the oldest waiting mark as it came (at its device's time), and the sync applies its answer. */
function store(client: QueryClient, answer?: Partial<AttendanceMarkAnswer>): void {
  const change = outboxState.pending[0];
  if (change?.kind !== 'mark') throw new Error('no mark waiting');
  applySentChange(client, change, { studentId: change.studentId, status: change.status, markedAt: change.markedAt, ...answer });
  outboxState.pending.shift();
}

describe('the roll call on a device while the list is read again', () => {
  let client: QueryClient;
  beforeEach(async () => {
    outboxState.added.length = 0;
    outboxState.pending.length = 0;
    reads.length = 0;
    vi.resetModules();
    ({ attendanceCheckQueryOptions } = await import('./get-attendance-check'));
    ({ applySentChange, markStudents } = await import('./roll-call'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-05-11T05:00:00.000Z'));
    client = new QueryClient();
    await startRead(client).answer(serverList());
  });
  afterEach(() => vi.useRealTimers());

  it("a read that set off before two marks, answering after they were stored, leaves them on screen, and 'Cofnij' of 'Wszyscy obecni' puts back exactly who was absent", async () => {
    markStudents(client, 'u1', LIST, ['Ewa Lis'], 'present');
    store(client);
    // A read sets off now (the realtime event of Ewa's mark), and the server is slow to answer it.
    const slow = startRead(client);
    const answerThen = serverList({ 'Ewa Lis': { status: 'present', markedAt: '2027-05-11T05:00:00.000Z' } });

    vi.setSystemTime(new Date('2027-05-11T05:00:01.000Z'));
    markStudents(client, 'u1', LIST, ['Ewa Lis'], 'absent');
    vi.setSystemTime(new Date('2027-05-11T05:00:02.000Z'));
    markStudents(client, 'u1', LIST, ['Jan Śliwa'], 'present');
    store(client);
    store(client);
    // Both stored and out of the outbox: then the slow read answers, as Ewa's mark alone left the list.
    await slow.answer(answerThen);

    expect(absent(client)).toEqual(['Ignacy Cyran', 'Ewa Lis']);
    expect(shown(client)?.presentCount).toBe(1);

    // 'Wszyscy obecni' takes the absent as shown; its 'Cofnij' marks them absent again.
    const undo = shown(client)!.records.filter((r) => r.status === 'absent').map((r) => r.studentId);
    markStudents(client, 'u1', LIST, undo, 'present');
    markStudents(client, 'u1', LIST, undo, 'absent');
    expect(absent(client)).toEqual(['Ignacy Cyran', 'Ewa Lis']);
  });

  it("a later mark from another phone replaces this device's", async () => {
    const read = startRead(client);
    markStudents(client, 'u1', LIST, ['Jan Śliwa'], 'present');
    store(client);
    await read.answer(serverList({ 'Jan Śliwa': { status: 'absent', markedAt: '2027-05-11T05:00:05.000Z' } }));
    expect(absent(client)).toEqual(STUDENTS);
  });

  it("the time the server stored replaces the device's (a clock ahead does not keep the device's mark)", async () => {
    const read = startRead(client);
    vi.setSystemTime(new Date('2027-05-11T05:10:00.000Z'));
    markStudents(client, 'u1', LIST, ['Jan Śliwa'], 'present');
    // The server stores it at its own clock's time, five minutes earlier; another phone marks him absent after it.
    store(client, { markedAt: '2027-05-11T05:05:00.000Z' });
    await read.answer(serverList({ 'Jan Śliwa': { status: 'absent', markedAt: '2027-05-11T05:06:00.000Z' } }));
    expect(absent(client)).toEqual(STUDENTS);
  });

  it('a read that set off after the mark was stored is taken whole; a mark never stored (refused, or sent by another tab) is not kept', async () => {
    markStudents(client, 'u1', LIST, ['Jan Śliwa'], 'present');
    store(client);
    vi.setSystemTime(new Date('2027-05-11T05:00:00.050Z'));
    await startRead(client).answer(serverList());
    expect(absent(client)).toEqual(STUDENTS);

    const read = startRead(client);
    markStudents(client, 'u1', LIST, ['Ewa Lis'], 'present');
    outboxState.pending.length = 0;
    await read.answer(serverList());
    expect(absent(client)).toEqual(STUDENTS);
  });

  it('the answer to a mark leaves the screen alone while a later mark of the same child waits', () => {
    markStudents(client, 'u1', LIST, ['Jan Śliwa'], 'present');
    markStudents(client, 'u1', LIST, ['Jan Śliwa'], 'absent');
    store(client);
    expect(absent(client)).toEqual(STUDENTS);
    expect(shown(client)?.presentCount).toBe(0);
  });
});
