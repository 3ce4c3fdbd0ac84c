import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MASKED, MSG, studentLimitMessage, type ApiErrorBody, type Room, type SensitiveData, type Student } from '@wycieczki/shared';
import { sensitiveReads } from '../../db/schema';
import { openEventStream } from '../../test/event-stream';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

const PESEL = '44051401359';
const PHONE = '600100200';

async function tripWithGuardian() {
  const creator = await createUser(api);
  const guardian = await createUser(api, { fullName: 'Gustaw Opiekun' });
  const trip = await createTrip(api, creator, { guardians: [guardian] });
  return { creator, guardian, trip };
}

function addStudent(user: TestUser, tripId: string, body: Record<string, unknown>) {
  return api.request<Student & ApiErrorBody>('POST', `/api/trips/${tripId}/students`, { token: user.accessToken, body });
}

describe('students', () => {
  it("adds a student who starts present, with every field, and lists students in a class register's order (surname, Polish)", async () => {
    const { creator, trip } = await tripWithGuardian();
    const added = await addStudent(creator, trip.id, {
      name: 'Łucja Zając',
      pesel: PESEL,
      parentPhone: PHONE,
      allergies: 'orzechy',
      diet: 'wegetariańska',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Łucja Zając', present: true, pesel: PESEL, parentPhone: PHONE, roomId: null, roomNumber: null });
    await addStudent(creator, trip.id, { name: 'Lena Nowak' });
    await addStudent(creator, trip.id, { name: 'Zenon Adamski' });
    await addStudent(creator, trip.id, { name: 'Anna Łuczak' });
    await addStudent(creator, trip.id, { name: 'Piotr Lis' });
    const list = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
    expect(list.body.map((s) => s.name)).toEqual(['Zenon Adamski', 'Piotr Lis', 'Anna Łuczak', 'Lena Nowak', 'Łucja Zając']);
  });

  it("lists exactly its own trip's students, each as the API answers it alone, with its room", async () => {
    const { creator, trip } = await tripWithGuardian();
    const other = await tripWithGuardian();
    const room = await api.request<{ id: string }>('POST', `/api/trips/${trip.id}/rooms`, { token: creator.accessToken, body: { number: '12', capacity: 3 } });
    const mine = await addStudent(creator, trip.id, { name: 'Ola Lis', pesel: PESEL, parentPhone: PHONE, allergies: 'pyłki', diet: 'bez glutenu', roomId: room.body.id });
    await addStudent(other.creator, other.trip.id, { name: 'Obcy Uczeń' });
    const list = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
    expect(list.body).toEqual([{ ...mine.body, roomNumber: '12' }]);
  });

  it.each([
    ['no name', {}, MSG.personNameRequired],
    ['a 101-character name', { name: 'x'.repeat(101) }, MSG.personNameTooLong],
    ['a PESEL with a wrong checksum', { name: 'A', pesel: '44051401358' }, MSG.peselInvalid],
    ['a PESEL of 10 digits', { name: 'A', pesel: '4405140135' }, MSG.peselInvalid],
    ['a phone of 8 digits', { name: 'A', parentPhone: '60010020' }, MSG.phoneInvalid],
    ['a phone with letters', { name: 'A', parentPhone: 'mama 600100200' }, MSG.phoneInvalid],
    ['501 characters of allergies', { name: 'A', allergies: 'a'.repeat(501) }, MSG.allergiesTooLong],
    ['501 characters of diet', { name: 'A', diet: 'd'.repeat(501) }, MSG.dietTooLong],
  ])('refuses %s with its Polish message and stores nothing', async (_case, body, message) => {
    const { creator, trip } = await tripWithGuardian();
    const response = await addStudent(creator, trip.id, body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    const list = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
    expect(list.body).toEqual([]);
  });

  it('edits only what is sent and toggles presence', async () => {
    const { creator, guardian, trip } = await tripWithGuardian();
    const { body: student } = await addStudent(creator, trip.id, { name: 'Ala', pesel: PESEL, diet: 'bez laktozy' });
    const edited = await api.request<Student>('PATCH', `/api/trips/${trip.id}/students/${student.id}`, {
      token: guardian.accessToken,
      body: { name: 'Alicja', present: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Alicja', present: false, diet: 'bez laktozy' });
    const asCreator = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
    expect(asCreator.body[0]).toMatchObject({ pesel: PESEL });
  });

  it('deletes a student, freeing its place in the room', async () => {
    const { creator, trip } = await tripWithGuardian();
    const room = await api.request<Room>('POST', `/api/trips/${trip.id}/rooms`, { token: creator.accessToken, body: { number: '1', capacity: 1 } });
    const { body: student } = await addStudent(creator, trip.id, { name: 'Ala', roomId: room.body.id });
    expect((await api.request('DELETE', `/api/trips/${trip.id}/students/${student.id}`, { token: creator.accessToken })).status).toBe(204);
    const rooms = await api.request<Room[]>('GET', `/api/trips/${trip.id}/rooms`, { token: creator.accessToken });
    expect(rooms.body[0]?.students).toEqual([]);
    expect((await addStudent(creator, trip.id, { name: 'Ola', roomId: room.body.id })).status).toBe(201);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/students/${student.id}`, { token: creator.accessToken })).status).toBe(404);
  });

  it('enforces the student limit when adding later (10 per guardian)', async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator, { students: Array.from({ length: 10 }, (_, i) => ({ name: `U${i}` })) });
    const refused = await addStudent(creator, trip.id, { name: 'Jedenasty' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(studentLimitMessage(10));
    const guardian = await createUser(api);
    await api.request('POST', `/api/trips/${trip.id}/guardians`, { token: creator.accessToken, body: { email: guardian.email } });
    expect((await addStudent(creator, trip.id, { name: 'Jedenasty' })).status).toBe(201);
  });

  it('holds the limit when two guardians add the last student at once', async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator, { students: Array.from({ length: 9 }, (_, i) => ({ name: `U${i}` })) });
    const results = await Promise.all([addStudent(creator, trip.id, { name: 'A' }), addStudent(creator, trip.id, { name: 'B' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
  });
});

describe('sensitive data', () => {
  it('is masked for a guardian in the list, in single answers and in events', async () => {
    const { creator, guardian, trip } = await tripWithGuardian();
    const stream = await openEventStream(api.app, guardian.accessToken);
    try {
      const { body: student } = await addStudent(creator, trip.id, { name: 'Ala', pesel: PESEL, parentPhone: PHONE });
      const list = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: guardian.accessToken });
      expect(list.body[0]).toMatchObject({ pesel: MASKED, parentPhone: MASKED });
      const edited = await api.request<Student>('PATCH', `/api/trips/${trip.id}/students/${student.id}`, {
        token: guardian.accessToken,
        body: { allergies: 'pyłki', pesel: MASKED, parentPhone: MASKED },
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ pesel: MASKED, parentPhone: MASKED, allergies: 'pyłki' });
      expect(await stream.nextChange(trip.id, 'students', { action: 'updated' })).not.toBeNull();
      const everything = JSON.stringify([list.body, edited.body, stream.messages]);
      expect(everything).not.toContain(PESEL);
      expect(everything).not.toContain(PHONE);
      // The placeholder sent back changed nothing.
      const asCreator = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
      expect(asCreator.body[0]).toMatchObject({ pesel: PESEL, parentPhone: PHONE, allergies: 'pyłki' });
    } finally {
      await stream.close();
    }
  });

  it('masks even an empty value, so a guardian cannot tell whether one is stored', async () => {
    const { creator, guardian, trip } = await tripWithGuardian();
    await addStudent(creator, trip.id, { name: 'Bez danych' });
    const list = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: guardian.accessToken });
    expect(list.body[0]).toMatchObject({ pesel: MASKED, parentPhone: MASKED });
  });

  it('refuses a real PESEL or phone from a guardian, on create, edit and import', async () => {
    const { creator, guardian, trip } = await tripWithGuardian();
    const pesel = await addStudent(guardian, trip.id, { name: 'X', pesel: PESEL });
    expect(pesel.status).toBe(403);
    expect(pesel.body.error.message).toBe(MSG.onlyCreatorPesel);
    const phone = await addStudent(guardian, trip.id, { name: 'X', parentPhone: PHONE });
    expect(phone.status).toBe(403);
    expect(phone.body.error.message).toBe(MSG.onlyCreatorPhone);

    const { body: student } = await addStudent(creator, trip.id, { name: 'Ala', pesel: PESEL });
    for (const body of [{ pesel: '02070803628' }, { pesel: '' }, { parentPhone: PHONE }]) {
      const response = await api.request('PATCH', `/api/trips/${trip.id}/students/${student.id}`, { token: guardian.accessToken, body });
      expect(response.status).toBe(403);
    }
    const imported = await api.request('POST', `/api/trips/${trip.id}/students/import`, {
      token: guardian.accessToken,
      body: { students: [{ name: 'Y', pesel: PESEL }] },
    });
    expect(imported.status).toBe(403);
    const asCreator = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
    expect(asCreator.body.map((s) => [s.name, s.pesel])).toEqual([['Ala', PESEL]]);
  });

  it("gives the creator a student's sensitive data and records each read", async () => {
    const { creator, guardian, trip } = await tripWithGuardian();
    const { body: student } = await addStudent(creator, trip.id, { name: 'Ala', pesel: PESEL, parentPhone: PHONE });
    const read = await api.request<SensitiveData>('GET', `/api/trips/${trip.id}/students/${student.id}/sensitive`, {
      token: creator.accessToken,
    });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ pesel: PESEL, parentPhone: PHONE });
    const audit = await api.database.db.select().from(sensitiveReads).where(eq(sensitiveReads.studentId, student.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: creator.user.id, tripId: trip.id });
    expect(audit[0]?.readAt).toBeInstanceOf(Date);

    const byGuardian = await api.request<ApiErrorBody>('GET', `/api/trips/${trip.id}/students/${student.id}/sensitive`, {
      token: guardian.accessToken,
    });
    expect(byGuardian.status).toBe(403);
    expect(JSON.stringify(byGuardian.body)).not.toContain(PESEL);
    expect(await api.database.db.select().from(sensitiveReads).where(eq(sensitiveReads.studentId, student.id))).toHaveLength(1);
  });
});

describe('import', () => {
  it('imports valid rows in one go, within the limit, all or nothing', async () => {
    const { creator, trip } = await tripWithGuardian();
    const ok = await api.request<{ imported: number }>('POST', `/api/trips/${trip.id}/students/import`, {
      token: creator.accessToken,
      body: { students: [{ name: 'Ala', pesel: PESEL }, { name: 'Ola', parentPhone: PHONE, diet: 'wegańska' }] },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.imported).toBe(2);
    const tooMany = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/students/import`, {
      token: creator.accessToken,
      body: { students: Array.from({ length: 19 }, (_, i) => ({ name: `U${i}` })) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(studentLimitMessage(20));
    const badRow = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/students/import`, {
      token: creator.accessToken,
      body: { students: [{ name: 'Dobra' }, { name: 'Zła', pesel: '123' }] },
    });
    expect(badRow.status).toBe(400);
    const list = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
    expect(list.body.map((s) => s.name)).toEqual(['Ala', 'Ola']);
  });
});

describe('one child, one record: a PESEL at most once per trip', () => {
  const OTHER = '02070803628';
  const list = async (token: string, tripId: string) =>
    (await api.request<Student[]>('GET', `/api/trips/${tripId}/students`, { token })).body.map((s) => [s.name, s.pesel]);

  it('refuses it in add, edit, import and the wizard, with the Polish message, and stores nothing', async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator, { students: [{ name: 'Ala Kot', pesel: PESEL }, { name: 'Ola Nowak', pesel: OTHER }] });
    const token = creator.accessToken;
    const before = await list(token, trip.id);

    const added = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/students`, { token, body: { name: 'Ala Kot (2)', pesel: PESEL } });
    expect(added.status).toBe(409);
    expect(added.body.error.message).toBe(MSG.duplicatePesel);

    const ola = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token })).body.find((s) => s.name === 'Ola Nowak')!;
    const edited = await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}/students/${ola.id}`, { token, body: { pesel: PESEL } });
    expect(edited.status).toBe(409);
    expect(edited.body.error.message).toBe(MSG.duplicatePesel);

    const imported = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/students/import`, {
      token,
      body: { students: [{ name: 'Nowy Uczeń' }, { name: 'Ala znowu', pesel: PESEL }] },
    });
    expect(imported.status).toBe(409);
    expect(imported.body.error.message).toBe(MSG.duplicatePesel);
    expect(await list(token, trip.id)).toEqual(before);

    const wizard = await api.request<ApiErrorBody>('POST', '/api/trips', {
      token,
      body: {
        name: 'Bliźniaki?',
        destination: 'Kraków',
        startDate: '2026-05-10',
        endDate: '2026-05-12',
        tripLeaderEmail: creator.email,
        students: [{ name: 'Jaś', pesel: OTHER }, { name: 'Jaś drugi raz', pesel: OTHER }],
      },
    });
    expect(wizard.status).toBe(409);
    expect(wizard.body.error.message).toBe(MSG.duplicatePesel);
    const trips = await api.request<{ name: string }[]>('GET', '/api/trips', { token });
    expect(trips.body.map((t) => t.name)).not.toContain('Bliźniaki?');
  });

  it('lets exactly one of two simultaneous additions of one PESEL win', async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator);
    const add = (name: string) => api.request('POST', `/api/trips/${trip.id}/students`, { token: creator.accessToken, body: { name, pesel: PESEL } });
    const results = await Promise.all([add('Pierwszy'), add('Drugi'), add('Trzeci')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await list(creator.accessToken, trip.id)).filter(([, pesel]) => pesel === PESEL)).toHaveLength(1);
  });

  it('allows the same PESEL on another trip, and students without a PESEL freely', async () => {
    const creator = await createUser(api);
    const first = await createTrip(api, creator, { students: [{ name: 'Ala Kot', pesel: PESEL }, { name: 'Bez numeru' }] });
    const second = await createTrip(api, creator, { students: [{ name: 'Ala Kot', pesel: PESEL }] });
    const more = await api.request('POST', `/api/trips/${first.id}/students`, { token: creator.accessToken, body: { name: 'Też bez numeru' } });
    expect(more.status).toBe(201);
    expect(await list(creator.accessToken, second.id)).toEqual([['Ala Kot', PESEL]]);
  });
});
