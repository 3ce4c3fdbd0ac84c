import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG, type AttendanceCheckDetail, type AttendanceCheckSummary, type MissingAlarm, type Student, type StudentHandover } from '@wycieczki/shared';
import { addDays, warsawDate } from '../../lib/warsaw-date';
import { createUser, type TestUser } from '../../test/factories';
import { checkModel, tripOfPupils } from '../../test/model/run-model';
import { ChildrenModel, warsawDayAndHour, warsawInstant } from '../../test/model/children-model';
import { useTestApi } from '../../test/test-app';

// Issue 63, model-based: random sequences of roll calls and meeting points, marks, hand-overs to a
// parent and returns, alarms raised and ended, run against the API; after every event each read model
// (the lists' counts, every row of every list, the open hand-overs, the alarms) agrees with the plain
// model in test/model/children-model.ts. Seeded (FC_SEED to replay a failure; the seed is printed)
// and shrunk to the shortest failing sequence.

const api = useTestApi();

type Real = { teacher: TestUser; tripId: string; students: Student[]; alarmIds: Map<string, string> };
const as = (r: Real, body?: unknown) => ({ token: r.teacher.accessToken, body });
const MINUTE = 60_000;

async function agree(m: ChildrenModel, r: Real): Promise<void> {
  const summaries = (await api.request<AttendanceCheckSummary[]>('GET', `/api/trips/${r.tripId}/attendance`, as(r))).body;
  expect(summaries.map((s) => s.id).sort()).toEqual(m.lists.map((l) => l.id).sort());
  for (const list of m.lists) {
    const summary = summaries.find((s) => s.id === list.id)!;
    expect([summary.presentCount, summary.totalCount, summary.collectedCount], `counts of ${summary.name}`).toEqual(m.counts(list));
    const detail = (await api.request<AttendanceCheckDetail>('GET', `/api/trips/${r.tripId}/attendance/${list.id}`, as(r))).body;
    for (const record of detail.records) {
      expect({ status: record.status, collectedBy: record.collectedBy ?? null }, `${record.studentName} on ${summary.name}`).toEqual(m.recordOf(list, record.studentId));
    }
  }
  const handovers = (await api.request<StudentHandover[]>('GET', `/api/trips/${r.tripId}/handovers`, as(r))).body;
  const open = handovers.filter((h) => h.returnedAt === null).map((h) => h.studentId).sort();
  expect(open, 'children with a parent now').toEqual(m.studentIds.filter((id) => m.openHandover(id)).sort());
  const alarms = (await api.request<MissingAlarm[]>('GET', `/api/trips/${r.tripId}/alarms`, as(r))).body;
  expect(alarms.map((a) => a.studentId).sort(), 'open alarms').toEqual([...m.openAlarms].sort());
}

type Cmd = fc.AsyncCommand<ChildrenModel, Real>;

