import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  MSG,
  type AccessLogPage,
  type ActivityPage,
  type ApiErrorBody,
  type EmergencyCard,
  type RevealedPhone,
  type Student,
} from '@wycieczki/shared';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

const PESEL = '44051401359';
const PHONE = '600100200';
const LEADER_PHONE = '+48 501 111 222';

async function ok<T>(promise: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const response = await promise;
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
}

async function museumTrip() {
  const creator = await createUser(api, { fullName: 'Anna Nowak' });
  const leader = await createUser(api, { fullName: 'Lech Kierownik' });
  const guardian = await createUser(api, { fullName: 'Bartek Wiśniewski' });
  await ok(api.request('PUT', '/api/profile', { token: leader.accessToken, body: { firstName: 'Lech', lastName: 'Kierownik', phone: LEADER_PHONE } }));
  const trip = await createTrip(api, creator, {
    leader,
    guardians: [guardian],
    students: [
      { name: 'Kasia Kot', pesel: PESEL, parentPhone: PHONE, allergies: 'orzechy', diet: 'bezglutenowa', medicines: 'Ventolin przy duszności' },
      { name: 'Jan Żak' },
    ],
    startDate: '2026-05-10',
    endDate: '2026-05-13',
  });
  const students = await ok(api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken }));
  const kasia = students.find((s) => s.name === 'Kasia Kot')!;
  const jan = students.find((s) => s.name === 'Jan Żak')!;
  return { creator, leader, guardian, trip, kasia, jan };
}

const reveal = (user: TestUser, tripId: string, studentId: string, reason: unknown) =>
  api.request<RevealedPhone & ApiErrorBody>('POST', `/api/trips/${tripId}/emergency/students/${studentId}/parent-phone`, {
    token: user.accessToken,
    body: { reason },
  });

const accessLog = (user: TestUser, tripId: string, query = '') =>
  api.request<AccessLogPage & ApiErrorBody>('GET', `/api/trips/${tripId}/access-log${query}`, { token: user.accessToken });

/** The database's own message for a statement it refused (drizzle wraps it as the cause). */
async function refusal(statement: SQL): Promise<string> {
  const error: unknown = await api.database.db.execute(statement).then(
    () => null,
    (e: unknown) => e,
  );
  const cause = (error as { cause?: { message?: string } } | null)?.cause;
  return cause?.message ?? String(error);
}

async function logRows(tripId: string) {
  const result = await api.database.db.execute(sql`select user_id, student_id, kind, reason, reader_name, student_name from sensitive_reads where trip_id = ${tripId} order by read_at, id`);
  return (result as unknown as { rows: Record<string, string | null>[] }).rows;
}

