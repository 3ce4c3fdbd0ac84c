import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dosesAround,
  MSG,
  doseMaxPerDayReachedMessage,
  shiftDay,
  warsawDay,
  warsawTime,
  type ActivityEntry,
  type MedicineDose,
  type ParentLink,
  type ParentView,
  type PushDevice,
  type Student,
  type StudentMedicine,
  type TripMedicines,
} from '@wycieczki/shared';
import { eraseDueTrips } from '../../erasure/erase-sensitive';
import { startPushSender, type PushSender } from '../../push/push-sender';
import { FAKE_PUSH_AGENT, startFakePushService, type FakePushService } from '../../test/fake-push';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { useTestApi } from '../../test/test-app';
import { PARENT_LINK_HEADER } from '../parents/parents.routes';

let fake: FakePushService;
beforeAll(async () => {
  fake = await startFakePushService();
});
afterAll(async () => {
  await fake.stop();
});

const api = useTestApi({ pushOrigins: () => [fake.origin] });
let sender: PushSender;
beforeAll(async () => {
  sender = await startPushSender(api.database, { ...api.push, agent: FAKE_PUSH_AGENT });
});
afterAll(async () => {
  await sender.stop();
});

/** The trip runs from yesterday to the day after tomorrow (Warsaw), so marks made now are on its days. */
const TODAY = warsawDay(new Date());
const INHALER = { name: 'Ventolin', dose: '2 wdechy', times: ['20:00', '08:00'] };

async function tripWithMedicines() {
  const leader = await createUser(api, { fullName: 'Anna Nowak' });
  const guardian = await createUser(api, { fullName: 'Piotr Zieliński' });
  const trip = await createTrip(api, leader, {
    guardians: [guardian],
    startDate: shiftDay(TODAY, -1),
    endDate: shiftDay(TODAY, 2),
    students: [{ name: 'Zofia Kowalska', className: '6b', pesel: '44051401359', parentPhone: '600100200' }, { name: 'Jan Żak' }],
  });
  const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: leader.accessToken })).body;
  const zofia = students.find((s) => s.name === 'Zofia Kowalska')!;
  const jan = students.find((s) => s.name === 'Jan Żak')!;
  // Zofia is in Piotr's group: her overdue doses are his to hear of.
  expect((await api.request('POST', `/api/trips/${trip.id}/groups/assign`, { token: leader.accessToken, body: { studentIds: [zofia.id], guardianId: guardian.user.id } })).status).toBe(204);
  const added = await api.request<StudentMedicine>('POST', `/api/trips/${trip.id}/students/${zofia.id}/medicines`, { token: leader.accessToken, body: INHALER });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  await writtenBeforeTrip(trip.id);
  return { leader, guardian, trip, zofia, jan, inhaler: added.body };
}

/** The trip's medicines as written before it began: every dose of its days is due, whatever the hour the test runs at. */
async function writtenBeforeTrip(tripId: string) {
  await api.database.db.execute(sql`update student_medicines set created_at = created_at - interval '3 days', updated_at = updated_at - interval '3 days' where trip_id = ${tripId}`);
}

const medicinesOf = async (user: TestUser, tripId: string) => (await api.request<TripMedicines>('GET', `/api/trips/${tripId}/medicines`, { token: user.accessToken })).body;

function mark(user: TestUser, tripId: string, body: Record<string, unknown>) {
  return api.request<MedicineDose>('POST', `/api/trips/${tripId}/medicine-doses`, { token: user.accessToken, body });
}

const doseOf = (medicineId: string, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  medicineId,
  doseDay: TODAY,
  scheduledTime: '20:00',
  status: 'given',
  markedAt: new Date().toISOString(),
  ...overrides,
});

async function feed(user: TestUser, tripId: string): Promise<string[]> {
  const page = await api.request<{ entries: ActivityEntry[] }>('GET', `/api/trips/${tripId}/activity`, { token: user.accessToken });
  return page.body.entries.map((entry) => `${entry.actorName}: ${entry.summary}`);
}

async function subscribe(user: TestUser) {
  const subscription = fake.subscribe();
  const saved = await api.request<PushDevice>('POST', '/api/push/devices', { token: user.accessToken, body: { endpoint: subscription.endpoint, keys: subscription.keys } });
  expect(saved.status).toBe(201);
  return subscription;
}