const newList = (minutesAgo: number, meeting: boolean): Cmd => ({
  check: (m) => m.lists.length < 5,
  async run(m, r) {
    const when = warsawDayAndHour(Date.now() - minutesAgo * MINUTE);
    const body = { name: meeting ? 'Zbiórka' : 'Lista', ...when, ...(meeting ? { meetingPlace: 'przy fontannie' } : {}) };
    const made = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${r.tripId}/attendance`, as(r, body));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    m.lists.push({ id: made.body.id, at: warsawInstant(made.body.date, made.body.time), made: Date.parse(made.body.createdAt), marks: new Map() });
    await agree(m, r);
  },
  toString: () => `newList(${minutesAgo}${meeting ? ', zbiórka' : ''})`,
});

const mark = (listIndex: number, child: number, status: 'present' | 'absent'): Cmd => ({
  check: (m) => m.lists.length > 0,
  async run(m, r) {
    const list = m.lists[listIndex % m.lists.length]!;
    const student = r.students[child]!;
    const marked = await api.request<{ status: 'present' | 'absent'; markedAt: string }>('PUT', `/api/trips/${r.tripId}/attendance/${list.id}/records/${student.id}`, as(r, { status }));
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    list.marks.set(student.id, { status: marked.body.status, markedAt: Date.parse(marked.body.markedAt) });
    await agree(m, r);
  },
  toString: () => `mark(${listIndex}, ${child}, ${status})`,
});

const collect = (child: number, minutesAgo: number): Cmd => ({
  check: (m) => m.studentIds.length > child,
  async run(m, r) {
    const student = r.students[child]!;
    const body = { collectorKind: 'parent', collectorName: `Rodzic ${child}`, place: 'hotel', collectedAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString() };
    const made = await api.request<StudentHandover>('POST', `/api/trips/${r.tripId}/students/${student.id}/handover`, as(r, body));
    if (m.openHandover(student.id)) {
      expect(made.status).toBe(409);
    } else {
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      m.handovers.get(student.id)!.push({ id: made.body.id, collector: made.body.collectorName, collected: Date.parse(made.body.collectedAt), returned: null });
    }
    await agree(m, r);
  },
  toString: () => `collect(${child}, ${minutesAgo} min ago)`,
});

const returnToGroup = (child: number): Cmd => ({
  check: (m) => m.openHandover(m.studentIds[child]!) !== undefined,
  async run(m, r) {
    const open = m.openHandover(r.students[child]!.id)!;
    const back = await api.request<StudentHandover>('POST', `/api/trips/${r.tripId}/handovers/${open.id}/return`, as(r));
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    open.returned = Date.parse(back.body.returnedAt!);
    await agree(m, r);
  },
  toString: () => `returnToGroup(${child})`,
});

const raiseAlarm = (child: number): Cmd => ({
  check: () => true,
  async run(m, r) {
    const student = r.students[child]!;
    const raised = await api.request<MissingAlarm>('POST', `/api/trips/${r.tripId}/alarms`, as(r, { id: randomUUID(), studentId: student.id }));
    if (m.openHandover(student.id)) {
      // A child with a parent is not missing: no screen offers it, and the server takes none.
      expect(raised.status).toBe(409);
      expect(raised.body).toMatchObject({ error: { message: MSG.studentCollectedNoAlarm } });
    } else {
      expect(raised.status, JSON.stringify(raised.body)).toBe(201);
      if (!m.openAlarms.has(student.id)) r.alarmIds.set(student.id, raised.body.id);
      expect(raised.body.id).toBe(r.alarmIds.get(student.id));
      m.openAlarms.add(student.id);
    }
    await agree(m, r);
  },
  toString: () => `raiseAlarm(${child})`,
});

const resolveAlarm = (child: number): Cmd => ({
  check: (m) => m.openAlarms.has(m.studentIds[child]!),
  async run(m, r) {
    const student = r.students[child]!;
    const resolved = await api.request('POST', `/api/trips/${r.tripId}/alarms/${r.alarmIds.get(student.id)}/resolve`, as(r, {}));
    expect(resolved.status).toBe(204);
    m.openAlarms.delete(student.id);
    await agree(m, r);
  },
  toString: () => `resolveAlarm(${child})`,
});

const CHILDREN = 4;
const child = fc.integer({ min: 0, max: CHILDREN - 1 });
const commands = [
  fc.tuple(fc.integer({ min: 0, max: 240 }), fc.boolean()).map(([ago, meeting]) => newList(ago, meeting)),
  fc.tuple(fc.nat(), child, fc.constantFrom('present' as const, 'absent' as const)).map(([list, c, status]) => mark(list, c, status)),
  // Half of the hand-overs happen now, while the lists made before are in force; the rest earlier.
  fc.tuple(child, fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 240 }))).map(([c, ago]) => collect(c, ago)),
  child.map(returnToGroup),
  child.map(raiseAlarm),
  child.map(resolveAlarm),
];

describe('where each child stands (model-based)', () => {
  it('every list, count, hand-over and alarm agrees with the model after every event', async () => {
    const teacher = await createUser(api, { fullName: 'Anna Nowak' });
    const today = warsawDate();
    await checkModel(commands, { maxCommands: 14, runs: 20 }, async () => {
      const { trip, students } = await tripOfPupils(api, teacher, CHILDREN, { startDate: addDays(today, -1), endDate: addDays(today, 2) });
      return { model: new ChildrenModel(students.map((s) => s.id)), real: { teacher, tripId: trip.id, students, alarmIds: new Map() } };
    });
  }, 240_000);
});
