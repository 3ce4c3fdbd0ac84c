import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountHasTripsMessage, MSG, type ApiErrorBody, type Guardian, type Student } from '@wycieczki/shared';
import { THROTTLE } from '../../auth/throttle';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

const PESEL = '44051401359';
const PHONE = '600100200';

const deleteAccount = (user: TestUser, password: unknown) =>
  api.request<ApiErrorBody>('POST', '/api/profile/delete', { token: user.accessToken, body: { password } });

async function count(table: 'users' | 'trips' | 'sensitive_reads', where = sql`true`): Promise<number> {
  const result = await api.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('Pobierz moje dane', () => {
  it("gives the user's profile and the trips they created as a JSON file, without the children's sensitive data", async () => {
    const teacher = await createUser(api, { fullName: 'Anna Nowak' });
    const other = await createUser(api, { fullName: 'Ewa Inna' });
    await api.request('PUT', '/api/profile', { token: teacher.accessToken, body: { firstName: 'Anna', lastName: 'Nowak', phone: '501000111', school: 'SP 1' } });
    const trip = await createTrip(api, teacher, {
      name: 'Zielona szkoła',
      students: [{ name: 'Kasia Kot', pesel: PESEL, parentPhone: PHONE, allergies: 'orzechy', medicines: 'Ventolin' }],
      rooms: [{ number: '12', capacity: 4 }],
    });
    await createTrip(api, other, { name: 'Cudza wycieczka', guardians: [teacher] });

    const response = await api.request<Record<string, unknown>>('GET', '/api/profile/export', { token: teacher.accessToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="moje-dane-wycieczki.json"');
    const data = response.body as {
      account: { email: string };
      profile: { fullName: string; phone: string; school: string };
      createdTrips: { name: string; students: { name: string }[]; rooms: { number: string }[]; guardians: { name: string }[] }[];
      guardianOf: { name: string }[];
    };
    expect(data.account.email).toBe(teacher.email);
    expect(data.profile).toMatchObject({ fullName: 'Anna Nowak', phone: '501000111', school: 'SP 1' });
    expect(data.createdTrips.map((t) => t.name)).toEqual(['Zielona szkoła']);
    expect(data.createdTrips[0]?.students).toEqual([{ name: 'Kasia Kot', className: null, room: null, consent: 'missing', consentDate: null }]);
    expect(data.createdTrips[0]?.rooms).toEqual([{ number: '12', capacity: 4 }]);
    expect(data.guardianOf.map((t) => t.name)).toEqual(['Cudza wycieczka']);
    const text = JSON.stringify(data);
    for (const secret of [PESEL, PHONE, 'orzechy', 'Ventolin', 'passwordHash', 'argon2']) expect(text).not.toContain(secret);
    expect(text).not.toContain(trip.id);
  });
});

describe('Usuń konto', () => {
  it('needs the password again, and is refused while the user created a trip that still has students', async () => {
    const teacher = await createUser(api, { fullName: 'Anna Nowak' });
    const trip = await createTrip(api, teacher, { name: 'Zielona szkoła', students: [{ name: 'Kasia Kot' }] });
    for (const [password, message] of [
      [undefined, MSG.passwordRequired],
      ['', MSG.passwordRequired],
      ['Zle-Haslo-1', MSG.passwordWrong],
    ] as const) {
      const refused = await deleteAccount(teacher, password);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(message);
    }
    const blocked = await deleteAccount(teacher, teacher.password);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.message).toBe(accountHasTripsMessage('Zielona szkoła'));
    expect(await count('users', sql`id = ${teacher.user.id}`)).toBe(1);
    expect(await count('trips', sql`id = ${trip.id}`)).toBe(1);
  });

  it('counts a wrong password as a failed sign-in: after five, even the right one waits, and so does signing in', async () => {
    const teacher = await createUser(api, { fullName: 'Anna Nowak' });
    for (let i = 0; i < THROTTLE.perPair; i++) expect((await deleteAccount(teacher, `Zle-Haslo-${i}`)).status).toBe(400);
    const refused = await deleteAccount(teacher, teacher.password);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(MSG.tooManyPasswordTries);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const signIn = await api.request<ApiErrorBody>('POST', '/api/auth/sign-in', { body: { email: teacher.email, password: teacher.password } });
    expect(signIn.status).toBe(429);
    expect(signIn.body.error.message).toBe(MSG.tooManyAttempts);
    expect(await count('users', sql`id = ${teacher.user.id}`)).toBe(1);
  });

  it('deletes the account, its sessions and its empty trips, leaves other trips, and keeps the access log', async () => {
    const creator = await createUser(api, { fullName: 'Anna Nowak' });
    const teacher = await createUser(api, { fullName: 'Bartek Wiśniewski' });
    const shared = await createTrip(api, creator, { guardians: [teacher], students: [{ name: 'Kasia Kot', parentPhone: PHONE }] });
    const own = await createTrip(api, teacher, { name: 'Pusta wycieczka' });
    const [kasia] = (await api.request<Student[]>('GET', `/api/trips/${shared.id}/students`, { token: creator.accessToken })).body;
    const revealed = await api.request('POST', `/api/trips/${shared.id}/emergency/students/${kasia!.id}/parent-phone`, {
      token: teacher.accessToken,
      body: { reason: 'Zaginięcie w muzeum' },
    });
    expect(revealed.status).toBe(200);

    const deleted = await deleteAccount(teacher, teacher.password);
    expect(deleted.status).toBe(204);
    expect(await count('users', sql`id = ${teacher.user.id}`)).toBe(0);
    expect(await count('trips', sql`id = ${own.id}`)).toBe(0);
    // Its sessions are over: the refresh token at once, the access token as soon as the revocation's
    // NOTIFY reaches the instance (decision 011; on PostgreSQL a moment later, meanwhile it finds no account: 404).
    await expect.poll(async () => (await api.request('GET', '/api/profile', { token: teacher.accessToken })).status).toBe(401);
    expect((await api.request('POST', '/api/auth/refresh', { body: { refreshToken: teacher.refreshToken } })).status).toBe(401);
    const signIn = await api.request('POST', '/api/auth/sign-in', { body: { email: teacher.email, password: teacher.password } });
    expect(signIn.status).toBe(401);

    // The creator's trip goes on without the guardian; the log still says who read the number.
    const guardians = await api.request<Guardian[]>('GET', `/api/trips/${shared.id}/guardians`, { token: creator.accessToken });
    expect(guardians.body.map((g) => g.email)).toEqual([creator.email]);
    const log = await api.request<{ entries: { readerName: string; reason: string }[] }>('GET', `/api/trips/${shared.id}/access-log`, { token: creator.accessToken });
    expect(log.body.entries).toEqual([expect.objectContaining({ readerName: 'Bartek Wiśniewski', reason: 'Zaginięcie w muzeum' })]);
    const feed = await api.request<{ entries: { actorName: string; summary: string }[] }>('GET', `/api/trips/${shared.id}/activity`, { token: creator.accessToken });
    expect(feed.body.entries[0]).toMatchObject({ actorName: 'Bartek Wiśniewski', summary: 'usunięto konto opiekuna' });
  });
});
