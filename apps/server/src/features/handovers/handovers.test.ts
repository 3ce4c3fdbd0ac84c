import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  handoverBeforeTripMessage,
  MSG,
  type AccessLogPage,
  type ActivityPage,
  type AttendanceCheckDetail,
  type AttendanceCheckSummary,
  type MissingAlarm,
  type ParentLink,
  type ParentView,
  type PickupPerson,
  type Student,
  type StudentHandover,
  type TripSummary,
} from '@wycieczki/shared';
import { eraseDueTrips, ERASED_COLLECTOR, ERASED_PLACE } from '../../erasure/erase-sensitive';
import { warsawDate } from '../../lib/warsaw-date';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { useTestApi } from '../../test/test-app';
import { PARENT_LINK_HEADER } from '../parents/parents.routes';
import { HANDOVER_CODE_TRIES } from './handovers.service';

const api = useTestApi();

type Trip = { trip: TripSummary; creator: TestUser; leader: TestUser; guardian: TestUser; kasia: Student; jan: Student; ola: Student };

/** A trip led by someone other than its creator, with a guardian and three children. */
async function tripOfThree(dates: { startDate?: string; endDate?: string } = {}): Promise<Trip> {
  const creator = await createUser(api, { fullName: 'Anna Nowak' });
  const leader = await createUser(api, { fullName: 'Piotr Zieliński' });
  const guardian = await createUser(api, { fullName: 'Ewa Wójcik' });
  const trip = await createTrip(api, creator, {
    leader,
    guardians: [guardian],
    ...dates,
    students: [{ name: 'Kasia Kot', className: '6a' }, { name: 'Jan Żak', className: '6a' }, { name: 'Ola Nowak', className: '6b' }],
  });
  const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body;
  const named = (name: string) => students.find((s) => s.name === name)!;
  return { trip, creator, leader, guardian, kasia: named('Kasia Kot'), jan: named('Jan Żak'), ola: named('Ola Nowak') };
}

const as = (user: TestUser, body?: unknown) => ({ token: user.accessToken, body });

function record(t: Trip, user: TestUser, studentId: string, body: Record<string, unknown>) {
  return api.request<StudentHandover>('POST', `/api/trips/${t.trip.id}/students/${studentId}/handover`, as(user, body));
}

const byParent = (name = 'Maria Kot') => ({ collectorKind: 'parent', collectorName: name, place: 'przy fontannie na Rynku' });

async function handovers(t: Trip, user: TestUser = t.creator): Promise<StudentHandover[]> {
  const answer = await api.request<StudentHandover[]>('GET', `/api/trips/${t.trip.id}/handovers`, as(user));
  expect(answer.status).toBe(200);
  return answer.body;
}

async function newList(t: Trip, name: string, date: string, time: string): Promise<AttendanceCheckDetail> {
  const made = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${t.trip.id}/attendance`, as(t.guardian, { name, date, time }));
  expect(made.status).toBe(201);
  return made.body;
}

async function list(t: Trip, id: string): Promise<AttendanceCheckDetail> {
  return (await api.request<AttendanceCheckDetail>('GET', `/api/trips/${t.trip.id}/attendance/${id}`, as(t.guardian))).body;
}

async function summaries(t: Trip): Promise<AttendanceCheckSummary[]> {
  return (await api.request<AttendanceCheckSummary[]>('GET', `/api/trips/${t.trip.id}/attendance`, as(t.guardian))).body;
}

const counts = (check: Pick<AttendanceCheckSummary, 'presentCount' | 'totalCount' | 'collectedCount'>) => [check.presentCount, check.totalCount, check.collectedCount];

async function mark(t: Trip, checkId: string, studentId: string) {
  const marked = await api.request('PUT', `/api/trips/${t.trip.id}/attendance/${checkId}/records/${studentId}`, as(t.guardian, { status: 'present' }));
  expect(marked.status).toBe(200);
}

/** Now in Poland, as a list's day and hour: a roll call made at this moment. */
function warsawNow(offsetMinutes = 0): { date: string; time: string } {
  const at = new Date(Date.now() + offsetMinutes * 60_000);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return { date: warsawDate(at), time };
}

async function parentSecret(t: Trip, studentId: string): Promise<string> {
  const link = await api.request<ParentLink>('POST', `/api/trips/${t.trip.id}/students/${studentId}/parent-link`, as(t.creator));
  expect(link.status).toBe(200);
  return link.body.path.slice(link.body.path.indexOf('#') + 1);
}

function asParent<T>(method: string, path: string, secret: string, body?: unknown) {
  return api.request<T>(method, `/api/parent${path}`, { headers: { [PARENT_LINK_HEADER]: secret, 'x-forwarded-for': `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }, body });
}

