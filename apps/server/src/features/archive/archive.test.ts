import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MSG,
  type ApiErrorBody,
  type ArchivedTripRecords,
  type ConsentArchiveList,
  type MySchool,
  type ParentLink,
  type ParentView,
  type Student,
  type TripSummary,
} from '@wycieczki/shared';
import { eraseDueTrips } from '../../erasure/erase-sensitive';
import { warsawDate } from '../../lib/warsaw-date';
import { createSchool, createTrip, createUser, joinSchool, type TestUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { useTestApi } from '../../test/test-app';
import { PARENT_LINK_HEADER } from '../parents/parents.routes';

const api = useTestApi();

const PESEL = '44051401359';
const PHONE = '600100200';
const PHONE_2 = '601200300';

async function rows<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  return ((await api.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The moment a Polish day starts, as UTC (May to October: UTC+2). */
const warsawMidnight = (day: string) => new Date(`${day}T00:00:00+02:00`);

/** Every column of a trip's archived records but the row's own id and time, by student name. */
const archiveOf = (tripId: string) =>
  rows(sql`
    select school_id, owner_id, trip_name, start_date::text, end_date::text, student_name, class_name, consent, consent_form,
           consent_date::text, to_char(consent_online_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as consent_online_at,
           consent_by, keep_until::text
    from consent_archive where trip_id = ${tripId} order by student_name`);

const keptUntil = async (tripId: string) => (await rows<{ keep_until: string }>(sql`select distinct keep_until::text from consent_archive where trip_id = ${tripId}`)).map((r) => r.keep_until);

const setSchool = (head: TestUser, body: object) => api.request<MySchool & ApiErrorBody>('PATCH', '/api/schools/mine', { token: head.accessToken, body });
const setTrip = (user: TestUser, tripId: string, body: object) => api.request<TripSummary & ApiErrorBody>('PATCH', `/api/trips/${tripId}`, { token: user.accessToken, body });

function asParent(path: string, secret: string, body: unknown) {
  return api.request('PUT', `/api/parent${path}`, { headers: { [PARENT_LINK_HEADER]: secret, 'x-forwarded-for': `10.7.${Math.floor(Math.random() * 250)}.1` }, body });
}

/**
 * A school trip of next May (so a parent may still answer online) with four children: Kasia with
 * every sensitive field, a parent's save and online consent, a position and a revealed phone; Jan
 * with a consent on paper, Ola with a refusal on paper, Piotr with none. Erased on 14.06.2099.
 */
async function erasedSchoolTrip() {
  const head = await createUser(api, { fullName: 'Barbara Dyrektor' });
  const teacher = await createUser(api, { fullName: 'Tomasz Nauczyciel' });
  const guardian = await createUser(api, { fullName: 'Ewa Opiekun' });
  await createSchool(api, head);
  await joinSchool(api, head, teacher);
  const trip = await createTrip(api, teacher, {
    name: 'Zielona szkoła 2027',
    guardians: [guardian],
    startDate: '2099-05-10',
    endDate: '2099-05-14',
    students: [
      { name: 'Kasia Kot', className: '6a', pesel: PESEL, parentPhone: PHONE, allergies: 'orzechy', diet: 'bezglutenowa', medicines: 'Ventolin' },
      { name: 'Jan Żak', className: '6b' },
      { name: 'Ola Nowak', className: '6a' },
      { name: 'Piotr Łoś' },
    ],
  });
  const as = { token: teacher.accessToken };
  const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, as)).body;
  const byName = (name: string) => students.find((s) => s.name === name)!;
  const kasia = byName('Kasia Kot');
  const link = (await api.request<ParentLink>('POST', `/api/trips/${trip.id}/students/${kasia.id}/parent-link`, as)).body;
  const secret = link.path.slice(link.path.indexOf('#') + 1);
  expect((await asParent('/data', secret, { parentPhone2: PHONE_2, allergies: 'orzechy, pyłki' })).status).toBe(200);
  const page = await api.request<ParentView>('GET', '/api/parent', { headers: { [PARENT_LINK_HEADER]: secret, 'x-forwarded-for': '10.7.0.2' } });
  expect((await asParent('/consent', secret, { answer: 'given', medical: 'given', parentName: 'Maria Kot', fingerprint: page.body.consent.fingerprint })).status).toBe(200);
  expect((await api.request('PATCH', `/api/trips/${trip.id}/students/${byName('Jan Żak').id}`, { ...as, body: { consent: 'given', consentDate: '2026-11-20' } })).status).toBe(200);
  expect((await api.request('PATCH', `/api/trips/${trip.id}/students/${byName('Ola Nowak').id}`, { ...as, body: { consent: 'refused' } })).status).toBe(200);
  expect((await api.request('PUT', `/api/trips/${trip.id}/students/${kasia.id}/location`, { token: guardian.accessToken, body: { lat: 49.3, lng: 19.95 } })).status).toBe(200);
  const reveal = await api.request('POST', `/api/trips/${trip.id}/emergency/students/${kasia.id}/parent-phone`, { token: guardian.accessToken, body: { reason: 'atak astmy, PESEL 44051401359' } });
  expect(reveal.status).toBe(200);
  const onlineAt = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, as)).body.find((s) => s.id === kasia.id)!.consentOnlineAt;
  expect(onlineAt).not.toBeNull();
  expect(await eraseDueTrips(api.database.db, warsawMidnight('2099-06-14'))).toContain(trip.id);
  return { head, teacher, guardian, trip, kasiaId: kasia.id, onlineAt: onlineAt! };
}

