import { describe, expect, it } from 'vitest';
import { MSG, type ApiErrorBody, type ProgramItem, type Student, type TripSummary } from '@wycieczki/shared';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

const ACCOUNT = '61109010140000071219812874';

/** Last May's zielona szkoła, with everything a teacher types once. */
async function lastMay(creator: TestUser, guardian: TestUser) {
  const trip = await createTrip(api, creator, {
    name: 'Zielona szkoła 2026',
    guardians: [guardian],
    startDate: '2026-05-11',
    endDate: '2026-05-15',
    rooms: [{ number: '101', capacity: 4 }],
    students: [{ name: 'Jan Kowalski', pesel: '44051401359', parentPhone: '600100200', className: '6a', allergies: 'orzechy' }],
  });
  const details = {
    aim: 'Poznanie przyrody Karkonoszy',
    transport: 'autokar',
    consentClauses: 'Kieszonkowe do 100 zł.',
    inMountains: true,
    extraNumbers: [{ name: 'Recepcja schroniska', phone: '75 761 00 00' }],
    cost: { perStudent: 85000, instalments: [{ amount: 35000, dueDate: '2026-03-01' }, { amount: 50000, dueDate: '2026-04-15' }], account: `PL${ACCOUNT}`, payee: 'Rada Rodziców SP 3' },
  };
  expect((await api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: details })).status).toBe(200);
  for (const item of [
    { day: '2026-05-11', departureTime: '08:00', destination: 'Kraków – Karpacz', stops: 'Schronisko Samotnia' },
    { day: '2026-05-13', destination: 'Śnieżka' },
    { day: '2026-05-15', departureTime: '10:00', destination: 'Karpacz – Kraków' },
  ]) {
    expect((await api.request('POST', `/api/trips/${trip.id}/program`, { token: creator.accessToken, body: item })).status).toBe(201);
  }
  return trip;
}

describe("'Utwórz podobną' (issue 31)", () => {
  it("takes the karta's details, the numbers, the cost and the program with its days moved; the students only as the wizard sends them", async () => {
    const creator = await createUser(api, { fullName: 'Anna Nowak' });
    const guardian = await createUser(api);
    const source = await lastMay(creator, guardian);

    const created = await api.request<TripSummary>('POST', '/api/trips', {
      token: creator.accessToken,
      body: {
        name: 'Zielona szkoła 2027',
        destination: 'Karpacz',
        startDate: '2027-05-10',
        endDate: '2027-05-13',
        tripLeaderEmail: creator.email,
        guardianEmails: [guardian.email],
        rooms: [{ number: '101', capacity: 4 }],
        students: [{ name: 'Jan Kowalski', className: '7a' }],
        copyFrom: source.id,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const trip = created.body;
    expect(trip).toMatchObject({
      aim: 'Poznanie przyrody Karkonoszy',
      transport: 'autokar',
      consentClauses: 'Kieszonkowe do 100 zł.',
      inMountains: true,
      extraNumbers: [{ name: 'Recepcja schroniska', phone: '75 761 00 00' }],
      cost: { perStudent: 85000, instalments: [{ amount: 35000, dueDate: '2027-02-28' }, { amount: 50000, dueDate: '2027-04-14' }], payee: 'Rada Rodziców SP 3' },
      guardianCount: 2,
      roomCount: 1,
    });
    // 364 days later (the same weekday); the last day falls after the shorter trip and is left out.
    const program = (await api.request<ProgramItem[]>('GET', `/api/trips/${trip.id}/program`, { token: creator.accessToken })).body;
    expect(program.map((item) => [item.day, item.destination])).toEqual([
      ['2027-05-10', 'Kraków – Karpacz'],
      ['2027-05-12', 'Śnieżka'],
    ]);
    // No PESEL, phone, allergies, consent or payment comes along.
    const [student] = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body;
    expect(student).toMatchObject({ name: 'Jan Kowalski', className: '7a', pesel: null, parentPhone: null, allergies: null, consent: 'missing' });
    // The source is untouched.
    const again = (await api.request<ProgramItem[]>('GET', `/api/trips/${source.id}/program`, { token: creator.accessToken })).body;
    expect(again).toHaveLength(3);
  });

  it('is for the creator and the leader of the trip it copies; anyone else makes nothing', async () => {
    const creator = await createUser(api);
    const guardian = await createUser(api);
    const outsider = await createUser(api);
    const source = await lastMay(creator, guardian);
    const body = (user: TestUser) => ({ name: 'Kopia', destination: 'Karpacz', startDate: '2027-05-10', endDate: '2027-05-13', tripLeaderEmail: user.email, copyFrom: source.id });
    const byGuardian = await api.request<ApiErrorBody>('POST', '/api/trips', { token: guardian.accessToken, body: body(guardian) });
    expect(byGuardian.status).toBe(403);
    const byOutsider = await api.request<ApiErrorBody>('POST', '/api/trips', { token: outsider.accessToken, body: body(outsider) });
    expect(byOutsider.status).toBe(404);
    expect(byOutsider.body.error.message).toBe(MSG.tripNotFound);
    for (const user of [guardian, outsider]) {
      const trips = (await api.request<TripSummary[]>('GET', '/api/trips', { token: user.accessToken })).body;
      expect(trips.map((t) => t.name)).not.toContain('Kopia');
    }
    const bad = await api.request<ApiErrorBody>('POST', '/api/trips', { token: creator.accessToken, body: { ...body(creator), copyFrom: 'nie-id' } });
    expect(bad.status).toBe(400);
  });
});
