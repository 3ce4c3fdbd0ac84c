import { pupilAdjective, sortBySurname, type AttendanceCheckDetail, type AttendanceMarkAnswer, type AttendanceCheckSummary, type AttendanceStatus, type Student, type StudentHandover } from '@wycieczki/shared';
import type { QueryClient } from '@tanstack/react-query';
import { outbox } from '@/lib/outbox/device-outbox';
import type { AttendanceCheckValues } from '../components/attendance-check-form';
import type { OutboxChange } from '@/lib/outbox/outbox';
import { newId } from '@/lib/new-id';
import { tripKeys } from '@/lib/query-keys';
import { invalidateAfterChange } from '@/lib/refetch-after-change';
import { newestFirst } from './get-attendance-checks';
import { countPresent, noteMarkStored } from './record-marks';

/**
 * The roll call works with no network (docs/decisions/017): a new list and each mark change the
 * cached list at once and go into the device's outbox, which sends them in order when it can
 * (app/use-outbox-sync.ts). Online this is the same path, the outbox just empties at once.
 */

export type Mark = { tripId: string; checkId: string; studentId: string; status: AttendanceStatus; markedAt: string | null };

/** Puts a mark (its status and when it was made) on one student's record in the cached list and in its summary. */
export function writeMark(queryClient: QueryClient, { tripId, checkId, studentId, status, markedAt }: Mark): void {
  let statusChanged = false;
  queryClient.setQueryData<AttendanceCheckDetail>(tripKeys.attendanceList(tripId, checkId), (check) => {
    const record = check?.records.find((r) => r.studentId === studentId);
    if (!check || !record || (record.status === status && record.markedAt === markedAt)) return check;
    statusChanged = record.status !== status;
    const records = check.records.map((r) => (r.studentId === studentId ? { ...r, status, markedAt } : r));
    return { ...check, records, presentCount: countPresent(records) };
  });
  if (!statusChanged || isCollected(queryClient, { tripId, checkId, studentId })) return;
  const delta = status === 'present' ? 1 : -1;
  queryClient.setQueryData<AttendanceCheckSummary[]>(tripKeys.attendanceLists(tripId), (checks) =>
    checks?.map((c) => (c.id === checkId ? { ...c, presentCount: Math.max(0, Math.min(c.totalCount, c.presentCount + delta)) } : c)),
  );
}

/** Whether the list leaves the student out as taken by a parent (issue 54). */
function isCollected(queryClient: QueryClient, { tripId, checkId, studentId }: Pick<Mark, 'tripId' | 'checkId' | 'studentId'>): boolean {
  const check = queryClient.getQueryData<AttendanceCheckDetail>(tripKeys.attendanceList(tripId, checkId));
  return Boolean(check?.records.find((r) => r.studentId === studentId)?.collectedBy);
}

/**
 * Marks students on a list, on screen at once, each mark kept in the outbox with its device time.
 * The list is read from the cache, as it is now: the caller's function stays the same from tap to tap.
 */
export function markStudents(queryClient: QueryClient, userId: string, list: { tripId: string; id: string }, studentIds: readonly string[], status: AttendanceStatus): void {
  const markedAt = new Date().toISOString();
  const check = queryClient.getQueryData<AttendanceCheckDetail>(tripKeys.attendanceList(list.tripId, list.id));
  // 'Ewa Żak: obecna' (issue 63): the word in the child's gender, from the sex on the cached list.
  const sexOf = new Map(queryClient.getQueryData<Student[]>(tripKeys.students(list.tripId))?.map((s) => [s.id, s.sex]));
  for (const studentId of studentIds) {
    const record = check?.records.find((r) => r.studentId === studentId);
    const pupil = { name: record?.studentName ?? '', sex: sexOf.get(studentId) ?? null };
    const mark = { tripId: list.tripId, checkId: list.id, studentId, status, markedAt };
    writeMark(queryClient, mark);
    void outbox.add({
      kind: 'mark',
      id: newId(),
      userId,
      ...mark,
      label: `${record?.studentName ?? 'Uczeń'}: ${pupilAdjective(status === 'present' ? 'obecny' : 'nieobecny', pupil)} (${check?.name ?? 'lista obecności'})`,
    });
  }
}