/** A teacher alone with a trip that ended on 15.05.2026: Ala with a consent on paper, Bartek with none. */
async function pastTrip(creator: TestUser, name = 'Wycieczka do Wieliczki') {
  const trip = await createTrip(api, creator, { name, startDate: '2026-05-11', endDate: '2026-05-15', students: [{ name: 'Ala Mak', className: '5a' }, { name: 'Bartek Bąk' }] });
  const [ala] = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body.filter((s) => s.name === 'Ala Mak');
  await api.request('PATCH', `/api/trips/${trip.id}/students/${ala!.id}`, { token: creator.accessToken, body: { consent: 'given', consentDate: '2026-04-30' } });
  return trip;
}

describe('the erasure keeps the consent record (issue 31)', () => {
  it('keeps per student exactly the name, class, trip, answer, form, when and by whom, and erases everything else', async () => {
    const { teacher, trip, kasiaId, onlineAt } = await erasedSchoolTrip();
    const [school] = await rows<{ id: string }>(sql`select school_id as id from trips where id = ${trip.id}`);
    expect(school?.id).toEqual(expect.any(String));

    // Every sensitive column, and what the parent page recorded, is empty on every student.
    const stored = await rows(sql`
      select name, class_name, consent, pesel, parent_phone, parent_phone2, allergies, diet, medicines, parent_filled_at, parent_filled_fields, consent_by
      from students where trip_id = ${trip.id} order by name`);
    expect(stored).toHaveLength(4);
    for (const student of stored) {
      expect(student, String(student.name)).toMatchObject({
        pesel: null,
        parent_phone: null,
        parent_phone2: null,
        allergies: null,
        diet: null,
        medicines: null,
        parent_filled_at: null,
        parent_filled_fields: null,
        consent_by: null,
      });
    }
    // The trip itself still shows the answers (names, classes, consents stay on the trip).
    expect(stored.map((s) => [s.name, s.consent])).toEqual([
      ['Jan Żak', 'given'],
      ['Kasia Kot', 'given'],
      ['Ola Nowak', 'refused'],
      ['Piotr Łoś', 'missing'],
    ]);
    expect(await rows(sql`select 1 from student_locations where trip_id = ${trip.id}`)).toEqual([]);
    expect(await rows(sql`select 1 from parent_links where trip_id = ${trip.id}`)).toEqual([]);
    expect(await rows(sql`select reason from sensitive_reads where trip_id = ${trip.id} and kind = 'reveal'`)).toEqual([{ reason: null }]);

    // The record: exactly these fields, one row per student, until 14.05.2104 (the school's 5 years).
    const base = { school_id: school!.id, owner_id: teacher.user.id, trip_name: 'Zielona szkoła 2027', start_date: '2099-05-10', end_date: '2099-05-14', keep_until: '2104-05-14' };
    expect(await archiveOf(trip.id)).toEqual([
      { ...base, student_name: 'Jan Żak', class_name: '6b', consent: 'given', consent_form: 'paper', consent_date: '2026-11-20', consent_online_at: null, consent_by: null },
      { ...base, student_name: 'Kasia Kot', class_name: '6a', consent: 'given', consent_form: 'online', consent_date: warsawDate(new Date(onlineAt)), consent_online_at: onlineAt, consent_by: 'Maria Kot' },
      { ...base, student_name: 'Ola Nowak', class_name: '6a', consent: 'refused', consent_form: 'paper', consent_date: null, consent_online_at: null, consent_by: null },
      { ...base, student_name: 'Piotr Łoś', class_name: null, consent: 'missing', consent_form: null, consent_date: null, consent_online_at: null, consent_by: null },
    ]);
    const archived = JSON.stringify(await rows(sql`select * from consent_archive where trip_id = ${trip.id}`));
    for (const secret of [PESEL, PHONE, PHONE_2, 'orzechy', 'bezglutenowa', 'Ventolin', 'astmy', kasiaId]) expect(archived).not.toContain(secret);

    // Another run archives nothing twice.
    await eraseDueTrips(api.database.db, warsawMidnight('2099-06-15'));
    expect(await archiveOf(trip.id)).toHaveLength(4);
  });

  it("keeps a school trip for the school's years and a trip without a school for its own; 0 keeps nothing", async () => {
    const head = await createUser(api, { fullName: 'Barbara Dyrektor' });
    const teacher = await createUser(api);
    await createSchool(api, head, 'Liceum nr 2');
    await joinSchool(api, head, teacher);
    expect((await setSchool(head, { consentKeepYears: 3 })).body.school.consentKeepYears).toBe(3);
    const schoolTrip = await pastTrip(teacher);
    expect(schoolTrip.consentKeepYears).toBe(3);
    // The school's period is the school's: the trip's own cannot be set, and is not used.
    expect((await setTrip(teacher, schoolTrip.id, { consentKeepYears: 10 })).body.error.message).toBe(MSG.consentKeepSetBySchool);

    const alone = await createUser(api);
    const ownTrip = await pastTrip(alone);
    expect(ownTrip.consentKeepYears).toBe(5);
    expect((await setTrip(alone, ownTrip.id, { consentKeepYears: 2 })).body.consentKeepYears).toBe(2);
    const noneTrip = await pastTrip(alone, 'Bez archiwum');
    expect((await setTrip(alone, noneTrip.id, { consentKeepYears: 0 })).status).toBe(200);

    const erased = await eraseDueTrips(api.database.db, warsawMidnight('2026-06-15'));
    expect(erased).toEqual(expect.arrayContaining([schoolTrip.id, ownTrip.id, noneTrip.id]));
    expect(await keptUntil(schoolTrip.id)).toEqual(['2029-05-15']);
    expect(await keptUntil(ownTrip.id)).toEqual(['2028-05-15']);
    expect(await archiveOf(noneTrip.id)).toEqual([]);
    expect(await rows(sql`select pesel from students where trip_id = ${noneTrip.id} and pesel is not null`)).toEqual([]);

    // Changing the period moves the end of the records already kept; 0 deletes them.
    expect((await setSchool(head, { consentKeepYears: 7 })).status).toBe(200);
    expect(await keptUntil(schoolTrip.id)).toEqual(['2033-05-15']);
    expect((await setTrip(alone, ownTrip.id, { consentKeepYears: 10 })).status).toBe(200);
    expect(await keptUntil(ownTrip.id)).toEqual(['2036-05-15']);
    expect((await setSchool(head, { consentKeepYears: 0 })).status).toBe(200);
    expect(await archiveOf(schoolTrip.id)).toEqual([]);
    expect(await archiveOf(ownTrip.id)).toHaveLength(2);
  });

  it('deletes the records the day after their last day, and those nobody may read any more', async () => {
    const teacher = await createUser(api);
    const trip = await pastTrip(teacher);
    expect((await setTrip(teacher, trip.id, { consentKeepYears: 1 })).status).toBe(200);
    await eraseDueTrips(api.database.db, warsawMidnight('2026-06-15'));
    expect(await keptUntil(trip.id)).toEqual(['2027-05-15']);
    await eraseDueTrips(api.database.db, new Date(warsawMidnight('2027-05-16').getTime() - 1000));
    expect(await archiveOf(trip.id)).toHaveLength(2);
    await eraseDueTrips(api.database.db, warsawMidnight('2027-05-16'));
    expect(await archiveOf(trip.id)).toEqual([]);

    // A teacher without a school deletes the finished trip, then the account: the records have no reader left.
    const leaving = await createUser(api);
    const last = await pastTrip(leaving, 'Ostatnia wycieczka');
    expect((await api.request('DELETE', `/api/trips/${last.id}`, { token: leaving.accessToken })).status).toBe(204);
    expect(await archiveOf(last.id)).toHaveLength(2);
    expect((await api.request('POST', '/api/profile/delete', { token: leaving.accessToken, body: { password: leaving.password } })).status).toBe(204);
    await eraseDueTrips(api.database.db, new Date());
    expect(await archiveOf(last.id)).toEqual([]);
  });

  it('archives a finished trip when it is deleted, not one deleted before its end, and an erased one only once', async () => {
    const teacher = await createUser(api);
    const finished = await pastTrip(teacher);
    expect((await api.request('DELETE', `/api/trips/${finished.id}`, { token: teacher.accessToken })).status).toBe(204);
    expect((await archiveOf(finished.id)).map((r) => [r.student_name, r.consent, r.consent_form, r.keep_until, r.owner_id])).toEqual([
      ['Ala Mak', 'given', 'paper', '2031-05-15', teacher.user.id],
      ['Bartek Bąk', 'missing', null, '2031-05-15', teacher.user.id],
    ]);
    // Still readable after the trip is gone.
    const read = await api.request<ArchivedTripRecords>('GET', `/api/consent-archive/${finished.id}`, { token: teacher.accessToken });
    expect(read.status).toBe(200);
    expect(read.body.trip).toMatchObject({ tripName: 'Wycieczka do Wieliczki', students: 2, given: 1, missing: 1, keepUntil: '2031-05-15', mine: true });

    const upcoming = await createTrip(api, teacher, { startDate: '2099-05-10', endDate: '2099-05-14', students: [{ name: 'Ala Mak' }] });
    expect((await api.request('DELETE', `/api/trips/${upcoming.id}`, { token: teacher.accessToken })).status).toBe(204);
    expect(await archiveOf(upcoming.id)).toEqual([]);

    const erased = await pastTrip(teacher, 'Wycieczka usunięta po usunięciu danych');
    await eraseDueTrips(api.database.db, warsawMidnight('2026-06-15'));
    expect(await archiveOf(erased.id)).toHaveLength(2);
    expect((await api.request('DELETE', `/api/trips/${erased.id}`, { token: teacher.accessToken })).status).toBe(204);
    expect(await archiveOf(erased.id)).toHaveLength(2);
  });
});

