import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS, MSG, type ApiErrorBody, type SchoolAccessLogPage, type Student, type AccessLogPage } from '@wycieczki/shared';
import { eraseDueTrips } from '../../erasure/erase-sensitive';
import { createSchool, createTrip, createUser, joinSchool, type TestUser, type TripOptions } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { useTestApi } from '../../test/test-app';
import { fileSlug } from '../../paperwork/file-names';

const api = useTestApi();

// Every child's sensitive values in this file: none may reach the head, in the log or in the record.
const PESELS = ['44051401359', '02070803628', '90090515836'];
const PHONES = ['600100200', '500600700', '700800900'];
const ALLERGY = 'orzechy laskowe – wstrząs';
const REASON = 'Kasia źle się czuje, alergia';

const SCHOOL = 'Szkoła Podstawowa nr 7 w Gdańsku';

const children = (): NonNullable<TripOptions['students']> => [
  { name: 'Kasia Kot', pesel: PESELS[0], parentPhone: PHONES[0], allergies: ALLERGY, diet: 'bezglutenowa' },
  { name: 'Jan Żak', pesel: PESELS[1], parentPhone: PHONES[1], disability: true },
  { name: 'Ola Nowak' },
];

async function schoolOf(headName: string, name: string, address: string | null = null): Promise<TestUser> {
  const head = await createUser(api, { fullName: headName });
  await createSchool(api, head, name, address);
  return head;
}

async function teacherOf(head: TestUser, fullName: string): Promise<TestUser> {
  const teacher = await createUser(api, { fullName });
  await joinSchool(api, head, teacher);
  return teacher;
}

/** A trip whose creator reads each child's PESEL and phone: one 'data' entry a child. */
async function tripWithReads(creator: TestUser, name: string, options: TripOptions = {}) {
  const trip = await createTrip(api, creator, { name, startDate: '2027-05-10', endDate: '2027-05-13', students: children(), ...options });
  const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body;
  for (const student of students) {
    expect((await api.request('GET', `/api/trips/${trip.id}/students/${student.id}/sensitive`, { token: creator.accessToken })).status).toBe(200);
  }
  return { trip, students };
}

const schoolLog = (user: TestUser, query = '') =>
  api.request<SchoolAccessLogPage & ApiErrorBody>('GET', `/api/schools/mine/access-log${query}`, { token: user.accessToken });

const record = (user: TestUser) => api.app.request('/api/schools/mine/record-of-processing', { headers: { Authorization: `Bearer ${user.accessToken}` } });

