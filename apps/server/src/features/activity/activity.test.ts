import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, type ActivityPage, type ApiErrorBody, type AttendanceCheckDetail, type Room, type Student } from '@wycieczki/shared';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

const PESEL = '44051401359';
const NEW_PESEL = '02070803628';
const OTHER_PESEL = '44051401458';
const PHONE = '600100200';
const NEW_PHONE = '+48 511 222 333';

async function feed(user: TestUser, tripId: string, before?: string) {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return api.request<ActivityPage & ApiErrorBody>('GET', `/api/trips/${tripId}/activity${query}`, { token: user.accessToken });
}

async function ok<T>(promise: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const response = await promise;
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
}

async function tripOfThree() {
  const creator = await createUser(api, { fullName: 'Anna Nowak' });
  const guardian = await createUser(api, { fullName: 'Bartek Wiśniewski' });
  const trip = await createTrip(api, creator, {
    guardians: [guardian],
    students: [
      { name: 'Kasia Kot', pesel: PESEL, parentPhone: PHONE, allergies: 'orzechy' },
      { name: 'Jan Żak' },
      { name: 'Ola Wiśniewska' },
    ],
    rooms: [{ number: '12', capacity: 4 }],
  });
  const students = await ok(api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken }));
  return { creator, guardian, trip, students };
}