async function pushesTo(subscription: { id: string }) {
  await sender.flush();
  return fake.received.filter((push) => push.subscription === subscription.id);
}

async function rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await api.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe("'Leki': a student's medicines", () => {
  it('are added by the teacher, read and changed by every guardian, each change in the feed without the medicine', async () => {
    const { leader, guardian, trip, zofia, inhaler } = await tripWithMedicines();
    expect(inhaler).toMatchObject({ studentId: zofia.id, studentName: 'Zofia Kowalska', name: 'Ventolin', times: ['08:00', '20:00'], asNeeded: false, givenBy: 'guardian', byParent: false });
    const course = await api.request<StudentMedicine>('POST', `/api/trips/${trip.id}/students/${zofia.id}/medicines`, {
      token: guardian.accessToken,
      body: { name: 'Nurofen', dose: '1 tabletka 200 mg', asNeeded: true, maxPerDay: 2, givenBy: 'guardian', fromDate: TODAY, untilDate: shiftDay(TODAY, 1), notes: 'przy bólu głowy' },
    });
    expect(course.status).toBe(201);
    const changed = await api.request<StudentMedicine>('PUT', `/api/trips/${trip.id}/medicines/${inhaler.id}`, { token: guardian.accessToken, body: { ...INHALER, times: ['07:30', '20:00'], givenBy: 'self' } });
    expect(changed.body).toMatchObject({ id: inhaler.id, times: ['07:30', '20:00'], givenBy: 'self' });
    const list = await medicinesOf(guardian, trip.id);
    expect(list.medicines.map((m) => `${m.name} ${m.times.join(',') || `max ${m.maxPerDay}`}`)).toEqual(['Ventolin 07:30,20:00', 'Nurofen max 2']);
    expect(list.doses).toEqual([]);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/medicines/${course.body.id}`, { token: leader.accessToken })).status).toBe(204);
    expect((await medicinesOf(leader, trip.id)).medicines).toHaveLength(1);
    const lines = (await feed(leader, trip.id)).filter((line) => line.includes(' lek:'));
    expect(lines).toEqual([
      'Anna Nowak: usunięto lek: Zofia Kowalska',
      'Piotr Zieliński: zmieniono lek: Zofia Kowalska',
      'Piotr Zieliński: dodano lek: Zofia Kowalska',
      'Anna Nowak: dodano lek: Zofia Kowalska',
    ]);
    expect(JSON.stringify(await feed(leader, trip.id))).not.toMatch(/Ventolin|Nurofen/);
  });

  it('refuse bad input in Polish, changing nothing, and outsiders with 404 on every endpoint', async () => {
    const { leader, trip, zofia, inhaler } = await tripWithMedicines();
    const add = (body: unknown) => api.request('POST', `/api/trips/${trip.id}/students/${zofia.id}/medicines`, { token: leader.accessToken, body });
    const refusals: [unknown, string][] = [
      [{ ...INHALER, name: '' }, MSG.medicineNameRequired],
      [{ ...INHALER, times: [] }, MSG.medicineTimesRequired],
      [{ ...INHALER, times: ['8.00'] }, MSG.medicineTimeInvalid],
      [{ ...INHALER, times: ['08:00', '08:00'] }, MSG.medicineTimesRepeated],
      [{ ...INHALER, times: [], asNeeded: true, maxPerDay: 30 }, MSG.medicineMaxPerDayInvalid],
      [{ ...INHALER, fromDate: shiftDay(TODAY, -2) }, MSG.medicineDatesOutsideTrip],
      [{ ...INHALER, untilDate: shiftDay(TODAY, 3) }, MSG.medicineDatesOutsideTrip],
      [{ ...INHALER, fromDate: shiftDay(TODAY, 1), untilDate: TODAY }, MSG.medicineDatesOrder],
      // Zofia has Ventolin for the whole trip: the same again, in other letters and spaces, on any of its days.
      [{ ...INHALER, name: ' VENTOLIN ' }, MSG.medicineRepeated],
      [{ ...INHALER, name: 'ventolin', fromDate: TODAY, untilDate: TODAY }, MSG.medicineRepeated],
    ];
    for (const [body, message] of refusals) {
      const refused = await add(body);
      expect(refused.status, message).toBe(400);
      expect(refused.body).toMatchObject({ error: { message } });
    }
    const unknownStudent = await api.request('POST', `/api/trips/${trip.id}/students/${randomUUID()}/medicines`, { token: leader.accessToken, body: INHALER });
    expect(unknownStudent.body).toMatchObject({ error: { message: MSG.studentNotFound } });
    expect((await api.request('PUT', `/api/trips/${trip.id}/medicines/${randomUUID()}`, { token: leader.accessToken, body: INHALER })).body).toMatchObject({ error: { message: MSG.medicineNotFound } });
    expect((await medicinesOf(leader, trip.id)).medicines.map((m) => m.id)).toEqual([inhaler.id]);

    const outsider = await createUser(api);
    const token = outsider.accessToken;
    const calls = [
      api.request('GET', `/api/trips/${trip.id}/medicines`, { token }),
      api.request('GET', `/api/trips/${trip.id}/medicines/pdf`, { token }),
      api.request('POST', `/api/trips/${trip.id}/students/${zofia.id}/medicines`, { token, body: INHALER }),
      api.request('PUT', `/api/trips/${trip.id}/medicines/${inhaler.id}`, { token, body: INHALER }),
      api.request('DELETE', `/api/trips/${trip.id}/medicines/${inhaler.id}`, { token }),
      mark(outsider, trip.id, doseOf(inhaler.id)),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(404);
    expect((await medicinesOf(leader, trip.id)).medicines).toHaveLength(1);
    expect((await medicinesOf(leader, trip.id)).doses).toEqual([]);
  });

  it('take the same medicine again for a later course, never twice on one day, also when one is renamed', async () => {
    const { leader, trip, jan } = await tripWithMedicines();
    const add = (body: unknown) => api.request<StudentMedicine>('POST', `/api/trips/${trip.id}/students/${jan.id}/medicines`, { token: leader.accessToken, body });
    const ANTIBIOTIC = { name: 'Amoksiklav', dose: '1 tabletka', times: ['08:00', '20:00'] };
    expect((await add({ ...ANTIBIOTIC, untilDate: TODAY })).status).toBe(201);
    expect((await add({ ...ANTIBIOTIC, name: 'amoksiklav', fromDate: shiftDay(TODAY, 1) })).status).toBe(201);
    const painkiller = await add({ name: 'Nurofen', dose: '5 ml', times: [], asNeeded: true, maxPerDay: 3 });
    expect(painkiller.status).toBe(201);
    const renamed = await api.request('PUT', `/api/trips/${trip.id}/medicines/${painkiller.body.id}`, {
      token: leader.accessToken,
      body: { name: 'Amoksiklav', dose: '5 ml', times: [], asNeeded: true, maxPerDay: 3 },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ error: { message: MSG.medicineRepeated } });
    // Saved again as it is (a changed dose): not a repeat of itself.
    const changed = await api.request('PUT', `/api/trips/${trip.id}/medicines/${painkiller.body.id}`, { token: leader.accessToken, body: { name: 'Nurofen', dose: '7,5 ml', times: [], asNeeded: true, maxPerDay: 3 } });
    expect(changed.status).toBe(200);
    const names = (await medicinesOf(leader, trip.id)).medicines.filter((m) => m.studentId === jan.id).map((m) => `${m.name} ${m.dose}`);
    expect(names.sort()).toEqual(['Amoksiklav 1 tabletka', 'Nurofen 7,5 ml', 'amoksiklav 1 tabletka']);
  });
});

describe('a dose marked', () => {
  it('syncs once from the outbox, the later mark of one dose winning whatever the order it arrives in', async () => {
    const { leader, guardian, trip, inhaler } = await tripWithMedicines();
    const now = Date.now();
    const offline = doseOf(inhaler.id, { status: 'refused', markedAt: new Date(now - 10 * 60_000).toISOString() });
    const first = await mark(guardian, trip.id, offline);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: offline.id, medicineId: inhaler.id, doseDay: TODAY, scheduledTime: '20:00', status: 'refused', markedByName: 'Piotr Zieliński' });
    // The same mark again (its answer was lost on the bus): stored once, told once.
    expect((await mark(guardian, trip.id, offline)).body).toEqual(first.body);
    expect((await medicinesOf(leader, trip.id)).doses).toHaveLength(1);
    expect((await feed(leader, trip.id)).filter((line) => line.includes('(20:00)'))).toEqual(['Piotr Zieliński: odmowa przyjęcia leku (20:00): Zofia Kowalska']);

    // The leader marked it later on her phone, which came online only now; then an older mark arrives.
    const later = doseOf(inhaler.id, { status: 'given', markedAt: new Date(now - 60_000).toISOString() });
    expect((await mark(leader, trip.id, later)).body).toMatchObject({ id: later.id, status: 'given', markedByName: 'Anna Nowak' });
    const older = doseOf(inhaler.id, { status: 'absent', markedAt: new Date(now - 5 * 60_000).toISOString() });
    expect((await mark(guardian, trip.id, older)).body).toMatchObject({ id: later.id, status: 'given', markedByName: 'Anna Nowak' });
    const { doses } = await medicinesOf(guardian, trip.id);
    expect(doses.map((d) => [d.status, d.markedByName])).toEqual([['given', 'Anna Nowak']]);
    // The older mark announced nothing.
    expect((await feed(leader, trip.id)).filter((line) => line.includes('(20:00)'))).toHaveLength(2);
  });

  it("'w razie potrzeby' counts each giving, up to the day's maximum; doses a child takes alone are not marked", async () => {
    const { leader, guardian, trip, zofia, inhaler } = await tripWithMedicines();
    const painkiller = (
      await api.request<StudentMedicine>('POST', `/api/trips/${trip.id}/students/${zofia.id}/medicines`, {
        token: leader.accessToken,
        body: { name: 'Nurofen', dose: '1 tabletka', asNeeded: true, maxPerDay: 2 },
      })
    ).body;
    const asNeeded = (overrides: Record<string, unknown> = {}) => doseOf(painkiller.id, { scheduledTime: null, ...overrides });
    expect((await mark(guardian, trip.id, asNeeded())).status).toBe(200);
    expect((await mark(guardian, trip.id, asNeeded({ status: 'refused' }))).status).toBe(200);
    expect((await mark(guardian, trip.id, asNeeded())).status).toBe(200);
    const third = await mark(guardian, trip.id, asNeeded());
    expect(third.status).toBe(400);
    expect(third.body).toMatchObject({ error: { message: doseMaxPerDayReachedMessage(2), key: 'doseMaxPerDayReached' } });
    // Tomorrow is another day.
    expect((await mark(guardian, trip.id, asNeeded({ doseDay: shiftDay(TODAY, 1) }))).status).toBe(200);

    const refusals: [Record<string, unknown>, string][] = [
      [asNeeded({ scheduledTime: '08:00' }), MSG.doseTimeUnknown],
      [doseOf(inhaler.id, { scheduledTime: '09:00' }), MSG.doseTimeUnknown],
      [doseOf(inhaler.id, { scheduledTime: null }), MSG.doseTimeUnknown],
      [doseOf(inhaler.id, { doseDay: shiftDay(TODAY, 3) }), MSG.doseDayOutside],
      [doseOf(inhaler.id, { markedAt: '2020-01-01T10:00:00.000Z' }), MSG.doseMarkedAtOutOfRange],
      [doseOf(inhaler.id, { status: 'lost' }), MSG.doseStatusInvalid],
      [doseOf(randomUUID()), MSG.medicineNotFound],
    ];
    for (const [body, message] of refusals) expect((await mark(guardian, trip.id, body)).body, message).toMatchObject({ error: { message } });
    await api.request('PUT', `/api/trips/${trip.id}/medicines/${inhaler.id}`, { token: leader.accessToken, body: { ...INHALER, givenBy: 'self' } });
    expect((await mark(guardian, trip.id, doseOf(inhaler.id))).body).toMatchObject({ error: { message: MSG.doseSelfTaken } });
    // A device id already used for another medicine's dose.
    const taken = asNeeded({ doseDay: shiftDay(TODAY, 2) });
    await mark(guardian, trip.id, taken);
    expect((await mark(guardian, trip.id, { ...doseOf(inhaler.id), id: taken.id })).body).toMatchObject({ error: { message: MSG.doseIdTaken } });
    expect((await medicinesOf(leader, trip.id)).doses.map((d) => `${d.doseDay === TODAY ? 'dziś' : 'później'} ${d.status}`)).toEqual([
      'dziś given',
      'dziś refused',
      'dziś given',
      'później given',
      'później given',
    ]);
    // A medicine with doses given stays on the karta: it cannot be deleted.
    const removal = await api.request('DELETE', `/api/trips/${trip.id}/medicines/${painkiller.id}`, { token: leader.accessToken });
    expect(removal.status).toBe(409);
    expect(removal.body).toMatchObject({ error: { message: MSG.medicineHasDoses } });
  });
});

describe('an overdue dose', () => {
  it('is overdue at 20:31 and not before, pushed once to the group guardian, never naming the medicine', async () => {
    const { leader, guardian, trip, zofia, jan } = await tripWithMedicines();
    // Jan is in no group: his overdue dose goes to the leader.
    await api.request('POST', `/api/trips/${trip.id}/students/${jan.id}/medicines`, { token: leader.accessToken, body: { name: 'Amoksiklav', dose: '5 ml', times: ['20:00'] } });
    await writtenBeforeTrip(trip.id);
    const piotrsPhone = await subscribe(guardian);
    const annasPhone = await subscribe(leader);
    const at = (time: string) => warsawTime(TODAY, time);
    const before = fake.received.length;

    expect(await api.jobs.pushOverdueDoses(at('20:30'))).toBe(0);
    expect(await api.jobs.pushOverdueDoses(new Date(at('20:31').getTime() - 1000))).toBe(0);
    // What the phones count with the same clock (the shared schedule): overdue from 20:31.
    const { medicines, doses } = await medicinesOf(guardian, trip.id);
    const overdueAt = (now: Date) => dosesAround({ trip, medicines, marks: doses, groupOf: () => null, now }).filter((d) => d.overdue && d.scheduledTime === '20:00').length;
    expect(overdueAt(at('20:30'))).toBe(0);
    expect(overdueAt(at('20:31'))).toBe(2);

    // The job looks at every trip on duty (other tests' trips too): this trip's doses are two of them.
    expect(await api.jobs.pushOverdueDoses(at('20:31'))).toBeGreaterThanOrEqual(2);
    expect(await api.jobs.pushOverdueDoses(at('20:32'))).toBe(0);
    const noticed = await rows(sql`select count(*)::int as count from medicine_overdue_notices n join student_medicines m on m.id = n.medicine_id where m.trip_id = ${trip.id}`);
    expect(noticed).toEqual([{ count: 2 }]);
    const toPiotr = await pushesTo(piotrsPhone);
    const toAnna = await pushesTo(annasPhone);
    expect(toPiotr.map((push) => push.payload)).toEqual([
      expect.objectContaining({ kind: 'medicine_overdue', title: 'Lek nie został podany', body: 'Lek nie został podany: Zofia K., 20:00 – otwórz', url: `/trips?wycieczka=${trip.id}` }),
    ]);
    expect(toAnna.map((push) => push.payload.body)).toEqual(['Lek nie został podany: Jan Ż., 20:00 – otwórz']);
    expect(toPiotr[0]!.urgency).toBe('high');
    expect(JSON.stringify(fake.received.slice(before))).not.toMatch(/Ventolin|Amoksiklav|wdech/);
    expect(await rows(sql`select dose_day::text as day, scheduled_time as time from medicine_overdue_notices n join student_medicines m on m.id = n.medicine_id where m.student_id = ${zofia.id}`)).toEqual([
      { day: TODAY, time: '20:00' },
    ]);
    // Two hours late is too late for a push: the screen says it.
    expect(await api.jobs.pushOverdueDoses(warsawTime(TODAY, '22:31'))).toBe(0);
  });

  it('is not pushed once the dose is marked', async () => {
    const { guardian, trip, inhaler } = await tripWithMedicines();
    await mark(guardian, trip.id, doseOf(inhaler.id, { status: 'absent' }));
    const phone = await subscribe(guardian);
    expect(await api.jobs.pushOverdueDoses(warsawTime(TODAY, '20:45'))).toBe(0);
    expect(await pushesTo(phone)).toEqual([]);
  });
});

describe('the parent page', () => {
  it("adds, changes and removes the child's medicines, logged in the access log by field, never another child's", async () => {
    const { leader, trip, zofia, jan, inhaler } = await tripWithMedicines();
    const link = await api.request<ParentLink>('POST', `/api/trips/${trip.id}/students/${zofia.id}/parent-link`, { token: leader.accessToken });
    const secret = link.body.path.slice(link.body.path.indexOf('#') + 1);
    const asParent = <T>(method: string, path: string, body?: unknown) => api.request<T>(method, `/api/parent${path}`, { headers: { [PARENT_LINK_HEADER]: secret }, body });

    expect((await asParent<ParentView>('GET', '')).body.medicines.map((m) => m.name)).toEqual(['Ventolin']);
    const added = await asParent<ParentView>('POST', '/medicines', { name: 'Amoksiklav', dose: '5 ml', times: ['08:00', '20:00'], fromDate: TODAY, untilDate: shiftDay(TODAY, 2), notes: 'po jedzeniu' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const antibiotic = added.body.medicines.find((m) => m.name === 'Amoksiklav')!;
    expect(antibiotic).toMatchObject({ byParent: true, times: ['08:00', '20:00'], fromDate: TODAY });
    const changed = await asParent<ParentView>('PUT', `/medicines/${inhaler.id}`, { ...INHALER, dose: '1 wdech' });
    expect(changed.body.medicines.find((m) => m.id === inhaler.id)).toMatchObject({ dose: '1 wdech', byParent: false });
    expect((await asParent('POST', '/medicines', { name: 'X', dose: '1', times: [], asNeeded: false })).body).toMatchObject({ error: { message: MSG.medicineTimesRequired } });
    // Jan's medicine is not Zofia's parent's to change.
    const jans = (await api.request<StudentMedicine>('POST', `/api/trips/${trip.id}/students/${jan.id}/medicines`, { token: leader.accessToken, body: INHALER })).body;
    expect((await asParent('PUT', `/medicines/${jans.id}`, INHALER)).body).toMatchObject({ error: { message: MSG.medicineNotFound } });
    expect((await asParent('POST', `/medicines/${jans.id}/remove`)).body).toMatchObject({ error: { message: MSG.medicineNotFound } });
    expect((await asParent<ParentView>('POST', `/medicines/${antibiotic.id}/remove`)).body.medicines.map((m) => m.name)).toEqual(['Ventolin']);

    const logged = await rows(sql`select kind, reader_name as reader, reason from sensitive_reads where trip_id = ${trip.id} and kind = 'parent' order by read_at, reason`);
    expect(logged).toEqual([
      { kind: 'parent', reader: 'Rodzic: Zofia Kowalska', reason: 'Dodano lek: nazwa, dawka, godziny, kto podaje, od dnia, do dnia, uwagi' },
      { kind: 'parent', reader: 'Rodzic: Zofia Kowalska', reason: 'Zmieniono lek: dawka' },
      { kind: 'parent', reader: 'Rodzic: Zofia Kowalska', reason: 'Usunięto lek' },
    ]);
    expect((await feed(leader, trip.id)).slice(0, 3)).toEqual([
      'Rodzic: Zofia Kowalska: usunięto lek: Zofia Kowalska',
      'Anna Nowak: dodano lek: Jan Żak',
      'Rodzic: Zofia Kowalska: zmieniono lek: Zofia Kowalska',
    ]);
  });
});

describe("'Karta podawania leków (PDF)'", () => {
  it('prints each medicine and every dose (day, hour, status, who, when), and logs a document read per student', async () => {
    const { leader, guardian, trip, zofia, jan, inhaler } = await tripWithMedicines();
    await api.request('POST', `/api/trips/${trip.id}/students/${jan.id}/medicines`, {
      token: leader.accessToken,
      body: { name: 'Nurofen', dose: '1 tabletka', asNeeded: true, maxPerDay: 3, givenBy: 'self', notes: 'przy bólu głowy' },
    });
    await mark(guardian, trip.id, doseOf(inhaler.id, { doseDay: shiftDay(TODAY, -1), scheduledTime: '20:00', status: 'refused' }));
    const response = await api.app.request(`/api/trips/${trip.id}/medicines/pdf`, { headers: { authorization: `Bearer ${guardian.accessToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('karta-podawania-lekow-zielona-szkola.pdf');
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n');
    // A cell's text may wrap: words are compared with any white space between them.
    const flat = text.replace(/\s+/g, ' ');
    for (const words of ['KARTA PODAWANIA LEKÓW', 'Zofia Kowalska (6b)', 'Ventolin', '2 wdechy', '08:00, 20:00', 'podaje opiekun', 'cała wycieczka', 'odmowa', 'Piotr Zieliński', 'nie oznaczono', 'Jan Żak', 'w razie potrzeby, najwyżej 3 × dziennie', 'przyjmuje sam', 'przy bólu głowy']) {
      expect(flat, words).toContain(words);
    }
    // Yesterday's 08:00 was never marked; yesterday's 20:00 was refused.
    expect(text).toMatch(/08:00\s*Ventolin\s*nie oznaczono/);
    expect(text).not.toContain('44051401359');
    const reads = await rows(sql`select student_name as student, reason from sensitive_reads where trip_id = ${trip.id} and kind = 'document' order by student_name`);
    expect(reads).toEqual([
      { student: 'Jan Żak', reason: 'Karta podawania leków (PDF)' },
      { student: 'Zofia Kowalska', reason: 'Karta podawania leków (PDF)' },
    ]);
    // One student's card: only hers, and one more entry.
    const own = await api.app.request(`/api/trips/${trip.id}/medicines/pdf?uczen=${zofia.id}`, { headers: { authorization: `Bearer ${leader.accessToken}` } });
    expect(own.headers.get('content-disposition')).toContain('karta-podawania-lekow-zofia-kowalska.pdf');
    const ownText = (await pdfPages(new Uint8Array(await own.arrayBuffer()))).join('\n');
    expect(ownText).toContain('Ventolin');
    expect(ownText).not.toContain('Jan Żak');
    expect(await rows(sql`select count(*)::int as count from sensitive_reads where trip_id = ${trip.id} and kind = 'document'`)).toEqual([{ count: 3 }]);
    expect((await api.request('GET', `/api/trips/${trip.id}/medicines/pdf?uczen=${randomUUID()}`, { token: leader.accessToken })).status).toBe(404);
    expect((await api.request('GET', `/api/trips/${trip.id}/medicines/pdf?uczen=nie-uuid`, { token: leader.accessToken })).status).toBe(400);
  });
});

describe('the erasure of sensitive data', () => {
  it("deletes the trip's medicines, doses and overdue notices, and takes no medicine after it", async () => {
    const { leader, guardian, trip, zofia, inhaler } = await tripWithMedicines();
    await mark(guardian, trip.id, doseOf(inhaler.id, { scheduledTime: '08:00' }));
    await api.jobs.pushOverdueDoses(warsawTime(TODAY, '20:31'));
    const count = async (table: string) =>
      (await rows(sql`select count(*)::int as count from ${sql.raw(table)} where ${sql.raw(table === 'medicine_overdue_notices' ? `medicine_id = '${inhaler.id}'` : `trip_id = '${trip.id}'`)}`))[0]!.count;
    expect([await count('student_medicines'), await count('medicine_doses'), await count('medicine_overdue_notices')]).toEqual([1, 1, 1]);

    // 30 days after the trip's last day (the default), the next midnight in Poland.
    const erasedAt = warsawTime(shiftDay(TODAY, 2 + 31), '00:00');
    expect(await eraseDueTrips(api.database.db, erasedAt)).toContain(trip.id);
    expect([await count('student_medicines'), await count('medicine_doses'), await count('medicine_overdue_notices')]).toEqual([0, 0, 0]);
    const refused = await api.request('POST', `/api/trips/${trip.id}/students/${zofia.id}/medicines`, { token: leader.accessToken, body: INHALER });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { message: MSG.sensitiveDataErased } });
    const pdf = await api.app.request(`/api/trips/${trip.id}/medicines/pdf`, { headers: { authorization: `Bearer ${leader.accessToken}` } });
    expect((await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n')).toContain('Na tej wycieczce nie zapisano leków.');
  });
});