describe("the school's access log", () => {
  it("shows the head every read on the school's trips with the trip's name, never another school's or a lone teacher's, never a value", async () => {
    const head = await schoolOf('Barbara Dyrektor', SCHOOL);
    const teacher = await teacherOf(head, 'Tomasz Nauczyciel');
    const guardian = await createUser(api, { fullName: 'Gabriela Opiekunka' });
    const ours = await tripWithReads(teacher, 'Zielona szkoła – Hel', { guardians: [guardian] });
    const kasia = ours.students.find((s) => s.name === 'Kasia Kot')!;
    const revealed = await api.request('POST', `/api/trips/${ours.trip.id}/emergency/students/${kasia.id}/parent-phone`, { token: guardian.accessToken, body: { reason: REASON } });
    expect(revealed.status).toBe(200);
    const headsOwn = await tripWithReads(head, 'Wycieczka dyrektora do Malborka');

    const otherHead = await schoolOf('Zenon Inny', 'Liceum nr 2 w Sopocie');
    const theirs = await tripWithReads(otherHead, 'Obca wycieczka');
    const alone = await createUser(api, { fullName: 'Lena Samotna' });
    const lone = await tripWithReads(alone, 'Wycieczka bez szkoły');

    const log = await schoolLog(head);
    expect(log.status).toBe(200);
    expect(log.body.nextCursor).toBeNull();
    // Three children read on each of the two trips, and the guardian's reveal.
    expect(log.body.entries).toHaveLength(7);
    expect(new Set(log.body.entries.map((e) => e.tripId))).toEqual(new Set([ours.trip.id, headsOwn.trip.id]));
    expect(log.body.entries[0]).toMatchObject({ kind: 'data', tripId: headsOwn.trip.id, tripName: 'Wycieczka dyrektora do Malborka', readerName: 'Barbara Dyrektor' });
    // The reveal without its reason: the trip's creator reads that in the trip's own log.
    expect(log.body.entries.find((e) => e.kind === 'reveal')).toMatchObject({
      tripId: ours.trip.id,
      tripName: 'Zielona szkoła – Hel',
      readerName: 'Gabriela Opiekunka',
      studentName: 'Kasia Kot',
      reason: null,
      reasonErasedAt: null,
    });
    const own = await api.request<AccessLogPage>('GET', `/api/trips/${ours.trip.id}/access-log`, { token: teacher.accessToken });
    expect(own.body.entries.find((e) => e.kind === 'reveal')?.reason).toBe(REASON);
    expect(log.body.trips.map((t) => t.name).sort()).toEqual(['Wycieczka dyrektora do Malborka', 'Zielona szkoła – Hel']);

    const said = JSON.stringify(log.body);
    for (const secret of [...PESELS, ...PHONES, ALLERGY, 'bezglutenowa', REASON, 'Obca wycieczka', 'Wycieczka bez szkoły']) expect(said).not.toContain(secret);

    // One trip of the school; a trip of another school or of no school is not in the school's log.
    const one = await schoolLog(head, `?tripId=${ours.trip.id}`);
    expect(one.body.entries.map((e) => e.tripId)).toEqual(Array(4).fill(ours.trip.id));
    for (const foreign of [theirs.trip.id, lone.trip.id]) expect((await schoolLog(head, `?tripId=${foreign}`)).body.entries).toEqual([]);

    // The other school's head sees their own trip alone.
    const others = await schoolLog(otherHead);
    expect(new Set(others.body.entries.map((e) => e.tripId))).toEqual(new Set([theirs.trip.id]));
    expect(others.body.trips).toEqual([{ id: theirs.trip.id, name: 'Obca wycieczka' }]);
  });

  it('answers a teacher of the school 403 and a user in no school 404, in Polish; a bad cursor or trip is 400', async () => {
    const head = await schoolOf('Barbara Dyrektor', SCHOOL);
    const teacher = await teacherOf(head, 'Tomasz Nauczyciel');
    const alone = await createUser(api);
    const refused = await schoolLog(teacher);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MSG.onlyHead);
    const outside = await schoolLog(alone);
    expect(outside.status).toBe(404);
    expect(outside.body.error.message).toBe(MSG.notInSchool);
    expect((await api.request('GET', '/api/schools/mine/access-log')).status).toBe(401);
    for (const [query, message] of [
      ['?before=wczoraj', MSG.accessLogCursorInvalid],
      [`?before=${encodeURIComponent('2027-01-01T00:00:00.000Z|nie-uuid')}`, MSG.accessLogCursorInvalid],
      ['?tripId=nie-uuid', MSG.accessLogFilterInvalid],
    ] as const) {
      const bad = await schoolLog(head, query);
      expect(bad.status, query).toBe(400);
      expect(bad.body.error.message).toBe(message);
    }
  });

  it('pages the log 50 entries at a time, newest first, each entry once', async () => {
    const head = await schoolOf('Barbara Dyrektor', SCHOOL);
    const teacher = await teacherOf(head, 'Tomasz Nauczyciel');
    const first = await tripWithReads(teacher, 'Pierwsza');
    const second = await tripWithReads(head, 'Druga');
    // Many more reads, some at one and the same moment: the page's order still holds by id.
    await api.database.db.execute(sql`
      insert into sensitive_reads (user_id, student_id, trip_id, kind, reader_name, student_name, read_at)
      select ${teacher.user.id}::uuid, ${first.students[0]!.id}::uuid, ${first.trip.id}::uuid, 'data', 'Tomasz Nauczyciel', 'Kasia Kot',
             case when n % 3 = 0 then timestamptz '2027-01-01 10:00:00+00' else timestamptz '2027-01-01 10:00:00+00' - n * interval '1 minute' end
      from generate_series(1, 60) as n`);
    const total = 60 + 6;
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof schoolLog>> = await schoolLog(head, cursor ? `?before=${encodeURIComponent(cursor)}` : '');
      expect(page.status).toBe(200);
      expect(page.body.entries.length).toBeLessThanOrEqual(LIMITS.accessLogPageSize);
      seen.push(...page.body.entries.map((e) => `${e.at}|${e.id}`));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect(second.trip.id).not.toBe(first.trip.id);
  });
});

