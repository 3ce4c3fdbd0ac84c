import { describe, expect, it } from 'vitest';
import { MSG, studentLimitMessage, type ApiErrorBody, type Student, type TripSummary } from '@wycieczki/shared';
import { createTrip, createUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());

async function tripWithGuardian(students = ['Ala Kot', 'Jan Nowak', 'Ola Wiśniewska']) {
  const creator = await createUser(api);
  const guardian = await createUser(api);
  const trip = await createTrip(api, creator, { guardians: [guardian], students: students.map((name) => ({ name })) });
  const list = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
  return { creator, guardian, trip, students: list.body };
}

async function summary(token: string, tripId: string): Promise<TripSummary> {
  return (await api.request<TripSummary>('GET', `/api/trips/${tripId}`, { token })).body;
}

describe('a parent’s consent', () => {
  it('starts missing; any guardian records it delivered (today unless dated), refused, or missing again', async () => {
    const { creator, guardian, trip, students } = await tripWithGuardian();
    expect(students.map((s) => [s.consent, s.consentDate])).toEqual([['missing', null], ['missing', null], ['missing', null]]);
    expect((await summary(creator.accessToken, trip.id)).missingConsentCount).toBe(3);

    const path = (id: string) => `/api/trips/${trip.id}/students/${id}`;
    const given = await api.request<Student>('PATCH', path(students[0]!.id), { token: guardian.accessToken, body: { consent: 'given' } });
    expect(given.status).toBe(200);
    expect([given.body.consent, given.body.consentDate]).toEqual(['given', today()]);
    const dated = await api.request<Student>('PATCH', path(students[1]!.id), { token: guardian.accessToken, body: { consent: 'given', consentDate: '2026-04-20' } });
    expect(dated.body.consentDate).toBe('2026-04-20');
    const refused = await api.request<Student>('PATCH', path(students[1]!.id), { token: guardian.accessToken, body: { consent: 'refused', consentDate: '2026-04-20' } });
    expect([refused.body.consent, refused.body.consentDate]).toEqual(['refused', null]);
    // A refusal is an answer: only the first student's and the refusing one's are not missing.
    expect((await summary(guardian.accessToken, trip.id)).missingConsentCount).toBe(1);
  });

  it('is set for many students at once by a guardian who is not the creator', async () => {
    const { guardian, trip, students } = await tripWithGuardian();
    const response = await api.request<{ updated: number }>('PUT', `/api/trips/${trip.id}/students/consent`, {
      token: guardian.accessToken,
      body: { studentIds: students.slice(0, 2).map((s) => s.id), consent: 'given', consentDate: '2026-04-21' },
    });
    expect(response.status).toBe(200);
    expect(response.body.updated).toBe(2);
    const list = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: guardian.accessToken });
    expect(list.body.map((s) => [s.name, s.consent, s.consentDate])).toEqual([
      ['Ala Kot', 'given', '2026-04-21'],
      ['Jan Nowak', 'given', '2026-04-21'],
      ['Ola Wiśniewska', 'missing', null],
    ]);
    expect((await summary(guardian.accessToken, trip.id)).missingConsentCount).toBe(1);
    // Issue 48: the medical answer the papers carry, set with them; absent leaves each as it was.
    expect(list.body.map((s) => s.medicalConsent)).toEqual(['missing', 'missing', 'missing']);
    const medical = await api.request<{ updated: number }>('PUT', `/api/trips/${trip.id}/students/consent`, {
      token: guardian.accessToken,
      body: { studentIds: [students[0]!.id], consent: 'given', consentDate: '2026-04-21', medicalConsent: 'refused' },
    });
    expect(medical.status).toBe(200);
    const after = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: guardian.accessToken });
    expect(after.body.map((s) => [s.name, s.consent, s.medicalConsent])).toEqual([
      ['Ala Kot', 'given', 'refused'],
      ['Jan Nowak', 'given', 'missing'],
      ['Ola Wiśniewska', 'missing', 'missing'],
    ]);
    // The counters count the participation only.
    expect((await summary(guardian.accessToken, trip.id)).missingConsentCount).toBe(1);
  });

  it('changes nothing when one of the students is not on the trip', async () => {
    const { creator, trip, students } = await tripWithGuardian();
    const other = await tripWithGuardian(['Obcy Uczeń']);
    const response = await api.request<ApiErrorBody>('PUT', `/api/trips/${trip.id}/students/consent`, {
      token: creator.accessToken,
      body: { studentIds: [students[0]!.id, other.students[0]!.id], consent: 'given' },
    });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(MSG.studentNotFound);
    expect((await summary(creator.accessToken, trip.id)).missingConsentCount).toBe(3);
    expect((await summary(other.creator.accessToken, other.trip.id)).missingConsentCount).toBe(1);
  });

  it.each([
    ['an unknown state', { consent: 'maybe' }, MSG.consentInvalid],
    ['a date that does not exist', { consent: 'given', consentDate: '2026-02-30' }, MSG.consentDateInvalid],
    ['no students', { consent: 'given', studentIds: [] }, MSG.consentStudentsEmpty],
    ['an unknown medical answer', { consent: 'given', medicalConsent: 'tak' }, MSG.medicalConsentInvalid],
  ])('refuses %s with a Polish message', async (_case, body, message) => {
    const { creator, trip, students } = await tripWithGuardian();
    const response = await api.request<ApiErrorBody>('PUT', `/api/trips/${trip.id}/students/consent`, {
      token: creator.accessToken,
      body: { studentIds: [students[0]!.id], ...body },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect((await summary(creator.accessToken, trip.id)).missingConsentCount).toBe(3);
  });
});