describe('the karta alarmowa', () => {
  it('gives every guardian the contacts, tonight’s lodging and what each child needs, never a PESEL or a parent phone', async () => {
    const { creator, guardian, leader, trip } = await museumTrip();
    for (const [day, stops] of [
      ['2026-05-10', 'Hotel Gromada, ul. Zamoyskiego 2, Zakopane'],
      ['2026-05-11', ''],
      ['2026-05-12', 'Schronisko Murowaniec'],
    ]) {
      await ok(api.request('POST', `/api/trips/${trip.id}/program`, { token: creator.accessToken, body: { day, destination: 'Zakopane', stops } }), 201);
    }
    const card = await ok(api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: guardian.accessToken }));
    expect(card.contacts.map((c) => [c.name, c.phone, c.isLeader, c.isCreator])).toEqual([
      ['Lech Kierownik', LEADER_PHONE, true, false],
      ['Anna Nowak', null, false, true],
      ['Bartek Wiśniewski', null, false, false],
    ]);
    expect(card.students.map((s) => s.name)).toEqual(['Kasia Kot', 'Jan Żak']);
    expect(card.students[0]).toMatchObject({ allergies: 'orzechy', diet: 'bezglutenowa', medicines: 'Ventolin przy duszności', parentPhone: null, hasParentPhone: true });
    expect(card.students[1]).toMatchObject({ parentPhone: null, hasParentPhone: false });
    expect(card.canSeePhones).toBe(false);
    expect(card.revealsLeft).toBe(LIMITS.revealsPerHour);
    expect(JSON.stringify(card)).not.toContain(PESEL);
    expect(JSON.stringify(card)).not.toContain(PHONE);
    // Today (2026-11-24 or later) is after the trip: its last night. Before the trip, its first.
    expect(card.lodging).toEqual({ day: '2026-05-12', text: 'Schronisko Murowaniec' });
    const asLeader = await ok(api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: leader.accessToken }));
    expect(JSON.stringify(asLeader)).not.toContain(PHONE);

    const own = await ok(api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: creator.accessToken }));
    expect(own.canSeePhones).toBe(true);
    expect(own.revealsLeft).toBeNull();
    expect(own.students[0]?.parentPhone).toBe(PHONE);
    expect(JSON.stringify(own)).not.toContain(PESEL);
    // Reading the card records nothing: it holds no number for a guardian, and the creator's own list shows them too.
    expect(await logRows(trip.id)).toEqual([]);

    const outsider = await createUser(api);
    expect((await api.request('GET', `/api/trips/${trip.id}/emergency`, { token: outsider.accessToken })).status).toBe(404);
  });

  it("shows a guardian the parent's phone only with a reason, records who, whom and why, and tells the creator without the number", async () => {
    const { creator, guardian, trip, kasia, jan } = await museumTrip();
    for (const [reason, message] of [
      [undefined, MSG.revealReasonTooShort],
      ['', MSG.revealReasonTooShort],
      ['   ab  ', MSG.revealReasonTooShort],
      ['x'.repeat(LIMITS.revealReasonMax + 1), MSG.revealReasonTooLong],
    ] as const) {
      const refused = await reveal(guardian, trip.id, kasia.id, reason);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(message);
    }
    expect(await logRows(trip.id)).toEqual([]);

    const shown = await ok(reveal(guardian, trip.id, kasia.id, '  Kasia zgubiła się w muzeum  '));
    expect(shown).toEqual({ parentPhone: PHONE, parentPhone2: null, revealsLeft: LIMITS.revealsPerHour - 1 });
    expect(await logRows(trip.id)).toEqual([
      { user_id: guardian.user.id, student_id: kasia.id, kind: 'reveal', reason: 'Kasia zgubiła się w muzeum', reader_name: 'Bartek Wiśniewski', student_name: 'Kasia Kot' },
    ]);
    const feed = await ok(api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, { token: creator.accessToken }));
    expect(feed.entries[0]).toMatchObject({ actorName: 'Bartek Wiśniewski', summary: 'wyświetlono telefon rodzica: Kasia Kot', unread: true });
    const stored = await api.database.db.execute(sql`select line from trip_activity where trip_id = ${trip.id}`);
    expect(JSON.stringify(stored)).not.toContain(PHONE);
    expect(JSON.stringify(stored)).not.toContain('muzeum');

    // No number, another trip's child, a stranger: nothing shown, nothing recorded.
    expect((await reveal(guardian, trip.id, jan.id, 'Zaginięcie')).body.error.message).toBe(MSG.noParentPhone);
    const other = await museumTrip();
    expect((await reveal(guardian, trip.id, other.kasia.id, 'Zaginięcie')).status).toBe(404);
    expect((await reveal(await createUser(api), trip.id, kasia.id, 'Zaginięcie')).status).toBe(404);
    expect(await logRows(trip.id)).toHaveLength(1);

    // The creator sees the numbers anyway: no limit, no feed line, but the read is still in the log.
    await ok(reveal(creator, trip.id, kasia.id, 'Telefon do rodzica'));
    expect((await ok(api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, { token: creator.accessToken }))).entries).toHaveLength(feed.entries.length);
    expect(await logRows(trip.id)).toHaveLength(2);
  });

  it('refuses a guardian’s 21st reveal within an hour on the trip, with when to try again, and records nothing for it', async () => {
    const { guardian, creator, trip, kasia } = await museumTrip();
    const all = await Promise.all(Array.from({ length: LIMITS.revealsPerHour + 2 }, (_, i) => reveal(guardian, trip.id, kasia.id, `Powód numer ${i}`)));
    expect(all.filter((r) => r.status === 200)).toHaveLength(LIMITS.revealsPerHour);
    const refused = all.filter((r) => r.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.body.error.message).toMatch(/^Możesz wyświetlić najwyżej 20 numerów telefonów rodziców na godzinę na tej wycieczce\. Spróbuj ponownie za (60|59) min\.$/);
    expect(JSON.stringify(refused)).not.toContain(PHONE);
    expect(await logRows(trip.id)).toHaveLength(LIMITS.revealsPerHour);
    expect((await ok(api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: guardian.accessToken }))).revealsLeft).toBe(0);

    // An hour later (the rows moved back in time) one more is allowed.
    await api.database.db.execute(sql`alter table sensitive_reads disable trigger sensitive_reads_append_only`);
    await api.database.db.execute(sql`update sensitive_reads set read_at = read_at - interval '61 minutes' where trip_id = ${trip.id}`);
    await api.database.db.execute(sql`alter table sensitive_reads enable trigger sensitive_reads_append_only`);
    await ok(reveal(guardian, trip.id, kasia.id, 'Znowu zaginęła'));
    // The limit is the guardian's on this trip: the creator is not held by it.
    await ok(reveal(creator, trip.id, kasia.id, 'Telefon do rodzica'));
  });
});