describe("the school's record of processing", () => {
  it("is a PDF for the head: the controller, each of the school's trips with its dates and how long its data is kept, counts and never a value", async () => {
    const head = await schoolOf('Barbara Dyrektor', SCHOOL, 'ul. Długa 1, 80-001 Gdańsk');
    expect((await api.request('PATCH', '/api/schools/mine', { token: head.accessToken, body: { eraseAfterDays: 14 } })).status).toBe(200);
    const teacher = await teacherOf(head, 'Tomasz Nauczyciel');
    await tripWithReads(teacher, 'Zielona szkoła – Hel');
    const winter = await createTrip(api, head, { name: 'Zimowisko w Zakopanem', startDate: '2027-01-05', endDate: '2027-01-10', students: children() });
    // The winter trip's data is erased on 25.01.2027, 14 days after its end: by 1 March it is gone.
    expect(await eraseDueTrips(api.database.db, new Date('2027-03-01T11:00:00Z'))).toEqual([winter.id]);
    const otherHead = await schoolOf('Zenon Inny', 'Liceum nr 2 w Sopocie');
    await tripWithReads(otherHead, 'Obca wycieczka');
    await tripWithReads(await createUser(api), 'Wycieczka bez szkoły');

    const response = await record(head);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="rejestr-czynnosci-przetwarzania-${fileSlug(SCHOOL)}.pdf"`);
    expect(fileSlug(SCHOOL)).toBe('szkola-podstawowa-nr-7-w-gdansku');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 5))).toBe('%PDF-');
    const text = (await pdfPages(bytes)).join('\n').replace(/\s+/g, ' ');
    for (const expected of [
      'REJESTR CZYNNOŚCI PRZETWARZANIA',
      `Administrator: ${SCHOOL}, ul. Długa 1, 80-001 Gdańsk`,
      'Dyrektor: Barbara Dyrektor',
      'art. 6 ust. 1 lit. c i e RODO',
      'Dz.U. 2018 poz. 1055',
      'art. 9 ust. 2 lit. a RODO',
      'Zielona szkoła – Hel',
      '10.05.2027 – 13.05.2027',
      'Tomasz Nauczyciel',
      'PESEL: 2, telefon rodzica: 2, alergie: 1, dieta: 1, niepełnosprawność: 1',
      'do 27.05.2027',
      'Zimowisko w Zakopanem',
      'usunięto 01.03.2027',
      'Każdy odczyt danych wrażliwych jest zapisywany w dzienniku dostępu',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Data sporządzenia: \d\d\.\d\d\.\d{4}/);
    // The erased trip holds nothing sensitive any more but the disability flag, which the erasure keeps.
    expect(text).toContain('niepełnosprawność: 1 usunięto 01.03.2027');
    const squeezed = text.replace(/\s+/g, '');
    for (const secret of [...PESELS, ...PHONES]) expect(squeezed).not.toContain(secret);
    for (const absent of [ALLERGY, 'bezglutenowa', 'Obca wycieczka', 'Wycieczka bez szkoły', 'Kasia Kot']) expect(text).not.toContain(absent);
  });

  it("is the head's alone: a teacher gets 403, a user in no school 404", async () => {
    const head = await schoolOf('Barbara Dyrektor', SCHOOL);
    const teacher = await teacherOf(head, 'Tomasz Nauczyciel');
    const refused = await record(teacher);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ApiErrorBody).error.message).toBe(MSG.onlyHead);
    const outside = await record(await createUser(api));
    expect(outside.status).toBe(404);
    expect(((await outside.json()) as ApiErrorBody).error.message).toBe(MSG.notInSchool);
    // A school without trips says so.
    const text = (await pdfPages(new Uint8Array(await (await record(head)).arrayBuffer()))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Szkoła nie ma jeszcze wycieczek w aplikacji.');
  });
});
