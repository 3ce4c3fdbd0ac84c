import type { AttendanceCheckDetail, AttendanceMarkAnswer } from '@wycieczki/shared';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxChange } from '@/lib/outbox/outbox';
import { tripKeys } from '@/lib/query-keys';
import { attendanceCheckQueryOptions } from './get-attendance-check';
import { applySentChange, forgetRefusedMark, markStudents } from './roll-call';
import { testList } from './test-list';

// The device's outbox keeps its changes in IndexedDB: here, the changes are only collected.
const added = vi.hoisted(() => [] as OutboxChange[]);
vi.mock('@/lib/outbox/device-outbox', () => ({ outbox: { add: async (change: OutboxChange) => void added.push(change) } }));
// What the server answers a read of the list, set by each test.
const server = vi.hoisted(() => ({ answer: null as unknown }));
vi.mock('@/lib/api-client', () => ({ apiRequest: async () => structuredClone(server.answer) }));

const LIST = { tripId: 't1', id: 'c1' };
const STUDENTS = ['Ignacy Cyran', 'Ewa Lis', 'Jan Śliwa'];

function serverList(marks: Record<string, { status: 'present' | 'absent'; markedAt: string | null }> = {}): AttendanceCheckDetail {
  return testList(STUDENTS.map((name) => ({ studentId: name, studentName: name, status: marks[name]?.status ?? 'absent', markedAt: marks[name]?.markedAt ?? null })));
}

const shown = (client: QueryClient) => client.getQueryData<AttendanceCheckDetail>(tripKeys.attendanceList('t1', 'c1'));
const absent = (client: QueryClient) => shown(client)?.records.filter((r) => r.status === 'absent').map((r) => r.studentName);

/** The server stores a sent mark as it came (its device's time), and answers the record. */
function stored(change: OutboxChange): AttendanceMarkAnswer {
  if (change.kind !== 'mark') throw new Error('not a mark');
  return { studentId: change.studentId, status: change.status, markedAt: change.markedAt };
}

async function read(client: QueryClient): Promise<void> {
  await client.fetchQuery({ ...attendanceCheckQueryOptions('t1', 'c1'), staleTime: 0 });
}

describe('the roll call on a device while the list is read again', () => {
  let client: QueryClient;
  beforeEach(async () => {
    added.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-05-11T05:00:00.000Z'));
    client = new QueryClient();
    server.answer = serverList();
    await read(client);
  });

  it("a read that set off before two marks were stored, answering after them, leaves them on screen, and 'Cofnij' of 'Wszyscy obecni' puts back exactly who was absent", async () => {
    markStudents(client, 'u1', LIST, ['Ewa Lis'], 'present');
    const ewaPresent = added.at(-1)!;
    applySentChange(client, ewaPresent, stored(ewaPresent));
    // A read sets off now (the realtime event of Ewa's mark), and the server is slow to answer it.
    const stale = serverList({ 'Ewa Lis': { status: 'present', markedAt: stored(ewaPresent).markedAt } });

    vi.setSystemTime(new Date('2027-05-11T05:00:01.000Z'));
    markStudents(client, 'u1', LIST, ['Ewa Lis'], 'absent');
    vi.setSystemTime(new Date('2027-05-11T05:00:02.000Z'));
    markStudents(client, 'u1', LIST, ['Jan Śliwa'], 'present');
    for (const change of added.slice(1)) applySentChange(client, change, stored(change));
    // Both stored and out of the outbox: then the slow read answers, as Ewa's mark alone left the list.
    server.answer = stale;
    await read(client);

    expect(absent(client)).toEqual(['Ignacy Cyran', 'Ewa Lis']);
    expect(shown(client)?.presentCount).toBe(1);

    // 'Wszyscy obecni' takes the absent as shown; its 'Cofnij' marks them absent again.
    const undo = shown(client)!.records.filter((r) => r.status === 'absent').map((r) => r.studentId);
    markStudents(client, 'u1', LIST, undo, 'present');
    markStudents(client, 'u1', LIST, undo, 'absent');
    expect(absent(client)).toEqual(['Ignacy Cyran', 'Ewa Lis']);
  });

  it("a later mark from another phone replaces this device's", async () => {
    markStudents(client, 'u1', LIST, ['Jan Śliwa'], 'present');
    applySentChange(client, added[0]!, stored(added[0]!));
    server.answer = serverList({ 'Jan Śliwa': { status: 'absent', markedAt: '2027-05-11T05:00:05.000Z' } });
    await read(client);
    expect(absent(client)).toEqual(STUDENTS);
  });

  it("the time the server stored replaces the device's (a clock ahead does not keep the device's mark for good)", async () => {
    vi.setSystemTime(new Date('2027-05-11T05:10:00.000Z'));
    markStudents(client, 'u1', LIST, ['Jan Śliwa'], 'present');
    // The server stores it at its own clock's time, five minutes earlier.
    applySentChange(client, added[0]!, { studentId: 'Jan Śliwa', status: 'present', markedAt: '2027-05-11T05:05:00.000Z' });
    server.answer = serverList({ 'Jan Śliwa': { status: 'absent', markedAt: '2027-05-11T05:06:00.000Z' } });
    await read(client);
    expect(absent(client)).toEqual(STUDENTS);
  });

  it("a mark the server refused gives way to the server's record when the list is read again", async () => {
    markStudents(client, 'u1', LIST, ['Jan Śliwa'], 'present');
    await read(client);
    expect(absent(client)).toEqual(['Ignacy Cyran', 'Ewa Lis']);
    forgetRefusedMark(client, added[0]!);
    await read(client);
    expect(absent(client)).toEqual(STUDENTS);
  });
});
