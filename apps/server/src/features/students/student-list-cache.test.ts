import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MASKED, type Room, type Student } from '@wycieczki/shared';
import { createApp, type App } from '../../app';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';
import { createStudentListCache } from './student-list-cache';
import type { StudentRow } from './students.repo';

const api = useTestApi();

const PESEL = '44051401359';
const PHONE = '600100200';

/** Another server instance on the same database: its own services, so its own kept lists. */
function anotherInstance(): App {
  return createApp({ database: api.database, tokens: api.tokens, realtime: api.realtime, proxyHops: 1, webDistDir: null });
}

async function readList(app: App, user: TestUser, tripId: string): Promise<{ status: number; body: Student[] }> {
  const response = await app.request(`/api/trips/${tripId}/students`, { headers: { authorization: `Bearer ${user.accessToken}` } });
  return { status: response.status, body: (await response.json()) as Student[] };
}

async function listVersion(tripId: string): Promise<number> {
  const result = await api.database.db.execute<{ version: string }>(
    sql`select version::text as version from student_list_versions where trip_id = ${tripId}`,
  );
  const rows = (result as unknown as { rows: { version: string }[] }).rows;
  return Number(rows[0]?.version ?? Number.NaN);
}

async function tripWithStudents() {
  const creator = await createUser(api);
  const guardian = await createUser(api, { fullName: 'Gustaw Opiekun' });
  const trip = await createTrip(api, creator, {
    guardians: [guardian],
    students: [
      { name: 'Ala Kot', pesel: PESEL, parentPhone: PHONE },
      { name: 'Bartek Lis' },
    ],
    rooms: [{ number: '12', capacity: 3 }],
  });
  const rooms = await api.request<Room[]>('GET', `/api/trips/${trip.id}/rooms`, { token: creator.accessToken });
  const room = rooms.body[0] as Room;
  return { creator, guardian, trip, room };
}