async function feed(t: Trip): Promise<string[]> {
  const page = await api.request<ActivityPage>('GET', `/api/trips/${t.trip.id}/activity`, as(t.creator));
  return page.body.entries.map((e) => `${e.actorName}: ${e.summary}`);
}

describe("'Odbiór przez rodzica'", () => {
  it('makes roll calls and groups expect one fewer from the handover on, and all of them again after "Powrót do grupy"', async () => {
    const t = await tripOfThree();
    const tomorrow = warsawNow(24 * 60);
    const morning = await newList(t, 'Śniadanie', '2026-05-11', '08:00');
    const meeting = await newList(t, 'Zbiórka przy fontannie', tomorrow.date, '14:30');
    await mark(t, morning.id, t.kasia.id);

    const made = await record(t, t.leader, t.kasia.id, byParent());
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ studentId: t.kasia.id, studentName: 'Kasia Kot', collectorKind: 'parent', collectorName: 'Maria Kot', place: 'przy fontannie na Rynku', recordedByName: 'Piotr Zieliński', recordedByGender: null, confirmedAt: null, returnedAt: null });
    expect(Math.abs(Date.parse(made.body.collectedAt) - Date.now())).toBeLessThan(60_000);

    // A list made now expects two: Kasia is with her mother, shown as taken, in neither count.
    const now = warsawNow();
    const dinner = await newList(t, 'Obiad', now.date, now.time);
    expect(counts(dinner)).toEqual([0, 2, 1]);
    expect(dinner.records.find((r) => r.studentId === t.kasia.id)).toMatchObject({ collectedBy: 'Maria Kot' });
    expect(dinner.records.find((r) => r.studentId === t.jan.id)).toMatchObject({ collectedBy: null });
    await mark(t, dinner.id, t.jan.id);
    await mark(t, dinner.id, t.ola.id);
    // A mark of the child taken (a phone's outbox, an older screen) counts for nothing.
    await mark(t, dinner.id, t.kasia.id);
    // 'Obecni: 2 / 2, 1 odebrany', in the list's summary as in its detail.
    expect(counts((await summaries(t)).find((c) => c.id === dinner.id)!)).toEqual([2, 2, 1]);
    expect(counts(await list(t, dinner.id))).toEqual([2, 2, 1]);
    // Tomorrow's meeting point, made before: she is not expected there either. The morning saw her.
    expect(counts(await list(t, meeting.id))).toEqual([0, 2, 1]);
    expect(counts(await list(t, morning.id))).toEqual([1, 3, 0]);

    // Every member sees it; the children's list is unchanged.
    const seen = await handovers(t, t.guardian);
    expect(seen.map((h) => [h.studentName, h.returnedAt])).toEqual([['Kasia Kot', null]]);

    const back = await api.request<StudentHandover>('POST', `/api/trips/${t.trip.id}/handovers/${made.body.id}/return`, as(t.creator));
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ returnedByName: 'Anna Nowak' });
    expect(back.body.returnedAt).not.toBeNull();
    const again = await api.request('POST', `/api/trips/${t.trip.id}/handovers/${made.body.id}/return`, as(t.creator));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: MSG.handoverAlreadyReturned } });
    // Tomorrow she is back; the dinner she missed keeps its count; a new list expects all three.
    expect(counts(await list(t, meeting.id))).toEqual([0, 3, 0]);
    expect(counts(await list(t, dinner.id))).toEqual([2, 2, 1]);
    const supper = await newList(t, 'Kolacja', now.date, '23:59');
    expect(counts(supper)).toEqual([0, 3, 0]);

    // A second handover of the same child, after her return, is a new record.
    expect((await record(t, t.creator, t.kasia.id, byParent('Tomasz Kot'))).status).toBe(201);
    expect((await handovers(t)).map((h) => [h.collectorName, h.returnedAt === null])).toEqual([
      ['Tomasz Kot', true],
      ['Maria Kot', false],
    ]);
    expect(await feed(t)).toEqual(
      expect.arrayContaining([
        'Piotr Zieliński: zapisano odbiór przez rodzica: Kasia Kot',
        'Anna Nowak: powrót do grupy: Kasia Kot',
        // The feed's sum of a roll call agrees with the list.
        'Ewa Wójcik: sprawdziła listę „Obiad”: 2/2',
      ]),
    );
    expect((await feed(t)).join('\n')).not.toMatch(/Maria Kot|Tomasz Kot|na Rynku/);
  });

  it('refuses the alarm for a child a parent took, until "Powrót do grupy"', async () => {
    const t = await tripOfThree();
    const made = await record(t, t.leader, t.jan.id, byParent('Marek Żak'));
    const refused = await api.request('POST', `/api/trips/${t.trip.id}/alarms`, as(t.guardian, { id: randomUUID(), studentId: t.jan.id }));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { message: MSG.studentCollectedNoAlarm } });
    expect((await api.request<MissingAlarm[]>('GET', `/api/trips/${t.trip.id}/alarms`, as(t.guardian))).body).toEqual([]);
    // Another child's alarm still goes.
    expect((await api.request('POST', `/api/trips/${t.trip.id}/alarms`, as(t.guardian, { id: randomUUID(), studentId: t.ola.id }))).status).toBe(201);
    await api.request('POST', `/api/trips/${t.trip.id}/handovers/${made.body.id}/return`, as(t.leader));
    expect((await api.request('POST', `/api/trips/${t.trip.id}/alarms`, as(t.guardian, { id: randomUUID(), studentId: t.jan.id }))).status).toBe(201);
  });

  it('hands a child only to a parent or a person that child\'s parent named, once at a time, and says why not in Polish', async () => {
    const t = await tripOfThree();
    const kasiaParent = await parentSecret(t, t.kasia.id);
    const janParent = await parentSecret(t, t.jan.id);
    await asParent('POST', '/pickup/persons', kasiaParent, { name: 'Halina Kot', relation: 'babcia', phone: '600 700 800', document: 'dowód osobisty ABC123456' });
    const janPerson = await asParent<ParentView>('POST', '/pickup/persons', janParent, { name: 'Zenon Żak' });
    const zenon = janPerson.body.pickup!.persons[0]!;
    const named = (await api.request<PickupPerson[]>('GET', `/api/trips/${t.trip.id}/students/${t.kasia.id}/pickup-persons`, as(t.leader))).body;
    expect(named).toEqual([{ id: expect.any(String), studentId: t.kasia.id, name: 'Halina Kot', relation: 'babcia', phone: '600 700 800', document: 'dowód osobisty ABC123456' }]);

    const refusals: [Record<string, unknown>, string][] = [
      [{ collectorKind: 'parent', place: 'hotel' }, MSG.handoverCollectorNameRequired],
      [{ collectorKind: 'parent', collectorName: '   ', place: 'hotel' }, MSG.handoverCollectorNameRequired],
      [{ collectorKind: 'parent', collectorName: 'x'.repeat(101), place: 'hotel' }, MSG.handoverCollectorNameTooLong],
      [{ collectorKind: 'parent', collectorName: 'Maria Kot' }, MSG.handoverPlaceRequired],
      [{ collectorKind: 'parent', collectorName: 'Maria Kot', place: 'x'.repeat(201) }, MSG.handoverPlaceTooLong],
      [{ collectorKind: 'ciocia', collectorName: 'Maria Kot', place: 'hotel' }, MSG.handoverKindInvalid],
      [{ collectorKind: 'named', place: 'hotel' }, MSG.handoverPersonRequired],
      // Jan's grandfather was not named for Kasia; an id no parent named is nobody.
      [{ collectorKind: 'named', personId: zenon.id, place: 'hotel' }, MSG.handoverPersonNotNamed],
      [{ collectorKind: 'named', personId: randomUUID(), place: 'hotel' }, MSG.handoverPersonNotNamed],
      [{ ...byParent(), collectedAt: 'wczoraj' }, MSG.handoverTimeInvalid],
      [{ ...byParent(), collectedAt: new Date(Date.now() + 3600_000).toISOString() }, MSG.handoverTimeInFuture],
    ];
    for (const [body, message] of refusals) {
      const refused = await record(t, t.leader, t.kasia.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body, JSON.stringify(body)).toMatchObject({ error: { message } });
    }
    expect(await handovers(t)).toEqual([]);

    // The grandmother, an hour ago (recorded late): her name as the parent gave it.
    const collectedAt = new Date(Date.now() - 3600_000).toISOString();
    const made = await record(t, t.leader, t.kasia.id, { collectorKind: 'named', personId: named[0]!.id, place: 'Dworzec PKP', collectedAt });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ collectorKind: 'named', collectorName: 'Halina Kot', collectedAt, place: 'Dworzec PKP' });
    const twice = await record(t, t.creator, t.kasia.id, byParent());
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { message: MSG.handoverAlreadyOpen } });
    // Two leaders at once: one handover.
    const atOnce = await Promise.all([record(t, t.leader, t.ola.id, byParent('Iga Nowak')), record(t, t.creator, t.ola.id, byParent('Iga Nowak'))]);
    expect(atOnce.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await handovers(t)).map((h) => h.studentName).sort()).toEqual(['Kasia Kot', 'Ola Nowak']);
    // The grandmother off the list later: the handover keeps her name.
    await asParent('POST', `/pickup/persons/${named[0]!.id}/remove`, kasiaParent);
    expect((await handovers(t)).find((h) => h.studentId === t.kasia.id)).toMatchObject({ collectorName: 'Halina Kot' });
    // Unknown ids: 404 in Polish.
    const unknown = await record(t, t.leader, randomUUID(), byParent());
    expect(unknown.status).toBe(404);
    expect((await api.request('POST', `/api/trips/${t.trip.id}/handovers/${randomUUID()}/return`, as(t.leader))).body).toMatchObject({ error: { message: MSG.handoverNotFound } });
  });

  it("takes a time from the midnight in Poland that began the trip's first day to now, and refuses 1970 or one to come without saving it (issue 62)", async () => {
    const t = await tripOfThree({ startDate: '2026-05-10', endDate: '2026-05-13' });
    const before = handoverBeforeTripMessage('2026-05-10');
    expect(before).toBe('Data odbioru nie może być wcześniejsza niż pierwszy dzień wycieczki (10.05.2026).');
    const refusals: [string, string][] = [
      ['1970-01-01T00:00:00.000Z', before],
      ['0001-01-01T12:00:00Z', before],
      // 23:59 on the eve in Poland (May: UTC+2).
      ['2026-05-09T21:59:00.000Z', before],
      [new Date(Date.now() + 3600_000).toISOString(), MSG.handoverTimeInFuture],
      ['2099-01-01T10:00:00.000Z', MSG.handoverTimeInFuture],
      ['9999-12-31T10:00:00Z', MSG.handoverTimeInFuture],
    ];
    for (const [collectedAt, message] of refusals) {
      const refused = await record(t, t.leader, t.kasia.id, { ...byParent(), collectedAt });
      expect(refused.status, collectedAt).toBe(400);
      expect(refused.body, collectedAt).toMatchObject({ error: { message } });
    }
    expect(await handovers(t)).toEqual([]);
    // Another trip's user is told nothing of this one, not even its first day.
    const outsider = await createUser(api);
    expect((await record(t, outsider, t.kasia.id, { ...byParent(), collectedAt: '1970-01-01T00:00:00.000Z' })).status).toBe(404);

    // Midnight that began the first day, and a time a phone's clock runs a little ahead, are taken.
    const first = await record(t, t.leader, t.kasia.id, { ...byParent(), collectedAt: '2026-05-09T22:00:00.000Z' });
    expect(first.status).toBe(201);
    expect(first.body.collectedAt).toBe('2026-05-09T22:00:00.000Z');
    const ahead = await record(t, t.leader, t.jan.id, { ...byParent('Marek Żak'), collectedAt: new Date(Date.now() + 60_000).toISOString() });
    expect(ahead.status).toBe(201);
  });

  it('is recorded by the creator and the leader only; every member sees it; another trip gets 404 everywhere', async () => {
    const t = await tripOfThree();
    const outsider = await createUser(api);
    const made = await record(t, t.leader, t.kasia.id, byParent());
    const forbidden = [
      record(t, t.guardian, t.jan.id, byParent('Marek Żak')),
      api.request('POST', `/api/trips/${t.trip.id}/handovers/${made.body.id}/return`, as(t.guardian)),
      api.request('POST', `/api/trips/${t.trip.id}/handovers/${made.body.id}/confirm`, as(t.guardian, { code: '123456' })),
      api.request('GET', `/api/trips/${t.trip.id}/students/${t.kasia.id}/pickup-persons`, as(t.guardian)),
    ];
    for (const answer of await Promise.all(forbidden)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: { message: MSG.onlyCreatorOrLeaderHandovers } });
    }
    expect((await handovers(t, t.guardian)).map((h) => h.studentName)).toEqual(['Kasia Kot']);
    const outside = [
      api.request('GET', `/api/trips/${t.trip.id}/handovers`, as(outsider)),
      record(t, outsider, t.jan.id, byParent('Marek Żak')),
      api.request('POST', `/api/trips/${t.trip.id}/handovers/${made.body.id}/return`, as(outsider)),
      api.request('POST', `/api/trips/${t.trip.id}/handovers/${made.body.id}/confirm`, as(outsider, { code: '123456' })),
      api.request('GET', `/api/trips/${t.trip.id}/students/${t.kasia.id}/pickup-persons`, as(outsider)),
    ];
    for (const answer of await Promise.all(outside)) expect(answer.status).toBe(404);
    // A child of another trip through this trip's address: not found.
    const other = await tripOfThree();
    expect((await record(t, t.leader, other.jan.id, byParent())).status).toBe(404);
    expect((await api.request('POST', `/api/trips/${other.trip.id}/handovers/${made.body.id}/return`, as(other.leader))).status).toBe(404);
    expect((await handovers(t)).every((h) => h.returnedAt === null)).toBe(true);
  });

  it("records the parent's confirmation from the parent page, in the access log and the feed", async () => {
    const t = await tripOfThree();
    const secret = await parentSecret(t, t.jan.id);
    let page = (await asParent<ParentView>('GET', '', secret)).body;
    expect(page.pickup).toMatchObject({ persons: [], handover: null });
    expect(page.pickup!.code).toMatch(/^\d{6}$/);
    // Nothing to confirm yet.
    expect((await asParent('POST', '/pickup/confirm', secret, { handoverId: randomUUID() })).body).toMatchObject({ error: { message: MSG.handoverNoneToConfirm } });

    const made = await record(t, t.leader, t.jan.id, byParent('Marek Żak'));
    page = (await asParent<ParentView>('GET', '', secret)).body;
    expect(page.pickup!.handover).toMatchObject({ id: made.body.id, collectorName: 'Marek Żak', place: 'przy fontannie na Rynku', confirmedAt: null });
    // Another child's parent sees nothing of it and cannot confirm it.
    const olaSecret = await parentSecret(t, t.ola.id);
    expect((await asParent<ParentView>('GET', '', olaSecret)).body.pickup!.handover).toBeNull();
    expect((await asParent('POST', '/pickup/confirm', olaSecret, { handoverId: made.body.id })).status).toBe(404);
    expect((await asParent('POST', '/pickup/confirm', secret, { handoverId: 'x' })).body).toMatchObject({ error: { message: MSG.handoverNoneToConfirm } });

    const confirmed = await asParent<ParentView>('POST', '/pickup/confirm', secret, { handoverId: made.body.id });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.pickup!.handover).toMatchObject({ confirmedVia: 'link' });
    expect(confirmed.body.pickup!.handover!.confirmedAt).not.toBeNull();
    // A second tap changes nothing.
    expect((await asParent('POST', '/pickup/confirm', secret, { handoverId: made.body.id })).status).toBe(200);
    expect((await handovers(t)).find((h) => h.id === made.body.id)).toMatchObject({ confirmedVia: 'link' });

    const log = await api.request<AccessLogPage>('GET', `/api/trips/${t.trip.id}/access-log`, as(t.creator));
    expect(log.body.entries.filter((e) => e.reason === 'Potwierdzono odbiór dziecka')).toEqual([
      expect.objectContaining({ kind: 'parent', userId: null, readerName: 'Rodzic: Jan Żak', studentName: 'Jan Żak' }),
    ]);
    expect(await feed(t)).toContain('Rodzic: Jan Żak: potwierdzono odbiór: Jan Żak');
    // Confirmed or not, the child is back with 'Powrót do grupy'; the page then shows no handover.
    await api.request('POST', `/api/trips/${t.trip.id}/handovers/${made.body.id}/return`, as(t.leader));
    expect((await asParent<ParentView>('GET', '', secret)).body.pickup!.handover).toBeNull();
  });

  it('takes the code shown on the parent page once, made anew after use, and throttles guessing', async () => {
    const t = await tripOfThree();
    const secret = await parentSecret(t, t.ola.id);
    const code = (await asParent<ParentView>('GET', '', secret)).body.pickup!.code!;
    const made = await record(t, t.leader, t.ola.id, byParent('Iga Nowak'));
    const confirm = (typed: string, user: TestUser = t.leader, id = made.body.id) =>
      api.request<StudentHandover>('POST', `/api/trips/${t.trip.id}/handovers/${id}/confirm`, as(user, { code: typed }));

    expect((await confirm('12345')).body).toMatchObject({ error: { message: MSG.handoverCodeInvalid } });
    expect((await confirm('abcdef')).body).toMatchObject({ error: { message: MSG.handoverCodeInvalid } });
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await confirm(wrong);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { message: MSG.handoverCodeWrong } });
    expect((await handovers(t)).find((h) => h.id === made.body.id)).toMatchObject({ confirmedAt: null });

    // Read aloud with a space: '482 913'.
    const right = await confirm(`${code.slice(0, 3)} ${code.slice(3)}`);
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ confirmedVia: 'code' });
    expect(await feed(t)).toContain('Piotr Zieliński: potwierdzono kodem od rodzica odbiór: Ola Nowak');
    // Used once: confirmed already, and the parent page shows the pickup as done, with no code (issue 63).
    expect((await confirm(code)).status).toBe(409);
    const done = (await asParent<ParentView>('GET', '', secret)).body.pickup!;
    expect(done.handover).toMatchObject({ confirmedVia: 'code' });
    expect(done.code).toBeNull();
    // Back with the group: a new code, and the old one does not confirm the next handover.
    await api.request('POST', `/api/trips/${t.trip.id}/handovers/${made.body.id}/return`, as(t.leader));
    const renewed = (await asParent<ParentView>('GET', '', secret)).body.pickup! as { code: string };
    expect(renewed.code).toMatch(/^\d{6}$/);
    expect(renewed.code).not.toBe(code);
    const next = await record(t, t.leader, t.ola.id, byParent('Iga Nowak'));
    expect((await confirm(code, t.leader, next.body.id)).body).toMatchObject({ error: { message: MSG.handoverCodeWrong } });

    // Wrong codes for one child: past the limit every try is refused for the window, the right one too.
    const other = renewed.code === '999999' ? '999998' : '999999';
    const answers: number[] = [];
    for (let i = 0; i < HANDOVER_CODE_TRIES.perStudent + 1; i++) answers.push((await confirm(other, t.leader, next.body.id)).status);
    // Two wrong tries were made above (a mistyped code, the old one): three more are taken, then 429.
    expect(answers).toEqual([400, 400, 400, 429, 429, 429]);
    const blocked = await confirm(renewed.code, t.creator, next.body.id);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: { message: MSG.handoverCodeTooManyTries } });
    expect(blocked.headers.get('retry-after')).toBe(String(HANDOVER_CODE_TRIES.windowMs / 1000));
    expect((await handovers(t)).find((h) => h.id === next.body.id)).toMatchObject({ confirmedAt: null });
    // The parent can still confirm on the page.
    expect((await asParent<ParentView>('POST', '/pickup/confirm', secret, { handoverId: next.body.id })).body.pickup!.handover).toMatchObject({ confirmedVia: 'link' });
  });

  it("lets the parent name and remove who may collect the child, with the teacher's rules, logged without values", async () => {
    const t = await tripOfThree();
    const secret = await parentSecret(t, t.kasia.id);
    const refusals: [Record<string, unknown>, string][] = [
      [{}, MSG.pickupPersonNameRequired],
      [{ name: '  ' }, MSG.pickupPersonNameRequired],
      [{ name: 'x'.repeat(101) }, MSG.pickupPersonNameTooLong],
      [{ name: 'Halina Kot', phone: '12' }, MSG.phoneInvalid],
      [{ name: 'Halina Kot', relation: 'x'.repeat(51) }, MSG.pickupRelationTooLong],
      [{ name: 'Halina Kot', document: 'x'.repeat(101) }, MSG.pickupDocumentTooLong],
    ];
    for (const [body, message] of refusals) {
      const refused = await asParent('POST', '/pickup/persons', secret, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ error: { message } });
    }
    const saved = await asParent<ParentView>('POST', '/pickup/persons', secret, { name: ' Halina Kot ', relation: 'babcia', phone: '600 700 800', document: '' });
    expect(saved.status).toBe(200);
    expect(saved.body.pickup!.persons).toEqual([{ id: expect.any(String), name: 'Halina Kot', relation: 'babcia', phone: '600 700 800', document: null }]);
    for (const name of ['Jerzy Kot', 'Ala Kot', 'Ewa Kot', 'Igor Kot']) expect((await asParent('POST', '/pickup/persons', secret, { name })).status).toBe(200);
    const sixth = await asParent('POST', '/pickup/persons', secret, { name: 'Olek Kot' });
    expect(sixth.body).toMatchObject({ error: { message: MSG.pickupPersonsTooMany } });

    const persons = (await asParent<ParentView>('GET', '', secret)).body.pickup!.persons;
    expect(persons.map((p) => p.name)).toEqual(['Halina Kot', 'Jerzy Kot', 'Ala Kot', 'Ewa Kot', 'Igor Kot']);
    // Another child's parent cannot remove them.
    const janSecret = await parentSecret(t, t.jan.id);
    expect((await asParent('POST', `/pickup/persons/${persons[1]!.id}/remove`, janSecret)).body).toMatchObject({ error: { message: MSG.pickupPersonNotFound } });
    expect((await asParent('POST', '/pickup/persons/x/remove', secret)).status).toBe(400);
    const removed = await asParent<ParentView>('POST', `/pickup/persons/${persons[1]!.id}/remove`, secret);
    expect(removed.body.pickup!.persons.map((p) => p.name)).toEqual(['Halina Kot', 'Ala Kot', 'Ewa Kot', 'Igor Kot']);
    expect((await asParent('POST', `/pickup/persons/${persons[1]!.id}/remove`, secret)).status).toBe(404);

    const log = await api.request<AccessLogPage>('GET', `/api/trips/${t.trip.id}/access-log`, as(t.creator));
    const reasons = log.body.entries.filter((e) => e.kind === 'parent').map((e) => e.reason);
    expect(reasons.filter((r) => r === 'Wskazano osobę, która może odebrać dziecko')).toHaveLength(5);
    expect(reasons).toContain('Usunięto osobę, która mogła odebrać dziecko');
    const lines = await feed(t);
    expect(lines).toContain('Rodzic: Kasia Kot: wskazano osobę, która może odebrać dziecko: Kasia Kot');
    expect(lines).toContain('Rodzic: Kasia Kot: usunięto osobę, która mogła odebrać dziecko: Kasia Kot');
    expect(JSON.stringify({ log: log.body, lines })).not.toMatch(/Halina|Jerzy|600 700 800|babcia/);
  });

  it('notes on the lista uczestników who took a child, when and where, the verb in the collector\'s gender', async () => {
    const t = await tripOfThree();
    expect((await record(t, t.leader, t.kasia.id, { ...byParent(), collectedAt: '2026-05-11T12:30:00.000Z' })).status).toBe(201);
    expect((await record(t, t.leader, t.jan.id, { ...byParent('Tomasz Żak'), collectedAt: '2026-05-11T13:00:00.000Z' })).status).toBe(201);
    const response = await api.app.request(`/api/trips/${t.trip.id}/documents/lista`, { headers: { Authorization: `Bearer ${t.leader.accessToken}` } });
    expect(response.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join(' ').replace(/\s+/g, ' ');
    // Issue 63: the name after a colon as written, never 'Odebrana przez Maria Kot' (which wants 'Marię Kot').
    expect(text).toContain('Odebrała: Maria Kot (11.05 14:30, przy fontannie na Rynku)');
    expect(text).toContain('Odebrał: Tomasz Żak (11.05 15:00, przy fontannie na Rynku)');
    expect(text).not.toContain('przez Maria Kot');
    expect(text).toContain('Liczba uczestników: 3, w tym odebranych przez rodziców: 2');
  });

  it('is erased with the trip\'s sensitive data: the people named and the codes go, the handover stays without the name and the place', async () => {
    const t = await tripOfThree({ startDate: '2026-05-11', endDate: '2026-05-15' });
    const secret = await parentSecret(t, t.kasia.id);
    await asParent('POST', '/pickup/persons', secret, { name: 'Halina Kot', phone: '600 700 800', document: 'ABC123456' });
    const [halina] = (await asParent<ParentView>('GET', '', secret)).body.pickup!.persons;
    await record(t, t.leader, t.kasia.id, { collectorKind: 'named', personId: halina!.id, place: 'Dworzec PKP', collectedAt: '2026-05-12T10:00:00.000Z' });
    await record(t, t.leader, t.jan.id, { ...byParent('Marek Żak'), collectedAt: '2026-05-12T11:00:00.000Z' });
    const stored = async () => {
      const rows = await api.database.db.execute(sql`
        select (select count(*)::int from pickup_persons where trip_id = ${t.trip.id}) as persons,
               (select count(*)::int from handover_codes c join students s on s.id = c.student_id where s.trip_id = ${t.trip.id}) as codes,
               (select json_agg(json_build_object('name', collector_name, 'person', person_id, 'place', place) order by collected_at) from student_handovers where trip_id = ${t.trip.id}) as handovers`);
      return (rows as unknown as { rows: { persons: number; codes: number; handovers: unknown }[] }).rows[0]!;
    };
    expect(await stored()).toMatchObject({ persons: 1, codes: 1 });

    expect(await eraseDueTrips(api.database.db, new Date('2026-06-15T00:00:00+02:00'))).toContain(t.trip.id);
    expect(await stored()).toEqual({
      persons: 0,
      codes: 0,
      handovers: [
        { name: ERASED_COLLECTOR.named, person: null, place: ERASED_PLACE },
        { name: ERASED_COLLECTOR.parent, person: null, place: ERASED_PLACE },
      ],
    });
    // A name typed into a handover after the erasure goes with the next sweep.
    await api.database.db.execute(sql`update student_handovers set collector_name = 'Maria Kot' where trip_id = ${t.trip.id} and collector_kind = 'parent'`);
    await eraseDueTrips(api.database.db, new Date('2026-06-16T00:00:00+02:00'));
    expect((await stored()).handovers).toEqual(expect.arrayContaining([expect.objectContaining({ name: ERASED_COLLECTOR.parent })]));
    expect(JSON.stringify(await handovers(t))).not.toMatch(/Halina|Marek|Maria|Dworzec|fontann/);
  });
});
