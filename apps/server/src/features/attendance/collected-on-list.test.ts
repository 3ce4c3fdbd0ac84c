import { describe, expect, it } from 'vitest';
import { MSG, type AttendanceCheckDetail, type AttendanceCheckSummary, type Student } from '@wycieczki/shared';
import { addDays, warsawDate } from '../../lib/warsaw-date';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

// Issue 63: a child collected by a parent while a 'Zbiórka' (or a roll call) is being taken leaves it
// at once: 'Obecni: 1 / 2, 1 odebrany', his row says who took him, and no alarm is taken for him. A
// child ticked present before being taken stays present, and a list no longer in force is left as it was.

const api = useTestApi();

/** Now in Poland, shifted by minutes, as a list's day and hour. */
function warsawAt(offsetMinutes: number): { date: string; time: string } {
  const at = new Date(Date.now() + offsetMinutes * 60_000);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return { date: warsawDate(at), time };
}

async function tripOfThree() {
  const teacher = await createUser(api, { fullName: 'Anna Nowak' });
  const today = warsawDate();
  const trip = await createTrip(api, teacher, {
    startDate: addDays(today, -1),
    endDate: addDays(today, 2),
    students: [{ name: 'Kasia Kot' }, { name: 'Jan Żak' }, { name: 'Ola Nowak' }],
  });
  const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: teacher.accessToken })).body;
  const named = (name: string) => students.find((s) => s.name === name)!;
  return { teacher, trip, kasia: named('Kasia Kot'), jan: named('Jan Żak'), ola: named('Ola Nowak') };
}

type Trip = Awaited<ReturnType<typeof tripOfThree>>;

async function newList(t: Trip, name: string, minutesAgo: number, user: TestUser = t.teacher) {
  const made = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${t.trip.id}/attendance`, { token: user.accessToken, body: { name, ...warsawAt(-minutesAgo) } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

async function mark(t: Trip, checkId: string, studentId: string) {
  const marked = await api.request('PUT', `/api/trips/${t.trip.id}/attendance/${checkId}/records/${studentId}`, { token: t.teacher.accessToken, body: { status: 'present' } });
  expect(marked.status).toBe(200);
}

async function collect(t: Trip, studentId: string) {
  const body = { collectorKind: 'parent', collectorName: 'Maria Żak', place: 'przy autokarze' };
  const made = await api.request('POST', `/api/trips/${t.trip.id}/students/${studentId}/handover`, { token: t.teacher.accessToken, body });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
}

async function summary(t: Trip, checkId: string) {
  const all = (await api.request<AttendanceCheckSummary[]>('GET', `/api/trips/${t.trip.id}/attendance`, { token: t.teacher.accessToken })).body;
  const found = all.find((check) => check.id === checkId)!;
  return [found.presentCount, found.totalCount, found.collectedCount];
}

const detail = async (t: Trip, checkId: string) => (await api.request<AttendanceCheckDetail>('GET', `/api/trips/${t.trip.id}/attendance/${checkId}`, { token: t.teacher.accessToken })).body;

describe('a child collected during a list', () => {
  it('leaves the open Zbiórka at once, with who took him, and no alarm is taken for him', async () => {
    const t = await tripOfThree();
    // A 'Zbiórka' for ten minutes ago, made now; Kasia is ticked, Jan's mother comes for him.
    const zbiorka = await newList(t, 'Zbiórka', 10);
    await mark(t, zbiorka.id, t.kasia.id);
    expect(await summary(t, zbiorka.id)).toEqual([1, 3, 0]);
    await collect(t, t.jan.id);
    expect(await summary(t, zbiorka.id)).toEqual([1, 2, 1]);
    const records = (await detail(t, zbiorka.id)).records;
    expect(records.find((r) => r.studentId === t.jan.id)!.collectedBy).toBe('Maria Żak');
    expect(records.find((r) => r.studentId === t.ola.id)!.collectedBy).toBeNull();
    const alarm = await api.request('POST', `/api/trips/${t.trip.id}/alarms`, { token: t.teacher.accessToken, body: { id: crypto.randomUUID(), studentId: t.jan.id } });
    expect(alarm.status).toBe(409);
    expect(alarm.body).toMatchObject({ error: { message: MSG.studentCollectedNoAlarm } });
  });

  it('keeps a child ticked present before he was taken present on that list', async () => {
    const t = await tripOfThree();
    const roll = await newList(t, 'Śniadanie', 20);
    await mark(t, roll.id, t.jan.id);
    await collect(t, t.jan.id);
    expect(await summary(t, roll.id)).toEqual([1, 3, 0]);
    expect((await detail(t, roll.id)).records.find((r) => r.studentId === t.jan.id)).toMatchObject({ status: 'present', collectedBy: null });
  });

  it('leaves a list no longer in force as it was: only the one in force when he was taken lets him go', async () => {
    const t = await tripOfThree();
    const morning = await newList(t, 'Rano', 90);
    const noon = await newList(t, 'Południe', 30);
    await collect(t, t.jan.id);
    expect(await summary(t, morning.id)).toEqual([0, 3, 0]);
    expect(await summary(t, noon.id)).toEqual([0, 2, 1]);
  });
});