describe('reading the archive', () => {
  it('is for the creator and the head of the school: the permission table of every endpoint', async () => {
    const { head, teacher, guardian, trip } = await erasedSchoolTrip();
    const colleague = await createUser(api);
    await joinSchool(api, head, colleague);
    const otherHead = await createUser(api);
    await createSchool(api, otherHead, 'Liceum nr 1');
    const stranger = await createUser(api);

    const list = (user: TestUser) => api.request<ConsentArchiveList>('GET', '/api/consent-archive', { token: user.accessToken });
    const records = (user: TestUser, id = trip.id) => api.request<ArchivedTripRecords & ApiErrorBody>('GET', `/api/consent-archive/${id}`, { token: user.accessToken });
    const pdf = (user: TestUser) => api.app.request(`/api/consent-archive/${trip.id}/pdf`, { headers: { Authorization: `Bearer ${user.accessToken}` } });

    const own = (await list(teacher)).body;
    expect(own.headOf).toBeNull();
    expect(own.trips.find((t) => t.tripId === trip.id)).toMatchObject({
      tripName: 'Zielona szkoła 2027',
      schoolName: 'Szkoła Podstawowa nr 3 w Krakowie',
      students: 4,
      given: 2,
      refused: 1,
      missing: 1,
      keepUntil: '2104-05-14',
      mine: true,
    });
    const headList = (await list(head)).body;
    expect(headList.headOf).toBe('Szkoła Podstawowa nr 3 w Krakowie');
    expect(headList.trips.find((t) => t.tripId === trip.id)).toMatchObject({ mine: false, students: 4 });
    for (const reader of [teacher, head]) {
      const answer = await records(reader);
      expect(answer.status).toBe(200);
      // By surname, the Polish way: Kot, Łoś, Nowak, Żak.
      expect(answer.body.records.map((r) => r.studentName)).toEqual(['Kasia Kot', 'Piotr Łoś', 'Ola Nowak', 'Jan Żak']);
      expect(answer.body.records[0]).toMatchObject({ className: '6a', consent: 'given', consentForm: 'online', consentBy: 'Maria Kot' });
      expect((await pdf(reader)).status).toBe(200);
    }

    // A guardian of the trip, a teacher of the same school, another school's head, a stranger: nothing, and no hint.
    for (const outsider of [guardian, colleague, otherHead, stranger]) {
      const theirs = await list(outsider);
      expect(theirs.status).toBe(200);
      expect(theirs.body.trips.map((t) => t.tripId)).not.toContain(trip.id);
      const answer = await records(outsider);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(MSG.consentArchiveNotFound);
      expect((await pdf(outsider)).status).toBe(404);
    }
    // An id that was never a trip reads the same; one that is no id at all is refused.
    expect((await records(teacher, '00000000-0000-4000-8000-000000000001')).status).toBe(404);
    expect((await records(teacher, 'nie-id')).status).toBe(400);
    // No token: 401 on each.
    for (const path of ['/api/consent-archive', `/api/consent-archive/${trip.id}`, `/api/consent-archive/${trip.id}/pdf`]) {
      expect((await api.request('GET', path)).status).toBe(401);
    }
  });

  it('prints the records as a PDF: the school, the trip, the table, until when and the day printed', async () => {
    const { teacher, trip } = await erasedSchoolTrip();
    const response = await api.app.request(`/api/consent-archive/${trip.id}/pdf`, { headers: { Authorization: `Bearer ${teacher.accessToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="archiwum-zgod-zielona-szkola-2027.pdf"');
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('ARCHIWUM ZGÓD');
    expect(text).toContain('Szkoła: Szkoła Podstawowa nr 3 w Krakowie');
    expect(text).toContain('Wycieczka: Zielona szkoła 2027');
    expect(text).toContain('Termin: 10.05.2099 – 14.05.2099');
    expect(text).toContain('Lp. Uczeń Klasa Zgoda Pomoc medyczna Forma Data Kto wyraził');
    expect(text).toContain('Maria Kot');
    // Issue 48: the medical answer kept beside the participation, apart from it.
    expect(text).toContain('Jan Żak 6b Tak Brak papierowa 20.11.2026');
    expect(text).toContain('Ola Nowak 6a Nie Brak papierowa');
    expect(text).toContain('Piotr Łoś Brak Brak');
    expect(text).toMatch(/Kasia Kot 6a Tak Tak online \d\d\.\d\d\.\d{4}/);
    expect(text.indexOf('Kasia Kot')).toBeLessThan(text.indexOf('Piotr Łoś'));
    expect(text.indexOf('Ola Nowak')).toBeLessThan(text.indexOf('Jan Żak'));
    expect(text).toContain('Przechowywane do 14.05.2104');
    const [y, m, d] = warsawDate().split('-');
    expect(text).toContain(`Wydrukowano ${d}.${m}.${y}`);
    for (const secret of [PESEL, PHONE, PHONE_2, 'orzechy', 'Ventolin', 'astmy']) expect(text).not.toContain(secret);
  });
});

describe("the archive's period", () => {
  it('is 0 to 20 whole years, set by the head for the school and by the creator for a trip alone; a bad value changes nothing', async () => {
    const head = await createUser(api);
    const teacher = await createUser(api);
    await createSchool(api, head, 'Szkoła Podstawowa nr 9');
    await joinSchool(api, head, teacher);
    expect((await setSchool(head, {})).body.school.consentKeepYears).toBe(5);
    expect((await setSchool(head, { consentKeepYears: 20 })).body.school.consentKeepYears).toBe(20);
    for (const bad of [-1, 21, 1.5, '5', null]) {
      const refused = await setSchool(head, { consentKeepYears: bad, name: 'Inna nazwa' });
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.error.message).toBe(MSG.consentKeepYearsInvalid);
    }
    const now = (await api.request<MySchool>('GET', '/api/schools/mine', { token: head.accessToken })).body!.school;
    expect(now).toMatchObject({ consentKeepYears: 20, name: 'Szkoła Podstawowa nr 9' });
    expect((await setSchool(teacher, { consentKeepYears: 1 })).status).toBe(403);

    const creator = await createUser(api);
    const leader = await createUser(api);
    const trip = await createTrip(api, creator, { leader });
    const refused = await setTrip(leader, trip.id, { consentKeepYears: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MSG.onlyCreatorSetsConsentKeep);
    for (const bad of [-1, 21, 2.5, '3']) {
      const answer = await setTrip(creator, trip.id, { consentKeepYears: bad });
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.error.message).toBe(MSG.consentKeepYearsInvalid);
    }
    expect((await setTrip(creator, trip.id, { consentKeepYears: 0 })).body.consentKeepYears).toBe(0);
    expect((await api.request<TripSummary>('GET', `/api/trips/${trip.id}`, { token: leader.accessToken })).body.consentKeepYears).toBe(0);
  });
});
