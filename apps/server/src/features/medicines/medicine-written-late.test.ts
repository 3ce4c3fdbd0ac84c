import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dosesAround, shiftDay, warsawDay, warsawTime, type PushDevice, type Student, type StudentMedicine, type TripMedicines } from '@wycieczki/shared';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { usePushTest } from '../push/push-test-kit';

// Doses are due from when the medicine is known (issue 63, the audit's defect 7): one written at 22:48
// with doses at 08:00 and 21:30 was overdue at once, on every guardian's screen and phone.

// The push service and the sender as the push tests have them: the overdue notice is a push.
const { api, fake } = usePushTest();

const TODAY = warsawDay(new Date());
const YESTERDAY = shiftDay(TODAY, -1);
const ZYRTEC = { name: 'Zyrtec', dose: '1 tabletka', times: ['08:00', '21:30'] };
/** 'dd.MM.yyyy', as the card prints a day. */
const printed = (day: string) => `${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

async function rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await api.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Łukasz, in Paweł's group, on a trip from yesterday; his Zyrtec written yesterday at 22:48:20 (Warsaw). */
async function writtenAt2248() {
  const leader = await createUser(api, { fullName: 'Anna Nowak' });
  const guardian = await createUser(api, { fullName: 'Paweł Dąbrowski' });
  const trip = await createTrip(api, leader, { guardians: [guardian], startDate: YESTERDAY, endDate: shiftDay(TODAY, 2), students: [{ name: 'Łukasz Żółć' }] });
  const lukasz = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: leader.accessToken })).body[0]!;
  expect((await api.request('POST', `/api/trips/${trip.id}/groups/assign`, { token: leader.accessToken, body: { studentIds: [lukasz.id], guardianId: guardian.user.id } })).status).toBe(204);
  const added = await api.request<StudentMedicine>('POST', `/api/trips/${trip.id}/students/${lukasz.id}/medicines`, { token: leader.accessToken, body: ZYRTEC });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const at = new Date(warsawTime(YESTERDAY, '22:48').getTime() + 20_000).toISOString();
  await api.database.db.execute(sql`update student_medicines set created_at = ${at}::timestamptz, updated_at = ${at}::timestamptz where id = ${added.body.id}`);
  const device = await api.request<PushDevice>('POST', '/api/push/devices', { token: guardian.accessToken, body: (({ endpoint, keys }) => ({ endpoint, keys }))(fake().subscribe()) });
  expect(device.status).toBe(201);
  return { leader, guardian, trip, zyrtec: added.body };
}

const medicinesOf = async (user: TestUser, tripId: string) => (await api.request<TripMedicines>('GET', `/api/trips/${tripId}/medicines`, { token: user.accessToken })).body;

const noticesOf = (medicineId: string) =>
  rows(sql`select dose_day::text as day, scheduled_time as time from medicine_overdue_notices where medicine_id = ${medicineId} order by dose_day, scheduled_time`);

const pushesTo = (user: TestUser) =>
  rows(sql`select o.payload->>'body' as body from push_outbox o join push_subscriptions s on s.id = o.subscription_id where s.user_id = ${user.user.id} and o.kind = 'medicine_overdue'`);

describe('a medicine written at 22:48 with doses at 08:00 and 21:30', () => {
  it('has no dose of that day overdue: no box on the phones, no notice, no push; the next morning’s 08:00 is', async () => {
    const { guardian, trip, zyrtec } = await writtenAt2248();
    for (const time of ['22:49', '23:00', '23:59']) await api.jobs.pushOverdueDoses(warsawTime(YESTERDAY, time));
    expect(await noticesOf(zyrtec.id)).toEqual([]);
    expect(await pushesTo(guardian)).toEqual([]);
    // The phones count with the same rule: the red 'Lek nie został podany' box has nothing to show.
    const { medicines, doses } = await medicinesOf(guardian, trip.id);
    expect(medicines[0]).toMatchObject({ hoursSetAt: new Date(warsawTime(YESTERDAY, '22:48').getTime() + 20_000).toISOString() });
    const at = (day: string, time: string) => dosesAround({ trip, medicines, marks: doses, groupOf: () => guardian.user.id, now: warsawTime(day, time) });
    expect(at(YESTERDAY, '22:50')).toEqual([]);
    expect(at(TODAY, '07:00').map((dose) => [dose.doseDay, dose.scheduledTime, dose.overdue])).toEqual([[TODAY, '08:00', false]]);

    // The next morning's dose is due as any: overdue at 08:31 and pushed once.
    expect(await api.jobs.pushOverdueDoses(warsawTime(TODAY, '08:31'))).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(zyrtec.id)).toEqual([{ day: TODAY, time: '08:00' }]);
    expect(await pushesTo(guardian)).toEqual([{ body: 'Lek nie został podany: Łukasz Ż., 08:00 – otwórz' }]);
  });

  it("is printed on the karta podawania leków with both of that day's doses not due, never 'nie oznaczono'", async () => {
    const { guardian, trip } = await writtenAt2248();
    const response = await api.app.request(`/api/trips/${trip.id}/medicines/pdf`, { headers: { authorization: `Bearer ${guardian.accessToken}` } });
    expect(response.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n');
    for (const time of ['08:00', '21:30']) {
      expect(text).toMatch(new RegExp(`${printed(YESTERDAY)}\\s*${time}\\s*Zyrtec\\s*nie dotyczy\\*`));
    }
    expect(text).not.toMatch(new RegExp(`${printed(YESTERDAY)}\\s*\\d\\d:\\d\\d\\s*Zyrtec\\s*nie oznaczono`));
    expect(text.replace(/\s+/g, ' ')).toContain('* Nie dotyczy: lek wpisano (albo zmieniono jego godziny) po tej godzinie, więc tej dawki nie trzeba było podać.');
  });
});

describe('a medicine given other hours later', () => {
  it('is due by them from the edit; a corrected dose or note leaves its doses as due as they were', async () => {
    const { leader, guardian, trip, zyrtec } = await writtenAt2248();
    const written = (await medicinesOf(guardian, trip.id)).medicines[0]!.hoursSetAt;
    const save = async (body: Record<string, unknown>) => {
      const saved = await api.request<StudentMedicine>('PUT', `/api/trips/${trip.id}/medicines/${zyrtec.id}`, { token: leader.accessToken, body });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return (await medicinesOf(guardian, trip.id)).medicines[0]!.hoursSetAt;
    };
    expect(await save({ ...ZYRTEC, dose: '2 tabletki', notes: 'po kolacji', untilDate: shiftDay(TODAY, 1) })).toBe(written);
    expect(await save({ ...ZYRTEC, times: ['21:30', '08:00'], dose: '2 tabletki' })).toBe(written);
    const moved = await save({ ...ZYRTEC, times: ['08:00', '20:00'] });
    expect(Date.parse(moved)).toBeGreaterThan(Date.parse(written));
    expect(await save({ ...ZYRTEC, times: ['08:00', '20:00'], givenBy: 'self' })).not.toBe(moved);
  });
});