describe('the access log', () => {
  it('lists every sensitive read for the creator alone, newest first, by reader and by student, page by page', async () => {
    const { creator, guardian, trip, kasia } = await museumTrip();
    await ok(api.request('GET', `/api/trips/${trip.id}/students/${kasia.id}/sensitive`, { token: creator.accessToken }));
    await ok(reveal(guardian, trip.id, kasia.id, 'Zaginięcie w muzeum'));
    const pdf = await api.request('GET', `/api/trips/${trip.id}/documents/lista`, { token: creator.accessToken });
    expect(pdf.status).toBe(200);

    const log = await ok(accessLog(creator, trip.id));
    expect(log.entries.map((e) => [e.kind, e.readerName, e.studentName, e.reason])).toEqual([
      ['document', 'Anna Nowak', 'Kasia Kot', 'Lista uczestników (PDF)'],
      ['reveal', 'Bartek Wiśniewski', 'Kasia Kot', 'Zaginięcie w muzeum'],
      ['data', 'Anna Nowak', 'Kasia Kot', null],
    ]);
    expect(log.nextCursor).toBeNull();
    expect(log.readers.map((r) => r.name)).toEqual(['Anna Nowak', 'Bartek Wiśniewski']);
    expect(log.students).toEqual([{ id: kasia.id, name: 'Kasia Kot' }]);
    expect(JSON.stringify(log)).not.toContain(PHONE);
    expect(JSON.stringify(log)).not.toContain(PESEL);

    const byGuardian = await ok(accessLog(creator, trip.id, `?readerId=${guardian.user.id}`));
    expect(byGuardian.entries.map((e) => e.kind)).toEqual(['reveal']);
    expect((await ok(accessLog(creator, trip.id, `?studentId=${kasia.id}&readerId=${creator.user.id}`))).entries).toHaveLength(2);

    // A guardian cannot read it (403), an outsider cannot tell it exists (404).
    const refused = await accessLog(guardian, trip.id);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('Zaginięcie');
    expect((await accessLog(await createUser(api), trip.id)).status).toBe(404);
    for (const query of ['?before=wczoraj', '?readerId=nie-uuid', '?studentId=1']) expect((await accessLog(creator, trip.id, query)).status).toBe(400);
  });

  it("lists its filters' readers and students by surname, the Polish way", async () => {
    const creator = await createUser(api, { fullName: 'Zofia Adamska' });
    const guardian = await createUser(api, { fullName: 'Adam Żuk' });
    const names = ['Żaneta Adamczyk', 'Adam Łoś', 'Ola Lis', 'Anna Maria Zając', 'ewa ćwik', 'Cezary Cwalina'];
    const trip = await createTrip(api, creator, { guardians: [guardian], students: names.map((name) => ({ name, parentPhone: PHONE })) });
    const students = await ok(api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken }));
    for (const student of students) {
      await ok(api.request('GET', `/api/trips/${trip.id}/students/${student.id}/sensitive`, { token: creator.accessToken }));
    }
    await ok(api.request('GET', `/api/trips/${trip.id}/documents/lista`, { token: creator.accessToken }));
    await ok(reveal(guardian, trip.id, students[0]!.id, 'Zaginięcie w muzeum'));
    const log = await ok(accessLog(creator, trip.id));
    // Adamczyk, Cwalina, ćwik, Lis, Łoś, Zając: surname first, C before Ć, L before Ł, case aside.
    expect(log.students.map((s) => s.name)).toEqual(['Żaneta Adamczyk', 'Cezary Cwalina', 'ewa ćwik', 'Ola Lis', 'Adam Łoś', 'Anna Maria Zając']);
    // By first name Adam Żuk would come before Zofia Adamska.
    expect(log.readers.map((r) => r.name)).toEqual(['Zofia Adamska', 'Adam Żuk']);
    // The list's six phones are one line, not six (issue 48); filtered by a child, that child's.
    const printed = log.entries.filter((e) => e.kind === 'document');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatchObject({ reason: 'Lista uczestników (PDF)', studentCount: 6 });
    expect(log.entries.filter((e) => e.kind === 'data').every((e) => e.studentCount === 1)).toBe(true);
    const oneChild = await ok(accessLog(creator, trip.id, `?studentId=${students[2]!.id}`));
    expect(oneChild.entries.filter((e) => e.kind === 'document')).toEqual([expect.objectContaining({ studentId: students[2]!.id, studentCount: 1 })]);
  });

  it('pages by 50 without losing or repeating an entry, even when many share one moment', async () => {
    const { creator, guardian, trip, kasia } = await museumTrip();
    // 60 entries written in one transaction share one read_at (reads of a child's data: one line each).
    await api.database.db.execute(sql`
      insert into sensitive_reads (user_id, student_id, trip_id, kind, reader_name, student_name)
      select ${guardian.user.id}, ${kasia.id}, ${trip.id}, 'data', 'Bartek Wiśniewski', 'Kasia Kot' from generate_series(1, 60)`);
    const first = await ok(accessLog(creator, trip.id));
    expect(first.entries).toHaveLength(LIMITS.accessLogPageSize);
    const second = await ok(accessLog(creator, trip.id, `?before=${encodeURIComponent(first.nextCursor!)}`));
    expect(second.entries).toHaveLength(10);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.entries, ...second.entries].map((e) => e.id)).size).toBe(60);
  });

  it('is append-only: the database refuses to change or delete its rows', async () => {
    const { creator, guardian, trip, kasia } = await museumTrip();
    await ok(reveal(guardian, trip.id, kasia.id, 'Zaginięcie w muzeum'));
    expect(await refusal(sql`update sensitive_reads set reason = 'nic' where trip_id = ${trip.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from sensitive_reads where trip_id = ${trip.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate sensitive_reads`)).toMatch(/append-only/);
    // It outlives the student and the trip, with the names they had.
    await ok(api.request('DELETE', `/api/trips/${trip.id}/students/${kasia.id}`, { token: creator.accessToken }), 204);
    await ok(api.request('DELETE', `/api/trips/${trip.id}`, { token: creator.accessToken }), 204);
    expect(await logRows(trip.id)).toEqual([expect.objectContaining({ student_name: 'Kasia Kot', reader_name: 'Bartek Wiśniewski' })]);
  });
});
