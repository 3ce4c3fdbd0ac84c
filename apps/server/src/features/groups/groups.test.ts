import { describe, expect, it } from 'vitest';
import { groupTooLargeMessage, MSG, type Student } from '@wycieczki/shared';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';
import { splitEvenly } from './groups.service';

const api = useTestApi();

const students = (user: TestUser, tripId: string) => api.request<Student[]>('GET', `/api/trips/${tripId}/students`, { token: user.accessToken });
const autoSplit = (user: TestUser, tripId: string) => api.request('POST', `/api/trips/${tripId}/groups/auto`, { token: user.accessToken });
const assign = (user: TestUser, tripId: string, body: unknown) => api.request('POST', `/api/trips/${tripId}/groups/assign`, { token: user.accessToken, body });

function sizes(list: Student[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of list) counts[s.groupGuardianId ?? 'none'] = (counts[s.groupGuardianId ?? 'none'] ?? 0) + 1;
  return counts;
}

/** A leader and two guardians, 12 students of two classes, the ratio 1 to 5. */
async function tripOfTwelve() {
  const leader = await createUser(api, { fullName: 'Anna Nowak' });
  const anna = await createUser(api, { fullName: 'Ewa Kowalska' });
  const piotr = await createUser(api, { fullName: 'Piotr Zieliński' });
  const trip = await createTrip(api, leader, {
    guardians: [anna, piotr],
    students: Array.from({ length: 12 }, (_, i) => ({ name: `Uczeń ${String(i + 1).padStart(2, '0')} Nazwisko${i}`, className: i % 2 === 0 ? '6a' : '6b' })),
  });
  expect((await api.request('PATCH', `/api/trips/${trip.id}`, { token: leader.accessToken, body: { studentsPerGuardian: 5 } })).status).toBe(200);
  return { leader, anna, piotr, trip };
}

describe('groups', () => {
  it('splits the students evenly by class among the guardians, the leader included, each in exactly one group', async () => {
    const { leader, anna, piotr, trip } = await tripOfTwelve();
    expect((await students(leader, trip.id)).body.every((s) => s.groupGuardianId === null)).toBe(true);
    expect((await autoSplit(leader, trip.id)).status).toBe(204);
    const list = (await students(anna, trip.id)).body;
    expect(sizes(list)).toEqual({ [leader.user.id]: 4, [anna.user.id]: 4, [piotr.user.id]: 4 });
    // By class: the leader's group is all of 6a.
    expect(new Set(list.filter((s) => s.groupGuardianId === leader.user.id).map((s) => s.className))).toEqual(new Set(['6a']));
    const feed = await api.request<{ entries: { summary: string }[] }>('GET', `/api/trips/${trip.id}/activity`, { token: anna.accessToken });
    expect(feed.body.entries[0]!.summary).toBe('podzielono uczniów na grupy (3)');
  });

  it('moves students by hand within the ratio, refuses a group over it and a stranger as guardian, changing nothing', async () => {
    const { leader, anna, piotr, trip } = await tripOfTwelve();
    await autoSplit(leader, trip.id);
    const list = (await students(leader, trip.id)).body;
    const ofPiotr = list.filter((s) => s.groupGuardianId === piotr.user.id);
    expect((await assign(leader, trip.id, { studentIds: [ofPiotr[0]!.id], guardianId: anna.user.id })).status).toBe(204);
    expect(sizes((await students(leader, trip.id)).body)).toEqual({ [leader.user.id]: 4, [anna.user.id]: 5, [piotr.user.id]: 3 });
    // Over the ratio (1 to 5): refused in Polish, nothing moved.
    const over = await assign(leader, trip.id, { studentIds: [ofPiotr[1]!.id], guardianId: anna.user.id });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ error: { message: groupTooLargeMessage('Ewa Kowalska', 5) } });
    const stranger = await createUser(api);
    expect((await assign(leader, trip.id, { studentIds: [ofPiotr[1]!.id], guardianId: stranger.user.id })).body).toMatchObject({ error: { message: MSG.groupGuardianNotMember } });
    expect((await assign(leader, trip.id, { studentIds: ['00000000-0000-4000-8000-000000000001'], guardianId: anna.user.id })).status).toBe(404);
    expect((await assign(leader, trip.id, { studentIds: [], guardianId: anna.user.id })).status).toBe(400);
    expect(sizes((await students(leader, trip.id)).body)).toEqual({ [leader.user.id]: 4, [anna.user.id]: 5, [piotr.user.id]: 3 });
    // Out of every group.
    expect((await assign(leader, trip.id, { studentIds: [ofPiotr[1]!.id], guardianId: null })).status).toBe(204);
    expect(sizes((await students(leader, trip.id)).body).none).toBe(1);
  });

  it('is set by the creator or the leader only; a guardian who leaves the trip leaves their group', async () => {
    const { leader, anna, piotr, trip } = await tripOfTwelve();
    expect((await autoSplit(anna, trip.id)).status).toBe(403);
    expect((await autoSplit(await createUser(api), trip.id)).status).toBe(404);
    await autoSplit(leader, trip.id);
    const first = (await students(leader, trip.id)).body[0]!;
    expect((await assign(piotr, trip.id, { studentIds: [first.id], guardianId: piotr.user.id })).status).toBe(403);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/guardians/${piotr.user.id}`, { token: leader.accessToken })).status).toBe(200);
    expect(sizes((await students(leader, trip.id)).body)).toEqual({ [leader.user.id]: 4, [anna.user.id]: 4, none: 4 });
  });

  it('splits in sizes that differ by one at most', () => {
    const guardians = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }];
    const pupils = Array.from({ length: 10 }, (_, i) => ({ id: String(i), name: `X Y${i}`, className: null, groupGuardianId: null }));
    const counts = splitEvenly(pupils, guardians).reduce<Record<string, number>>((acc, a) => ({ ...acc, [a.guardianId]: (acc[a.guardianId] ?? 0) + 1 }), {});
    expect(counts).toEqual({ a: 4, b: 3, c: 3 });
  });
});