describe('the activity feed', () => {
  it('keeps a line for every kind of change, newest first, with no PESEL or phone stored anywhere in it', async () => {
    const { creator, guardian, trip, students } = await tripOfThree();
    const kasia = students.find((s) => s.name === 'Kasia Kot')!;
    const jan = students.find((s) => s.name === 'Jan Żak')!;
    const t = (path: string) => `/api/trips/${trip.id}${path}`;
    const as = (user: TestUser) => ({ token: user.accessToken });
    const extra = await createUser(api, { fullName: 'Ewa Ślęzak' });

    await ok(api.request('PATCH', t(''), { ...as(creator), body: { aim: 'Poznanie Tatr' } }));
    await ok(api.request('POST', t('/guardians'), { ...as(creator), body: { email: extra.email } }), 201);
    await ok(api.request('DELETE', t(`/guardians/${extra.user.id}`), as(creator)));
    const added = await ok(api.request<Student>('POST', t('/students'), { ...as(creator), body: { name: 'Zosia Mak', pesel: NEW_PESEL, parentPhone: NEW_PHONE } }), 201);
    await ok(api.request('PATCH', t(`/students/${kasia.id}`), { ...as(creator), body: { pesel: OTHER_PESEL, parentPhone: NEW_PHONE, diet: 'wegetariańska' } }));
    await ok(api.request('PATCH', t(`/students/${jan.id}`), { ...as(guardian), body: { className: '6b' } }));
    await ok(api.request('PUT', t('/students/consent'), { ...as(guardian), body: { studentIds: [jan.id], consent: 'given' } }));
    await ok(api.request('POST', t('/students/import'), { ...as(creator), body: { students: [{ name: 'Piotr Import', pesel: '', parentPhone: '500600700' }] } }), 201);
    await ok(api.request('DELETE', t(`/students/${added.id}`), as(creator)), 204);
    const rooms = await ok(api.request<Room[]>('GET', t('/rooms'), as(guardian)));
    await ok(api.request('PUT', t(`/rooms/${rooms[0]!.id}/students`), { ...as(guardian), body: { studentIds: [kasia.id] } }));
    const room = await ok(api.request<Room>('POST', t('/rooms'), { ...as(guardian), body: { number: '14', capacity: 2 } }), 201);
    await ok(api.request('PATCH', t(`/rooms/${room.id}`), { ...as(guardian), body: { capacity: 3 } }));
    await ok(api.request('DELETE', t(`/rooms/${room.id}`), as(guardian)), 204);
    const list = await ok(api.request<AttendanceCheckDetail>('POST', t('/attendance'), { ...as(guardian), body: { name: 'Autokar', date: '2026-05-11', time: '08:00' } }), 201);
    await ok(api.request('PATCH', t(`/attendance/${list.id}`), { ...as(guardian), body: { name: 'Autokar rano' } }));
    await ok(api.request('PUT', t(`/students/${jan.id}/location`), { ...as(guardian), body: { lat: 49.3, lng: 19.95 } }));
    await ok(api.request('POST', t('/program'), { ...as(creator), body: { day: '2026-05-11', destination: 'Morskie Oko' } }), 201);

    const page = await ok(feed(creator, trip.id));
    const lines = page.entries.map((e) => `${e.actorName}: ${e.summary}`);
    expect(lines).toEqual([
      'Anna Nowak: dodano do programu „Morskie Oko”',
      'Bartek Wiśniewski: zaktualizowano lokalizację: Jan Żak',
      'Bartek Wiśniewski: zaktualizowano listę obecności „Autokar rano”',
      'Bartek Wiśniewski: utworzono listę obecności „Autokar”',
      'Bartek Wiśniewski: usunięto pokój 14',
      'Bartek Wiśniewski: zaktualizowano pokój 14',
      'Bartek Wiśniewski: dodano pokój 14',
      'Bartek Wiśniewski: przypisano do pokoju 12: Kasia Kot',
      'Anna Nowak: usunięto z listy uczniów: Zosia Mak',
      'Anna Nowak: zaimportowano uczniów: 1',
      'Bartek Wiśniewski: zaktualizowano zgody rodziców: 1',
      'Bartek Wiśniewski: zaktualizowano dane (klasa): Jan Żak',
      'Anna Nowak: zaktualizowano dane (dieta, PESEL, telefon rodzica): Kasia Kot',
      'Anna Nowak: dodano do listy uczniów: Zosia Mak',
      'Anna Nowak: usunięto opiekuna Ewa Ślęzak',
      `Anna Nowak: dodano opiekuna ${extra.email}`,
      'Anna Nowak: zaktualizowano wycieczkę',
      'Anna Nowak: utworzono wycieczkę „Zielona szkoła”',
    ]);
    // The same feed for every member.
    expect((await ok(feed(guardian, trip.id))).entries.map((e) => e.id)).toEqual(page.entries.map((e) => e.id));

    // What is stored, whatever the API shows: not one PESEL or phone, in any form.
    const stored = await api.database.db.execute(sql`select t::text as row from trip_activity t where trip_id = ${trip.id}`);
    const text = (stored as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).join('\n');
    for (const secret of [PESEL, NEW_PESEL, OTHER_PESEL, PHONE, '511222333', '511 222 333', '500600700', 'orzechy', 'wegetariańska']) {
      expect(text).not.toContain(secret);
    }
  });

  it('sums up each guardian’s roll call of a list in one line, not one per tap', async () => {
    const { creator, guardian, trip, students } = await tripOfThree();
    const list = await ok(api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, {
      token: creator.accessToken,
      body: { name: 'Autokar', date: '2026-05-11', time: '08:00' },
    }), 201);
    const mark = (user: TestUser, student: Student, status: 'present' | 'absent') =>
      ok(api.request('PUT', `/api/trips/${trip.id}/attendance/${list.id}/records/${student.id}`, { token: user.accessToken, body: { status } }));
    await mark(guardian, students[0]!, 'present');
    await mark(guardian, students[1]!, 'present');
    await mark(guardian, students[1]!, 'absent');
    await mark(guardian, students[1]!, 'present');
    await mark(creator, students[2]!, 'present');

    const lines = (await ok(feed(creator, trip.id))).entries.map((e) => `${e.actorName} ${e.summary}`);
    expect(lines.slice(0, 3)).toEqual([
      'Anna Nowak sprawdziła listę „Autokar”: 3/3',
      'Bartek Wiśniewski sprawdził listę „Autokar”: 3/3',
      'Anna Nowak utworzono listę obecności „Autokar”',
    ]);
    expect(lines.filter((line) => line.includes('sprawdził'))).toHaveLength(2);

    // Issue 63: the verb follows the guardian's 'Forma w komunikatach' in 'Profil' before the first name.
    await ok(api.request('PUT', '/api/profile', { token: guardian.accessToken, body: { firstName: 'Sasza', lastName: 'Wiśniewska', grammaticalGender: 'F' } }));
    await ok(api.request('PUT', '/api/profile', { token: creator.accessToken, body: { firstName: 'Anna', lastName: 'Nowak', grammaticalGender: 'M' } }));
    const chosen = (await ok(feed(creator, trip.id))).entries.map((e) => `${e.actorName} ${e.summary}`);
    expect(chosen.slice(0, 2)).toEqual(['Anna Nowak sprawdził listę „Autokar”: 3/3', 'Sasza Wiśniewska sprawdziła listę „Autokar”: 3/3']);
  });

  it('counts unread lines by others for the reader, the same on every device, until they are marked read', async () => {
    const { creator, guardian, trip } = await tripOfThree();
    // Joining the trip is where a guardian's reading starts: the trip's creation is not news to them.
    expect((await ok(feed(guardian, trip.id))).unread).toBe(0);
    await ok(api.request('POST', `/api/trips/${trip.id}/rooms`, { token: creator.accessToken, body: { number: '15', capacity: 2 } }), 201);
    await ok(api.request('POST', `/api/trips/${trip.id}/rooms`, { token: guardian.accessToken, body: { number: '16', capacity: 2 } }), 201);
    const before = await ok(feed(guardian, trip.id));
    expect(before.unread).toBe(1);
    expect(before.entries.filter((e) => e.unread).map((e) => e.summary)).toEqual(['dodano pokój 15']);
    expect((await ok(feed(creator, trip.id))).unread).toBe(1);

    expect((await api.request('POST', `/api/trips/${trip.id}/activity/read`, { token: guardian.accessToken })).status).toBe(204);
    // Another device of the same user: a new session, the same count.
    const otherDevice = await api.request<{ accessToken: string }>('POST', '/api/auth/sign-in', { body: { email: guardian.email, password: guardian.password } });
    const elsewhere = await api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, { token: otherDevice.body.accessToken });
    expect(elsewhere.body.unread).toBe(0);
    expect(elsewhere.body.entries.some((e) => e.unread)).toBe(false);
    expect((await ok(feed(creator, trip.id))).unread).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await ok(api.request('POST', `/api/trips/${trip.id}/rooms`, { token: creator.accessToken, body: { number: '17', capacity: 2 } }), 201);
    expect((await ok(feed(guardian, trip.id))).unread).toBe(1);
  });

  it('pages by 50, newest first, and refuses a page mark it did not give', async () => {
    const { creator, trip } = await tripOfThree();
    for (let i = 0; i < 60; i += 1) {
      await ok(api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { transport: `autokar ${i}` } }));
    }
    const first = await ok(feed(creator, trip.id));
    expect(first.entries).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await ok(feed(creator, trip.id, first.nextCursor!));
    // 60 edits and the creation.
    expect(second.entries).toHaveLength(11);
    expect(second.nextCursor).toBeNull();
    expect(second.entries.at(-1)?.summary).toBe('utworzono wycieczkę „Zielona szkoła”');
    const ids = [...first.entries, ...second.entries].map((e) => e.id);
    expect(new Set(ids).size).toBe(61);

    for (const bad of ['x', '2026-05-11|x', 'nie-data|3f1c0f1e-6f0f-4f4a-9a57-3f0b8f4f7c11', `${first.nextCursor}'--`]) {
      const refused = await feed(creator, trip.id, bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error.message).toBe(MSG.activityCursorInvalid);
    }
  });

  it('is for the trip’s members only, and goes with the trip', async () => {
    const { creator, trip } = await tripOfThree();
    const stranger = await createUser(api);
    expect((await feed(stranger, trip.id)).status).toBe(404);
    expect((await api.request('POST', `/api/trips/${trip.id}/activity/read`, { token: stranger.accessToken })).status).toBe(404);
    await ok(api.request('DELETE', `/api/trips/${trip.id}`, { token: creator.accessToken }), 204);
    const left = await api.database.db.execute(sql`select count(*)::int as n from trip_activity where trip_id = ${trip.id}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