describe('the student list kept by each server instance', () => {
  it('shows every kind of change made through another instance at once', async () => {
    const { creator, guardian, trip, room } = await tripWithStudents();
    const second = anotherInstance();
    const call = (method: string, path: string, body?: unknown) =>
      api.request(method, `/api/trips/${trip.id}${path}`, { token: creator.accessToken, body });
    const studentId = async (name: string) => (await readList(api.app, creator, trip.id)).body.find((s) => s.name === name)?.id ?? '';

    const changes: [string, () => Promise<unknown>][] = [
      ['presence', async () => call('PATCH', `/students/${await studentId('Ala Kot')}`, { present: false })],
      ['a new name', async () => call('PATCH', `/students/${await studentId('Bartek Lis')}`, { name: 'Bartosz Lis' })],
      ['allergies written by a guardian', async () =>
        api.request('PATCH', `/api/trips/${trip.id}/students/${await studentId('Ala Kot')}`, { token: guardian.accessToken, body: { allergies: 'orzechy' } })],
      ['a new student', () => call('POST', '/students', { name: 'Celina Wróbel' })],
      ['a room assignment', async () => call('PUT', `/rooms/${room.id}/students`, { studentIds: [await studentId('Ala Kot'), await studentId('Celina Wróbel')] })],
      ['a room moving a student out', async () => call('PUT', `/rooms/${room.id}/students`, { studentIds: [await studentId('Celina Wróbel')] })],
      ['a renamed room', () => call('PATCH', `/rooms/${room.id}`, { number: '14A' })],
      ['a deleted room', () => call('DELETE', `/rooms/${room.id}`)],
      ['an import', () => call('POST', '/students/import', { students: [{ name: 'Daria Zięba' }, { name: 'Edek Sowa' }] })],
      ['a deleted student', async () => call('DELETE', `/students/${await studentId('Bartosz Lis')}`)],
    ];

    let before = (await readList(second, guardian, trip.id)).body;
    for (const [what, change] of changes) {
      await change();
      // A brand-new instance keeps nothing yet, so it answers straight from the database.
      const truth = (await readList(anotherInstance(), guardian, trip.id)).body;
      expect(truth, `${what} changed the list`).not.toEqual(before);
      expect((await readList(second, guardian, trip.id)).body, `after ${what}`).toEqual(truth);
      before = truth;
    }
    expect(before.map((s) => [s.name, s.present, s.roomNumber])).toEqual([
      ['Ala Kot', false, null],
      ['Edek Sowa', true, null],
      ['Celina Wróbel', true, null],
      ['Daria Zięba', true, null],
    ]);
  });

  it('masks PESEL and phone for a guardian whoever read the list first, and shows them to the creator', async () => {
    const { creator, guardian, trip } = await tripWithStudents();
    const app = anotherInstance();
    const asCreator = await readList(app, creator, trip.id);
    const asGuardian = await readList(app, guardian, trip.id);
    expect(asCreator.body.find((s) => s.name === 'Ala Kot')).toMatchObject({ pesel: PESEL, parentPhone: PHONE });
    for (const student of asGuardian.body) expect(student).toMatchObject({ pesel: MASKED, parentPhone: MASKED });
    expect(JSON.stringify(asGuardian.body)).not.toContain(PESEL);
    expect((await readList(app, creator, trip.id)).body).toEqual(asCreator.body);

    const other = anotherInstance();
    expect((await readList(other, guardian, trip.id)).body).toEqual(asGuardian.body);
    expect((await readList(other, creator, trip.id)).body).toEqual(asCreator.body);
  });

  it('answers 404 to a guardian removed after reading the list, and to a stranger', async () => {
    const { creator, guardian, trip } = await tripWithStudents();
    const app = anotherInstance();
    expect((await readList(app, guardian, trip.id)).status).toBe(200);
    await api.request('DELETE', `/api/trips/${trip.id}/guardians/${guardian.user.id}`, { token: creator.accessToken });
    expect((await readList(app, guardian, trip.id)).status).toBe(404);
    const stranger = await createUser(api);
    expect((await readList(app, stranger, trip.id)).status).toBe(404);
  });

  it('counts one version per committed statement and none for a refused change', async () => {
    const { creator, trip, room } = await tripWithStudents();
    const start = await listVersion(trip.id);
    expect(start).toBeGreaterThan(0); // the wizard's students
    const list = (await readList(api.app, creator, trip.id)).body;
    await api.request('PUT', `/api/trips/${trip.id}/rooms/${room.id}/students`, {
      token: creator.accessToken,
      body: { studentIds: list.map((s) => s.id) },
    });
    expect(await listVersion(trip.id)).toBe(start + 1);
    // Over capacity: refused with 409 after the checks, nothing stored, the version stays.
    const refused = await api.request('PATCH', `/api/trips/${trip.id}/rooms/${room.id}`, { token: creator.accessToken, body: { capacity: 1 } });
    expect(refused.status).toBe(409);
    expect(await listVersion(trip.id)).toBe(start + 1);
    // A trip's new name is not part of the list.
    await api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { name: 'Inna nazwa' } });
    expect(await listVersion(trip.id)).toBe(start + 1);
  });

  it('deletes a trip with its students, rooms and counter', async () => {
    const { creator, trip } = await tripWithStudents();
    expect((await api.request('DELETE', `/api/trips/${trip.id}`, { token: creator.accessToken })).status).toBe(204);
    expect(Number.isNaN(await listVersion(trip.id))).toBe(true);
  });

  it('serves concurrent room assignments and presence changes of the same students without an error', async () => {
    const { creator, guardian, trip, room } = await tripWithStudents();
    const ids = (await readList(api.app, creator, trip.id)).body.map((s) => s.id);
    const requests = Array.from({ length: 24 }, (_, i) =>
      i % 2 === 0
        ? api.request('PUT', `/api/trips/${trip.id}/rooms/${room.id}/students`, {
            token: creator.accessToken,
            body: { studentIds: i % 4 === 0 ? ids : ids.slice(1) },
          })
        : api.request('PATCH', `/api/trips/${trip.id}/students/${ids[i % ids.length]}`, {
            token: guardian.accessToken,
            body: { present: i % 3 === 0 },
          }),
    );
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const after = await readList(anotherInstance(), guardian, trip.id);
    expect((await readList(api.app, guardian, trip.id)).body).toEqual(after.body);
  });
});

describe('createStudentListCache', () => {
  const rows = (name: string): StudentRow[] => [
    { id: '1', tripId: 't', name, sex: null, present: true, pesel: PESEL, parentPhone: null, allergies: null, diet: null, medicines: null, roomId: null, roomNumber: null, className: null, disability: false, consent: 'missing', consentDate: null, medicalConsent: 'missing', consentExtra: {}, parentPhone2: null, parentFilledAt: null, parentFilledFields: null, consentOnlineAt: null, consentBy: null, consentLanguage: null, groupGuardianId: null, badgeCode: '0A1B2C3D4E' },
  ];

  it('keeps one list per trip, never goes back to an older version, and forgets the least recently read', () => {
    const cache = createStudentListCache(2);
    cache.remember('a', '5', rows('Ala'));
    cache.remember('a', '4', rows('stara'));
    expect(cache.versionOf('a')).toBe('5');
    expect(cache.body('a', '4', true, (r) => r[0]?.name ?? '')).toBeNull();
    cache.remember('b', '1', rows('Bartek'));
    expect(cache.body('a', '5', true, (r) => r[0]?.name ?? '')).toBe('Ala'); // a is now the most recent
    cache.remember('c', '1', rows('Celina'));
    expect(cache.versionOf('b')).toBeNull();
    expect(cache.size()).toBe(2);
  });

  it('builds each audience its own body once', () => {
    const cache = createStudentListCache();
    cache.remember('a', '1', rows('Ala'));
    let builds = 0;
    const build = (label: string) => () => {
      builds += 1;
      return label;
    };
    expect(cache.body('a', '1', false, build('masked'))).toBe('masked');
    expect(cache.body('a', '1', true, build('full'))).toBe('full');
    expect(cache.body('a', '1', false, build('again'))).toBe('masked');
    expect(builds).toBe(2);
  });
});