describe('class and disability', () => {
  it('are stored from the form and the import, and sent to every guardian', async () => {
    const { creator, guardian, trip } = await tripWithGuardian([]);
    const added = await api.request<Student>('POST', `/api/trips/${trip.id}/students`, { token: guardian.accessToken, body: { name: 'Ala Kot', className: ' 6b ', disability: true } });
    expect(added.status).toBe(201);
    expect([added.body.className, added.body.disability]).toEqual(['6b', true]);
    const imported = await api.request('POST', `/api/trips/${trip.id}/students/import`, { token: creator.accessToken, body: { students: [{ name: 'Jan Nowak', className: '6a' }] } });
    expect(imported.status).toBe(201);
    const list = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: guardian.accessToken });
    expect(list.body.map((s) => [s.name, s.className, s.disability])).toEqual([
      ['Ala Kot', '6b', true],
      ['Jan Nowak', '6a', false],
    ]);
    const tooLong = await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}/students/${added.body.id}`, { token: guardian.accessToken, body: { className: 'x'.repeat(21) } });
    expect(tooLong.body.error.message).toBe(MSG.classNameTooLong);
  });
});

describe('the guardian ratio of a trip', () => {
  it('is 10 by default; the wizard may choose another, and the limit message uses the trip’s own numbers', async () => {
    const creator = await createUser(api);
    const body = (studentsPerGuardian: number, count: number) => ({
      name: 'Góry',
      destination: 'Zakopane',
      startDate: '2026-05-10',
      endDate: '2026-05-13',
      tripLeaderEmail: creator.email,
      studentsPerGuardian,
      students: Array.from({ length: count }, (_, i) => ({ name: `Uczeń ${i + 1}` })),
    });
    const refused = await api.request<ApiErrorBody>('POST', '/api/trips', { token: creator.accessToken, body: body(5, 6) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(studentLimitMessage(5, 5));
    expect(refused.body.error.message).toBe('Limit uczniów: 5 (1 opiekun na 5 uczniów). Dodaj więcej opiekunów lub usuń uczniów.');
    const city = await api.request<TripSummary>('POST', '/api/trips', { token: creator.accessToken, body: body(15, 15) });
    expect(city.status).toBe(201);
    expect(city.body.studentsPerGuardian).toBe(15);
    expect((await createTrip(api, creator)).studentsPerGuardian).toBe(10);
  });

  it('is changed by the creator only, never below the students already listed, and the server holds new students to it', async () => {
    const creator = await createUser(api);
    const leader = await createUser(api);
    const trip = await createTrip(api, creator, { leader, students: Array.from({ length: 10 }, (_, i) => ({ name: `Uczeń ${i + 1}` })) });
    // Two members (creator and leader): 20 places at 1 : 10.
    const byLeader = await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}`, { token: leader.accessToken, body: { studentsPerGuardian: 15 } });
    expect(byLeader.status).toBe(403);
    expect(byLeader.body.error.message).toBe(MSG.onlyCreatorSetsRatio);
    const tooStrict = await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { studentsPerGuardian: 4 } });
    expect(tooStrict.status).toBe(400);
    expect(tooStrict.body.error.message).toBe(studentLimitMessage(8, 4));
    expect((await summary(creator.accessToken, trip.id)).studentsPerGuardian).toBe(10);

    const set = await api.request<TripSummary>('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { studentsPerGuardian: 5 } });
    expect(set.status).toBe(200);
    const over = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/students`, { token: leader.accessToken, body: { name: 'Jedenasty' } });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe(studentLimitMessage(10, 5));
    const invalid = await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { studentsPerGuardian: 31 } });
    expect(invalid.body.error.message).toBe(MSG.studentsPerGuardianInvalid);
  });

  it('lets the leader edit the karta’s details, which every member then reads', async () => {
    const creator = await createUser(api);
    const leader = await createUser(api);
    const guardian = await createUser(api);
    const trip = await createTrip(api, creator, { leader, guardians: [guardian] });
    const details = { aim: 'Nauka', route: 'Kraków – Praga', country: 'Czechy', transport: 'pociąg', schoolName: 'SP 3', schoolAddress: 'ul. Długa 5' };
    const saved = await api.request<TripSummary>('PATCH', `/api/trips/${trip.id}`, { token: leader.accessToken, body: details });
    expect(saved.status).toBe(200);
    expect(await summary(guardian.accessToken, trip.id)).toMatchObject(details);
    const byGuardian = await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}`, { token: guardian.accessToken, body: { aim: 'Inny' } });
    expect(byGuardian.status).toBe(403);
    const cleared = await api.request<TripSummary>('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { country: '' } });
    expect(cleared.body.country).toBeNull();
  });
});