/**
 * A new list, made on the device with its own id: every student of the trip absent, as the server
 * will make it. The students come from the cached student list (or another cached list).
 */
function newListDetail(queryClient: QueryClient, tripId: string, userId: string, id: string, values: AttendanceCheckValues): AttendanceCheckDetail {
  const students = queryClient.getQueryData<Student[]>(tripKeys.students(tripId));
  const another = queryClient.getQueriesData<AttendanceCheckDetail>({ queryKey: [...tripKeys.attendance(tripId), 'detail'] }).find(([, data]) => data)?.[1];
  const people = students?.map((s) => ({ studentId: s.id, studentName: s.name })) ?? another?.records.map(({ studentId, studentName }) => ({ studentId, studentName })) ?? [];
  // A child a parent has now (issue 54), as the handovers kept on the device say: on the list, not expected.
  const handovers = queryClient.getQueryData<StudentHandover[]>(tripKeys.handovers(tripId)) ?? [];
  const collectedBy = new Map(handovers.filter((h) => h.returnedAt === null).map((h) => [h.studentId, h.collectorName]));
  // In a class register's order, as the server makes a list (by surname: issue 23).
  const records = sortBySurname(
    people.map((p) => ({ ...p, status: 'absent' as const, collectedBy: collectedBy.get(p.studentId) ?? null })),
    (record) => record.studentName,
  );
  const collectedCount = records.filter((r) => r.collectedBy).length;
  return {
    id,
    tripId,
    ...values,
    meetingPlace: values.meetingPlace ?? null,
    meetingLat: values.meetingLat ?? null,
    meetingLng: values.meetingLng ?? null,
    createdBy: userId,
    createdAt: new Date().toISOString(),
    totalCount: records.length - collectedCount,
    presentCount: 0,
    collectedCount,
    records,
  };
}

/** Makes a list on the device (shown and selectable at once); answers its id. */
export function createList(queryClient: QueryClient, userId: string, tripId: string, values: AttendanceCheckValues): string {
  const id = newId();
  const detail = newListDetail(queryClient, tripId, userId, id, values);
  queryClient.setQueryData(tripKeys.attendanceList(tripId, id), detail);
  const { records: _records, ...summary } = detail;
  queryClient.setQueryData<AttendanceCheckSummary[]>(tripKeys.attendanceLists(tripId), (checks) => (checks ? [summary, ...checks].sort(newestFirst) : checks));
  void outbox.add({ kind: 'create-list', id: newId(), userId, tripId, list: { id, ...values }, label: `Nowa lista obecności „${values.name}”` });
  return id;
}

/** The server stored a change: what it answered replaces the guess (a later mark from elsewhere may have won). */
export function applySentChange(queryClient: QueryClient, change: OutboxChange, answer: unknown): void {
  if (change.kind === 'alarm') {
    // Every screen's banner reads the trip's open alarms again.
    void invalidateAfterChange(queryClient, { queryKey: tripKeys.alarms(change.tripId) });
    return;
  }
  if (change.kind === 'mark') {
    noteMarkStored(change.checkId, change.studentId);
    // A later mark of the same child still waits to be sent: the screen shows that one.
    if (outbox.getState().pending.some((c) => c.kind === 'mark' && c.id !== change.id && c.checkId === change.checkId && c.studentId === change.studentId)) return;
    // Written even when it is what the screen guessed: a read that set off before the mark was stored
    // may have put the record back as it was meanwhile, and the stored time (no later than the
    // server's clock) is what the next read is weighed against (record-marks.ts).
    const { status, markedAt } = answer as AttendanceMarkAnswer;
    writeMark(queryClient, { ...change, status, markedAt: markedAt ?? null });
    return;
  }
  const sent = answer as AttendanceCheckDetail;
  // Marks made before the list reached the server are still on their way: the cached records keep them.
  queryClient.setQueryData<AttendanceCheckDetail>(tripKeys.attendanceList(change.tripId, sent.id), (cached) => cached ?? sent);
}
