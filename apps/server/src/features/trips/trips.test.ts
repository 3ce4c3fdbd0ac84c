import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, studentLimitMessage, type ApiErrorBody, type TripSummary } from '@wycieczki/shared';
import { rooms, students, trips } from '../../db/schema';
import { createTrip, createUser, uniqueEmail } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

async function countTripsNamed(name: string): Promise<number> {
  const [row] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(trips).where(eq(trips.name, name));
  return row?.n ?? 0;
}

function wizardBody(leaderEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Kraków 2026',
    destination: 'Kraków',
    startDate: '2026-06-01',
    endDate: '2026-06-04',
    tripLeaderEmail: leaderEmail,
    guardianEmails: [],
    students: [],
    rooms: [],
    ...overrides,
  };
}

describe('creating a trip (the wizard, one transaction)', () => {
  it('stores the trip with creator, leader, guardians, students and rooms', async () => {
    const creator = await createUser(api);
    const leader = await createUser(api, { fullName: 'Lena Kierownik' });
    const guardian = await createUser(api);
    const response = await api.request<TripSummary>('POST', '/api/trips', {
      token: creator.accessToken,
      body: wizardBody(leader.email.toUpperCase(), {
        guardianEmails: [guardian.email],
        students: [{ name: 'Kasia', pesel: '44051401359', parentPhone: '600100200' }, { name: 'Tomek', allergies: 'orzechy' }],
        rooms: [{ number: '101', capacity: 3 }, { number: '102', capacity: 2 }],
      }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Kraków 2026',
      destination: 'Kraków',
      startDate: '2026-06-01',
      endDate: '2026-06-04',
      createdBy: creator.user.id,
      tripLeaderId: leader.user.id,
      tripLeaderEmail: leader.email,
      studentCount: 2,
      roomCount: 2,
      attendanceCheckCount: 0,
      guardianCount: 3,
      myRole: 'creator',
      canEdit: true,
      canDelete: true,
      canManageGuardians: true,
    });
    const stored = await api.database.db.select().from(students).where(eq(students.tripId, response.body.id));
    expect(stored.every((s) => s.present)).toBe(true);
  });

  it('adds the creator once when the creator is also the leader', async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator);
    expect(trip.guardianCount).toBe(1);
    expect(trip.tripLeaderId).toBe(creator.user.id);
  });

  it('leaves nothing behind when a guardian email is unknown, naming the address', async () => {
    const creator = await createUser(api);
    const unknown = uniqueEmail('nieznany');
    const response = await api.request<ApiErrorBody>('POST', '/api/trips', {
      token: creator.accessToken,
      body: wizardBody(creator.email, { name: 'Nieudana 1', guardianEmails: [unknown], students: [{ name: 'Ala' }] }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(`${MSG.userNotFound}: ${unknown}`);
    expect(await countTripsNamed('Nieudana 1')).toBe(0);
  });

  it('leaves nothing behind when the leader email is unknown', async () => {
    const creator = await createUser(api);
    const response = await api.request<ApiErrorBody>('POST', '/api/trips', {
      token: creator.accessToken,
      body: wizardBody(uniqueEmail('brak'), { name: 'Nieudana 2' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain(MSG.userNotFound);
    expect(await countTripsNamed('Nieudana 2')).toBe(0);
  });

  it('leaves nothing behind when one student is broken', async () => {
    const creator = await createUser(api);
    const response = await api.request<ApiErrorBody>('POST', '/api/trips', {
      token: creator.accessToken,
      body: wizardBody(creator.email, { name: 'Nieudana 3', students: [{ name: 'Ala' }, { name: 'Ola', pesel: '12345678901' }] }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MSG.peselInvalid);
    expect(await countTripsNamed('Nieudana 3')).toBe(0);
  });

  it('leaves nothing behind when the database refuses the last row of the transaction', async () => {
    const creator = await createUser(api);
    const guardian = await createUser(api);
    const { db } = api.database;
    // Students are inserted last; a trigger makes the database itself refuse one of them.
    await db.execute(sql`create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'BOOM' then raise exception 'refused by test trigger'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_boom before insert on students for each row execute function refuse_boom()`);
    const previousLogLevel = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'silent';
    try {
      const response = await api.request<ApiErrorBody>('POST', '/api/trips', {
        token: creator.accessToken,
        body: wizardBody(creator.email, {
          name: 'Nieudana 4',
          guardianEmails: [guardian.email],
          rooms: [{ number: '7', capacity: 2 }],
          students: [{ name: 'Ala' }, { name: 'BOOM' }],
        }),
      });
      expect(response.status).toBe(500);
      expect(response.body.error.message).toBe(MSG.serverError);
    } finally {
      process.env.LOG_LEVEL = previousLogLevel;
      await db.execute(sql`drop trigger refuse_boom on students`);
    }
    expect(await countTripsNamed('Nieudana 4')).toBe(0);
    const guardianTrips = await api.request<TripSummary[]>('GET', '/api/trips', { token: guardian.accessToken });
    expect(guardianTrips.body).toEqual([]);
  });

  it('enforces the student limit: 10 per guardian, the leader counts', async () => {
    const creator = await createUser(api);
    const guardian = await createUser(api);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `Uczeń ${i + 1}` }));
    const refused = await api.request<ApiErrorBody>('POST', '/api/trips', {
      token: creator.accessToken,
      body: wizardBody(creator.email, { name: 'Za dużo', students: eleven }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(studentLimitMessage(10));
    expect(await countTripsNamed('Za dużo')).toBe(0);

    const twenty = Array.from({ length: 20 }, (_, i) => ({ name: `Uczeń ${i + 1}` }));
    const accepted = await api.request<TripSummary>('POST', '/api/trips', {
      token: creator.accessToken,
      body: wizardBody(creator.email, { name: 'W sam raz', students: twenty, guardianEmails: [guardian.email] }),
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.studentCount).toBe(20);
  });

  it.each([
    ['no leader', { tripLeaderEmail: '' }, MSG.leaderRequired],
    ['a guardian who is the leader', { guardianEmails: ['LIDER@szkola.test'] }, MSG.leaderIsGuardian],
    ['a guardian twice', { guardianEmails: ['a@szkola.test', 'a@szkola.test'] }, MSG.guardianAlreadyAdded],
    ['a guardian email without @', { guardianEmails: ['opiekun'] }, MSG.guardianEmailInvalid],
    ['an empty name', { name: ' ' }, MSG.tripNameRequired],
    ['a 201-character destination', { destination: 'x'.repeat(201) }, MSG.destinationTooLong],
    ['no start date', { startDate: undefined }, MSG.startDateRequired],
    ['an end before the start', { endDate: '2026-05-31' }, MSG.endBeforeStart],
    ['a student without a name', { students: [{ name: '' }] }, MSG.personNameRequired],
    ['a room of 21', { rooms: [{ number: '1', capacity: 21 }] }, MSG.roomCapacityTooLarge],
    ['two rooms with one number', { rooms: [{ number: '1', capacity: 2 }, { number: '1', capacity: 3 }] }, MSG.roomNumberTaken],
  ])('refuses %s with its Polish message', async (_case, overrides, message) => {
    const creator = await createUser(api);
    const response = await api.request<ApiErrorBody>('POST', '/api/trips', {
      token: creator.accessToken,
      body: wizardBody('lider@szkola.test', { name: 'Walidacja', ...overrides }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await countTripsNamed('Walidacja')).toBe(0);
  });
});

describe('listing trips', () => {
  it('lists only the trips the user created or guards, the newest first among trips of the same dates', async () => {
    const anna = await createUser(api);
    const piotr = await createUser(api);
    const first = await createTrip(api, anna, { name: 'Pierwsza' });
    const second = await createTrip(api, piotr, { name: 'Druga', guardians: [anna] });
    const third = await createTrip(api, anna, { name: 'Trzecia' });
    await createTrip(api, piotr, { name: 'Cudza' });

    const list = await api.request<TripSummary[]>('GET', '/api/trips', { token: anna.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.map((t) => t.id)).toEqual([third.id, second.id, first.id]);
    const guarded = list.body.find((t) => t.id === second.id);
    expect(guarded).toMatchObject({ myRole: 'guardian', canEdit: false, canDelete: false, canManageGuardians: false });
  });

  it('lists the trip in progress first, then the upcoming ones by start, then the past ones, the latest ended first (issue 31)', async () => {
    const anna = await createUser(api);
    const day = (offset: number) => {
      const date = new Date(Date.now() + offset * 86_400_000);
      return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(date);
    };
    const lastYear = await createTrip(api, anna, { name: 'Zeszłoroczna', startDate: day(-370), endDate: day(-366) });
    const thisWeek = await createTrip(api, anna, { name: 'W tym tygodniu', startDate: day(-1), endDate: day(2) });
    const nextMay = await createTrip(api, anna, { name: 'W maju', startDate: day(160), endDate: day(163) });
    const lastMonth = await createTrip(api, anna, { name: 'Miesiąc temu', startDate: day(-33), endDate: day(-30) });
    const nextWeek = await createTrip(api, anna, { name: 'Za tydzień', startDate: day(7), endDate: day(8) });
    const today = await createTrip(api, anna, { name: 'Od dzisiaj', startDate: day(0), endDate: day(1) });

    const list = await api.request<TripSummary[]>('GET', '/api/trips', { token: anna.accessToken });
    expect(list.body.map((t) => t.name)).toEqual([today, thisWeek, nextWeek, nextMay, lastMonth, lastYear].map((t) => t.name));
  });

  it('counts students, rooms and attendance lists per trip', async () => {
    const user = await createUser(api);
    const trip = await createTrip(api, user, { students: [{ name: 'A' }, { name: 'B' }], rooms: [{ number: '1', capacity: 2 }] });
    const one = await api.request<TripSummary>('GET', `/api/trips/${trip.id}`, { token: user.accessToken });
    expect(one.body).toMatchObject({ studentCount: 2, roomCount: 1, attendanceCheckCount: 0 });
  });
});

describe('editing a trip', () => {
  it('updates only the fields that are sent', async () => {
    const user = await createUser(api);
    const trip = await createTrip(api, user);
    const response = await api.request<TripSummary>('PATCH', `/api/trips/${trip.id}`, {
      token: user.accessToken,
      body: { name: 'Nowa nazwa' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Nowa nazwa', destination: trip.destination, startDate: trip.startDate, endDate: trip.endDate });
  });

  it('checks a new date against the stored one', async () => {
    const user = await createUser(api);
    const trip = await createTrip(api, user, { startDate: '2026-05-10', endDate: '2026-05-13' });
    const response = await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}`, {
      token: user.accessToken,
      body: { startDate: '2026-05-13' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MSG.endBeforeStart);
    const after = await api.request<TripSummary>('GET', `/api/trips/${trip.id}`, { token: user.accessToken });
    expect(after.body.startDate).toBe('2026-05-10');
  });

  it('applies the trip rules on edit', async () => {
    const user = await createUser(api);
    const trip = await createTrip(api, user);
    const response = await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}`, {
      token: user.accessToken,
      body: { name: 'x'.repeat(201) },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MSG.tripNameTooLong);
  });

  it('lets the leader edit, but not a plain guardian', async () => {
    const creator = await createUser(api);
    const leader = await createUser(api);
    const guardian = await createUser(api);
    const trip = await createTrip(api, creator, { leader, guardians: [guardian] });
    const byLeader = await api.request('PATCH', `/api/trips/${trip.id}`, { token: leader.accessToken, body: { destination: 'Gdańsk' } });
    expect(byLeader.status).toBe(200);
    const byGuardian = await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}`, {
      token: guardian.accessToken,
      body: { destination: 'Sopot' },
    });
    expect(byGuardian.status).toBe(403);
    expect(byGuardian.body.error.message).toBe(MSG.onlyCreatorOrLeaderEdits);
  });
});

describe('deleting a trip', () => {
  it('deletes the trip and all its data; only the creator may', async () => {
    const creator = await createUser(api);
    const leader = await createUser(api);
    const trip = await createTrip(api, creator, { leader, students: [{ name: 'A' }], rooms: [{ number: '5', capacity: 2 }] });
    const byLeader = await api.request<ApiErrorBody>('DELETE', `/api/trips/${trip.id}`, { token: leader.accessToken });
    expect(byLeader.status).toBe(403);
    expect(byLeader.body.error.message).toBe(MSG.onlyCreatorDeletesTrip);

    const byCreator = await api.request('DELETE', `/api/trips/${trip.id}`, { token: creator.accessToken });
    expect(byCreator.status).toBe(204);
    expect(await api.database.db.select().from(students).where(eq(students.tripId, trip.id))).toHaveLength(0);
    expect(await api.database.db.select().from(rooms).where(eq(rooms.tripId, trip.id))).toHaveLength(0);
    const list = await api.request<TripSummary[]>('GET', '/api/trips', { token: leader.accessToken });
    expect(list.body.map((t) => t.id)).not.toContain(trip.id);
  });
});

describe("the leader's phone on the trip card (issue 48)", () => {
  it('is said to be missing until the leader puts it in the profile', async () => {
    const creator = await createUser(api, { fullName: 'Anna Nowak' });
    const trip = await createTrip(api, creator);
    const card = async () => (await api.request<TripSummary[]>('GET', '/api/trips', { token: creator.accessToken })).body.find((t) => t.id === trip.id)!;
    expect((await card()).leaderPhoneMissing).toBe(true);
    const saved = await api.request('PUT', '/api/profile', { token: creator.accessToken, body: { firstName: 'Anna', lastName: 'Nowak', phone: '600 700 800', school: '', schoolAddress: '' } });
    expect(saved.status).toBe(200);
    expect((await card()).leaderPhoneMissing).toBe(false);
  });
});
