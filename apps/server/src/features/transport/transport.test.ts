import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  abroadInsuranceMessage,
  checkDateAfterStartMessage,
  checkDateTooEarlyMessage,
  coachShortfallMessage,
  insuranceFromTooEarlyMessage,
  insuranceUntilTooLateMessage,
  kartaIncompleteMessage,
  MSG,
  type ApprovalReadiness,
  type CoachCheckRequest,
  type CoachInput,
  type EmergencyCard,
  type InsuranceInput,
  type SchoolTripReview,
  type TripApproval,
  type TripSummary,
  type TripTransport,
} from '@wycieczki/shared';
import { mailOutbox, trips } from '../../db/schema';
import { addDays, warsawDate } from '../../lib/warsaw-date';
import { charactersWithoutGlyph } from '../../test/font-coverage';
import { createSchool, createUser, joinSchool, uniqueEmail, type TestUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { useTestApi } from '../../test/test-app';

// The reminder is an e-mail: this app sends them (its outbox is read back, no SMTP server needed).
const PUBLIC_URL = 'https://wycieczki.szkola.example';
const api = useTestApi({ mailPublicUrl: PUBLIC_URL });

const START = '2027-05-10';
const END = '2027-05-13';

const COACH: CoachInput = {
  carrier: 'Trans-Pol Sp. z o.o.',
  nip: '123-456-32-18',
  registrations: ['kr 12345', 'KR-6789A'],
  seats: 49,
  driverPhone: '601 222 333',
  checkPlace: '',
  checkDate: '',
  checkTime: '',
};

const INSURANCE: InsuranceInput = {
  insurer: 'PZU SA',
  policyNumber: 'NNW/2027/0042',
  validFrom: START,
  validUntil: END,
  emergencyPhone: '+48 22 566 55 55',
  nnw: true,
  medical: true,
};

type Trip = { id: string };

/** A wizard's trip with this many students and guardians (the creator leads it), its own ratio so all fit. */
async function tripWith(creator: TestUser, options: { students: number; guardians?: TestUser[]; startDate?: string; endDate?: string; name?: string } = { students: 2 }): Promise<Trip> {
  const response = await api.request<TripSummary>('POST', '/api/trips', {
    token: creator.accessToken,
    body: {
      name: options.name ?? 'Zielona szkoła w Zakopanem',
      destination: 'Zakopane',
      startDate: options.startDate ?? START,
      endDate: options.endDate ?? END,
      tripLeaderEmail: creator.email,
      guardianEmails: (options.guardians ?? []).map((g) => g.email),
      students: Array.from({ length: options.students }, (_, i) => ({ name: `Uczeń ${String(i + 1).padStart(2, '0')} Kowalski`, className: '6b' })),
      rooms: [],
      studentsPerGuardian: 15,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A head, a teacher of the school with a profile phone, and the school's address: the karta and the request name them. */
async function schoolTeacher() {
  const head = await createUser(api, { fullName: 'Barbara Dyrektor' });
  const teacher = await createUser(api, { fullName: 'Tomasz Nauczyciel' });
  await createSchool(api, head, 'Szkoła Podstawowa nr 3 w Krakowie', 'ul. Lipowa 3, 30-001 Kraków');
  await joinSchool(api, head, teacher);
  await setPhone(teacher, 'Tomasz', 'Nauczyciel', '600 700 800');
  return { head, teacher };
}

async function setPhone(user: TestUser, firstName: string, lastName: string, phone: string) {
  const saved = await api.request('PUT', '/api/profile', { token: user.accessToken, body: { firstName, lastName, phone, school: '', schoolAddress: '' } });
  expect(saved.status).toBe(200);
}

/** What every karta needs before it is sent (issue 27): the aim, the transport and a program with its departure. */
async function completeKarta(user: TestUser, tripId: string, extra: Record<string, unknown> = {}) {
  const patched = await api.request('PATCH', `/api/trips/${tripId}`, { token: user.accessToken, body: { aim: 'Poznanie Tatr', transport: 'Autokar', meetingPoint: 'Parking przy szkole, ul. Lipowa 3', ...extra } });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const program = await api.request('POST', `/api/trips/${tripId}/program`, { token: user.accessToken, body: { day: START, departureTime: '07:30', destination: 'Zakopane', program: 'Wyjazd' } });
  expect(program.status).toBe(201);
}

const transport = (user: TestUser, tripId: string) => api.request<TripTransport>('GET', `/api/trips/${tripId}/transport`, { token: user.accessToken });
const putCoach = (user: TestUser, tripId: string, body: unknown) => api.request<TripTransport>('PUT', `/api/trips/${tripId}/transport/coach`, { token: user.accessToken, body });
const putInsurance = (user: TestUser, tripId: string, body: unknown) => api.request<TripTransport>('PUT', `/api/trips/${tripId}/transport/insurance`, { token: user.accessToken, body });
const readiness = (user: TestUser, tripId: string) => api.request<ApprovalReadiness>('GET', `/api/trips/${tripId}/approval`, { token: user.accessToken });
const submit = (user: TestUser, tripId: string) => api.request<TripApproval>('POST', `/api/trips/${tripId}/approval`, { token: user.accessToken });
const review = (user: TestUser, tripId: string) => api.request<SchoolTripReview>('GET', `/api/schools/mine/trips/${tripId}`, { token: user.accessToken });
const card = async (user: TestUser, tripId: string) => (await api.request<TripSummary[]>('GET', '/api/trips', { token: user.accessToken })).body.find((t) => t.id === tripId)!;

async function pdfText(user: TestUser, path: string): Promise<string> {
  const response = await api.app.request(path, { headers: { Authorization: `Bearer ${user.accessToken}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n');
}

/** Guardians for a trip: members besides the creator, who leads it. */
const guardians = (count: number) => Promise.all(Array.from({ length: count }, (_, i) => createUser(api, { fullName: `Opiekun ${i + 1}` })));

describe("'Przewóz': the seats against 'Wyślij do zatwierdzenia'", () => {
  it('refuses 49 seats for 48 students and 4 guardians with the shortfall, and sends the karta once the coach is large enough', async () => {
    const { head, teacher } = await schoolTeacher();
    const trip = await tripWith(teacher, { students: 48, guardians: await guardians(3) });
    await completeKarta(teacher, trip.id);
    expect((await readiness(teacher, trip.id)).body).toMatchObject({ missing: [], blockers: [] });

    const saved = await putCoach(teacher, trip.id, COACH);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const shortfall = 'Za mało miejsc w autokarze: 49 miejsc na 52 osoby (brakuje 3).';
    expect(coachShortfallMessage(49, 52)).toBe(shortfall);
    expect(saved.body).toMatchObject({ passengers: { students: 48, guardians: 4 }, blockers: [shortfall] });
    // Told before the button, and refused by the server all the same.
    expect((await readiness(teacher, trip.id)).body).toMatchObject({ missing: [], blockers: [shortfall] });
    const refused = await submit(teacher, trip.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { message: shortfall, key: 'coachShortfall' } });
    expect((await card(teacher, trip.id)).approval).toMatchObject({ status: 'draft' });

    // 52 seats: everyone sits (the drivers have seats of their own).
    expect((await putCoach(teacher, trip.id, { ...COACH, seats: 52 })).body.blockers).toEqual([]);
    expect((await submit(teacher, trip.id)).status).toBe(200);
    // A student added while the head reads it: the head cannot approve a coach too small either.
    const added = await api.request('POST', `/api/trips/${trip.id}/students`, { token: teacher.accessToken, body: { name: 'Spóźniony Uczeń', className: '6b' } });
    expect(added.status).toBe(201);
    const read = await review(head, trip.id);
    expect(read.body.blockers).toEqual(['Za mało miejsc w autokarze: 52 miejsca na 53 osoby (brakuje 1).']);
    const approve = await api.request('POST', `/api/schools/mine/trips/${trip.id}/approve`, { token: head.accessToken, body: { kartaVersion: read.body.kartaVersion } });
    expect(approve.body).toMatchObject({ error: { message: 'Za mało miejsc w autokarze: 52 miejsca na 53 osoby (brakuje 1).' } });
  });

  it('says every reason at once when the karta also lacks lines', async () => {
    const { teacher } = await schoolTeacher();
    const trip = await tripWith(teacher, { students: 5 });
    await putCoach(teacher, trip.id, { ...COACH, seats: 5 });
    const refused = await submit(teacher, trip.id);
    expect(refused.status).toBe(400);
    const missing = (await readiness(teacher, trip.id)).body.missing;
    expect((refused.body as unknown as { error: { message: string } }).error.message).toBe(
      `${kartaIncompleteMessage(missing)} Za mało miejsc w autokarze: 5 miejsc na 6 osób (brakuje 1).`,
    );
  });
});

describe("'Ubezpieczenie' of a trip abroad", () => {
  it('keeps a trip abroad from going for approval without NNW and medical-cost insurance covering its dates', async () => {
    const { teacher } = await schoolTeacher();
    const trip = await tripWith(teacher, { students: 10, guardians: await guardians(1) });
    await completeKarta(teacher, trip.id, { country: 'Niemcy' });
    const none = abroadInsuranceMessage('Niemcy', ['ubezpieczenia NNW i kosztów leczenia (KL) w „Ubezpieczenie”']);
    expect((await readiness(teacher, trip.id)).body.blockers).toEqual([none]);
    expect((await submit(teacher, trip.id)).body).toMatchObject({ error: { message: none, key: 'abroadInsurance' } });

    // NNW only, and a day short: both said.
    const partial = await putInsurance(teacher, trip.id, { ...INSURANCE, medical: false, validUntil: '2027-05-12' });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    const short = abroadInsuranceMessage('Niemcy', [
      'ubezpieczenia kosztów leczenia (KL)',
      'ochrony na cały wyjazd (polisa: 10.05.2027 – 12.05.2027, wycieczka: 10.05.2027 – 13.05.2027)',
    ]);
    expect(partial.body).toMatchObject({ abroad: true, blockers: [short] });
    expect((await submit(teacher, trip.id)).body).toMatchObject({ error: { message: short } });
    expect((await putInsurance(teacher, trip.id, { ...INSURANCE, nnw: false })).body.blockers).toEqual([abroadInsuranceMessage('Niemcy', ['ubezpieczenia NNW'])]);

    expect((await putInsurance(teacher, trip.id, INSURANCE)).body.blockers).toEqual([]);
    expect((await submit(teacher, trip.id)).status).toBe(200);
  });

  it('asks nothing of a trip in Poland, whatever its insurance', async () => {
    const { teacher } = await schoolTeacher();
    const trip = await tripWith(teacher, { students: 3, guardians: await guardians(1) });
    await completeKarta(teacher, trip.id, { country: 'polska' });
    expect((await transport(teacher, trip.id)).body).toMatchObject({ abroad: false, blockers: [], coach: null, insurance: null, request: null });
    expect((await submit(teacher, trip.id)).status).toBe(200);
  });
});

describe("'Wniosek o kontrolę autokaru'", () => {
  it('holds the six facts the police ask for, as JSON, as a text to paste and as a PDF', async () => {
    const { teacher } = await schoolTeacher();
    const trip = await tripWith(teacher, { students: 20, guardians: await guardians(1) });
    await completeKarta(teacher, trip.id);
    await putCoach(teacher, trip.id, COACH);

    const request = await api.request<CoachCheckRequest>('GET', `/api/trips/${trip.id}/transport/police-request`, { token: teacher.accessToken });
    expect(request.status).toBe(200);
    const fact = (label: string) => request.body.facts.find((f) => f.label === label)?.value;
    // The organiser, the carrier, a contact phone, the date and time, the place, the registration numbers.
    expect(fact('Organizator (szkoła)')).toBe('Szkoła Podstawowa nr 3 w Krakowie');
    expect(fact('Adres organizatora')).toBe('ul. Lipowa 3, 30-001 Kraków');
    expect(fact('Przewoźnik')).toBe('Trans-Pol Sp. z o.o.');
    expect(fact('NIP przewoźnika')).toBe('123-456-32-18');
    expect(fact('Telefon kontaktowy')).toBe('600 700 800');
    expect(fact('Data kontroli')).toBe('10.05.2027');
    // No hour of its own: the program's first departure that day.
    expect(fact('Godzina kontroli')).toBe('07:30');
    expect(fact('Miejsce kontroli')).toBe('Parking przy szkole, ul. Lipowa 3');
    expect(fact('Numery rejestracyjne')).toBe('KR 12345, KR 6789A');
    expect(fact('Liczba pasażerów')).toBe('22 (uczniowie: 20, opiekunowie: 2)');
    expect(fact('Telefon kierowcy')).toBe('601 222 333');
    expect(request.body.missing).toEqual([]);
    expect(request.body.subject).toBe('Wniosek o kontrolę autokaru – wycieczka szkolna 10.05.2027');
    for (const line of ['Organizator (szkoła): Szkoła Podstawowa nr 3 w Krakowie', 'Przewoźnik: Trans-Pol Sp. z o.o.', 'Telefon kontaktowy: 600 700 800', 'Data kontroli: 10.05.2027', 'Godzina kontroli: 07:30', 'Numery rejestracyjne: KR 12345, KR 6789A']) {
      expect(request.body.text).toContain(line);
    }
    expect(request.body.text).toContain('Z poważaniem\nTomasz Nauczyciel\nkierownik wycieczki');

    // The coach's own place and hour win over the trip's.
    await putCoach(teacher, trip.id, { ...COACH, checkPlace: 'Baza przewoźnika, ul. Krakowska 1', checkDate: '2027-05-09', checkTime: '18:00' });
    const own = (await transport(teacher, trip.id)).body.request!;
    expect(own.facts.filter((f) => ['Data kontroli', 'Godzina kontroli', 'Miejsce kontroli'].includes(f.label)).map((f) => f.value)).toEqual(['09.05.2027', '18:00', 'Baza przewoźnika, ul. Krakowska 1']);

    const pdf = await api.app.request(`/api/trips/${trip.id}/transport/police-request/pdf`, { headers: { Authorization: `Bearer ${teacher.accessToken}` } });
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="wniosek-o-kontrole-autokaru-zielona-szkola-w-zakopanem.pdf"');
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
    expect(charactersWithoutGlyph(text)).toEqual([]);
    const flat = text.replace(/\s+/g, ' ');
    for (const words of ['WNIOSEK O KONTROLĘ AUTOKARU', 'Szkoła Podstawowa nr 3 w Krakowie', 'Trans-Pol Sp. z o.o.', '123-456-32-18', '600 700 800', '09.05.2027', '18:00', 'Baza przewoźnika, ul. Krakowska 1', 'KR 12345, KR 6789A', 'Tomasz Nauczyciel']) {
      expect(flat).toContain(words);
    }
    expect(flat).not.toContain('BRAK');
  });

  it('says what is missing rather than leaving a blank', async () => {
    // A teacher alone: no school, no phone; a coach whose numbers the carrier has not given yet.
    const teacher = await createUser(api, { fullName: 'Ewa Samodzielna' });
    const trip = await tripWith(teacher, { students: 4 });
    const saved = await putCoach(teacher, trip.id, { carrier: 'Autokary Nowak', seats: 20 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.coach).toEqual({ carrier: 'Autokary Nowak', nip: null, registrations: [], seats: 20, driverPhone: null, checkPlace: null, checkDate: null, checkTime: null });
    const request = saved.body.request!;
    expect(request.missing).toEqual(['Organizator (szkoła)', 'Adres organizatora', 'Telefon kontaktowy', 'NIP przewoźnika', 'Numery rejestracyjne', 'Godzina kontroli', 'Miejsce kontroli']);
    expect(request.text).toContain('Numery rejestracyjne: [brak – uzupełnij]');
    expect(request.text).not.toContain('Telefon kierowcy');
    const text = (await pdfText(teacher, `/api/trips/${trip.id}/transport/police-request/pdf`)).replace(/\s+/g, ' ');
    expect(text).toContain('Numery rejestracyjne BRAK – uzupełnij przed wysłaniem');
    expect(text).toContain('Do uzupełnienia przed wysłaniem: Organizator (szkoła), Adres organizatora, Telefon kontaktowy');
  });

  it('is refused without a coach', async () => {
    const teacher = await createUser(api);
    const trip = await tripWith(teacher, { students: 1 });
    const refused = await api.request('GET', `/api/trips/${trip.id}/transport/police-request`, { token: teacher.accessToken });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { message: MSG.noCoach } });
    expect((await api.request('GET', `/api/trips/${trip.id}/transport/police-request/pdf`, { token: teacher.accessToken })).status).toBe(409);
  });
});

describe("'Przewóz' and 'Ubezpieczenie': what is stored", () => {
  it('refuses bad input with a Polish message and changes nothing', async () => {
    const teacher = await createUser(api);
    const trip = await tripWith(teacher, { students: 1 });
    const refusals: [unknown, string][] = [
      [{ ...COACH, carrier: '   ' }, MSG.carrierRequired],
      [{ ...COACH, carrier: 'x'.repeat(201) }, MSG.carrierTooLong],
      [{ ...COACH, nip: '123-456-32-19' }, MSG.nipInvalid],
      [{ ...COACH, nip: '12345' }, MSG.nipInvalid],
      [{ ...COACH, registrations: ['12345'] }, MSG.registrationInvalid],
      [{ ...COACH, registrations: ['KR 12345 678'] }, MSG.registrationInvalid],
      [{ ...COACH, registrations: ['KR 12345', 'kr12345'] }, MSG.registrationRepeated],
      [{ ...COACH, registrations: ['KR 11111', 'KR 22222', 'KR 33333', 'KR 44444', 'KR 55555', 'KR 66666'] }, MSG.tooManyRegistrations],
      [{ ...COACH, seats: 0 }, MSG.seatsInvalid],
      [{ ...COACH, seats: 201 }, MSG.seatsInvalid],
      [{ ...COACH, seats: 49.5 }, MSG.seatsInvalid],
      [{ ...COACH, seats: '49' }, MSG.seatsInvalid],
      [{ ...COACH, driverPhone: '123' }, MSG.driverPhoneInvalid],
      [{ ...COACH, checkDate: '2027-02-30' }, MSG.dateInvalid],
      [{ ...COACH, checkTime: '25:00' }, MSG.timeInvalid],
      [{ ...COACH, checkDate: '2027-05-11' }, checkDateAfterStartMessage(START)],
    ];
    for (const [body, message] of refusals) {
      const refused = await putCoach(teacher, trip.id, body);
      expect(refused.status, message).toBe(400);
      expect(refused.body, message).toMatchObject({ error: { message } });
    }
    const insuranceRefusals: [unknown, string][] = [
      [{ ...INSURANCE, insurer: '' }, MSG.insurerRequired],
      [{ ...INSURANCE, policyNumber: ' ' }, MSG.policyNumberRequired],
      [{ ...INSURANCE, policyNumber: '1'.repeat(61) }, MSG.policyNumberTooLong],
      [{ ...INSURANCE, validFrom: '' }, MSG.insuranceFromRequired],
      [{ ...INSURANCE, validUntil: '2027-05-09' }, MSG.insuranceUntilBeforeFrom],
      [{ ...INSURANCE, emergencyPhone: 'dzwoń do biura' }, MSG.insurancePhoneInvalid],
      [{ ...INSURANCE, nnw: 'tak' }, MSG.invalidRequest],
    ];
    for (const [body, message] of insuranceRefusals) {
      const refused = await putInsurance(teacher, trip.id, body);
      expect(refused.status, message).toBe(400);
      expect(refused.body, message).toMatchObject({ error: { message } });
    }
    expect((await transport(teacher, trip.id)).body).toMatchObject({ coach: null, insurance: null });
    const [row] = await api.database.db.select({ coach: trips.coach, insurance: trips.insurance }).from(trips).where(eq(trips.id, trip.id));
    expect(row).toEqual({ coach: null, insurance: null });
  });

  it('takes a policy within 3 years of the trip and a police check within 30 days before it, refusing 0001 and 9999 (issue 62)', async () => {
    const teacher = await createUser(api);
    const trip = await tripWith(teacher, { students: 1 });
    const from = insuranceFromTooEarlyMessage('2024-05-10', 3);
    const until = insuranceUntilTooLateMessage('2030-05-13', 3);
    expect([from, until]).toEqual(['Polisa może obowiązywać najwcześniej od 10.05.2024 (3 lata przed wyjazdem).', 'Polisa może obowiązywać najpóźniej do 13.05.2030 (3 lata po powrocie).']);
    const policies: [Partial<InsuranceInput>, string][] = [
      [{ validFrom: '0001-01-01' }, from],
      [{ validFrom: '2024-05-09' }, from],
      [{ validUntil: '9999-12-31' }, until],
      [{ validUntil: '2030-05-14' }, until],
      [{ validFrom: '0001-01-01', validUntil: '9999-12-31' }, from],
      // The end before the start is said as before.
      [{ validFrom: '2027-05-10', validUntil: '0001-01-01' }, MSG.insuranceUntilBeforeFrom],
    ];
    for (const [dates, message] of policies) {
      const refused = await putInsurance(teacher, trip.id, { ...INSURANCE, ...dates });
      expect(refused.status, message).toBe(400);
      expect(refused.body, message).toMatchObject({ error: { message } });
    }
    const early = checkDateTooEarlyMessage('2027-04-10', 30);
    expect(early).toBe('Kontrola autokaru może odbyć się najwcześniej 30 dni przed wyjazdem (10.04.2027).');
    for (const [checkDate, message] of [['0001-01-01', early], ['2027-04-09', early], ['9999-12-31', checkDateAfterStartMessage(START)]] as const) {
      const refused = await putCoach(teacher, trip.id, { ...COACH, checkDate });
      expect(refused.status, checkDate).toBe(400);
      expect(refused.body, checkDate).toMatchObject({ error: { message } });
    }
    const [row] = await api.database.db.select({ coach: trips.coach, insurance: trips.insurance }).from(trips).where(eq(trips.id, trip.id));
    expect(row).toEqual({ coach: null, insurance: null });

    // At the edges: a policy from 3 years before the first day to 3 years after the last, a check 30 days ahead.
    const policy = await putInsurance(teacher, trip.id, { ...INSURANCE, validFrom: '2024-05-10', validUntil: '2030-05-13' });
    expect(policy.status).toBe(200);
    expect(policy.body.insurance).toMatchObject({ validFrom: '2024-05-10', validUntil: '2030-05-13' });
    const coach = await putCoach(teacher, trip.id, { ...COACH, checkDate: '2027-04-10' });
    expect(coach.status).toBe(200);
    expect(coach.body.coach).toMatchObject({ checkDate: '2027-04-10' });
  });

  it('normalises what it keeps, and says each change in the feed', async () => {
    const teacher = await createUser(api, { fullName: 'Anna Nowak' });
    const trip = await tripWith(teacher, { students: 1 });
    const saved = await putCoach(teacher, trip.id, { ...COACH, nip: 'PL 123 456 32 18' });
    expect(saved.body.coach).toMatchObject({ nip: '1234563218', registrations: ['KR 12345', 'KR 6789A'], driverPhone: '601 222 333' });
    await putInsurance(teacher, trip.id, INSURANCE);
    expect((await card(teacher, trip.id)).transportStatus).toEqual({ hasCoach: true, coachCheckedAt: null, hasInsurance: true });
    await api.request('DELETE', `/api/trips/${trip.id}/transport/insurance`, { token: teacher.accessToken });
    await api.request('DELETE', `/api/trips/${trip.id}/transport/coach`, { token: teacher.accessToken });
    expect((await transport(teacher, trip.id)).body).toMatchObject({ coach: null, insurance: null });
    const feed = await api.request<{ entries: { summary: string }[] }>('GET', `/api/trips/${trip.id}/activity`, { token: teacher.accessToken });
    expect(feed.body.entries.slice(0, 4).map((e) => e.summary)).toEqual([
      'usunięto dane przewozu',
      'usunięto ubezpieczenie wycieczki',
      'zapisano ubezpieczenie wycieczki: PZU SA',
      'zapisano przewóz: Trans-Pol Sp. z o.o., 49 miejsc',
    ]);
    // The policy's number and the driver's phone stay out of the feed.
    expect(JSON.stringify(feed.body)).not.toMatch(/NNW\/2027|601 222 333/);
  });

  it("records 'OC i badanie techniczne sprawdzone' with the day and who, and takes it back", async () => {
    const teacher = await createUser(api, { fullName: 'Anna Nowak' });
    const trip = await tripWith(teacher, { students: 1 });
    const check = (method: 'POST' | 'DELETE') => api.request<TripTransport>(method, `/api/trips/${trip.id}/transport/coach/check`, { token: teacher.accessToken });
    expect((await check('POST')).body).toMatchObject({ error: { message: MSG.noCoach } });
    await putCoach(teacher, trip.id, COACH);
    const before = Date.now();
    const recorded = await check('POST');
    expect(recorded.status).toBe(200);
    expect(recorded.body.coachCheck?.by).toBe('Anna Nowak');
    expect(Date.parse(recorded.body.coachCheck!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await card(teacher, trip.id)).transportStatus.coachCheckedAt).toBe(recorded.body.coachCheck!.at);
    expect((await check('POST')).body).toMatchObject({ error: { message: MSG.coachAlreadyChecked } });

    // More seats: the same coaches, still checked. Another coach: its check is not this one's.
    expect((await putCoach(teacher, trip.id, { ...COACH, seats: 55 })).body.coachCheck).not.toBeNull();
    expect((await putCoach(teacher, trip.id, { ...COACH, registrations: ['KR 12345', 'KR 99999'] })).body.coachCheck).toBeNull();
    expect((await check('POST')).status).toBe(200);
    expect((await check('DELETE')).body.coachCheck).toBeNull();
    expect((await check('DELETE')).body).toMatchObject({ error: { message: MSG.coachNotChecked } });
  });
});

describe('who may', () => {
  it('lets every member read, the creator and the leader change, and answers 404 to anyone else', async () => {
    const creator = await createUser(api, { fullName: 'Anna Nowak' });
    const leader = await createUser(api, { fullName: 'Jan Kierownik' });
    const guardian = await createUser(api);
    const outsider = await createUser(api);
    const created = await api.request<TripSummary>('POST', '/api/trips', {
      token: creator.accessToken,
      body: { name: 'Wycieczka', destination: 'Gdańsk', startDate: START, endDate: END, tripLeaderEmail: leader.email, guardianEmails: [guardian.email], students: [{ name: 'Ala Kot' }], rooms: [] },
    });
    const tripId = created.body.id;
    const writes = (user: TestUser) => [
      () => putCoach(user, tripId, COACH),
      () => putInsurance(user, tripId, INSURANCE),
      () => api.request('POST', `/api/trips/${tripId}/transport/coach/check`, { token: user.accessToken }),
      () => api.request('DELETE', `/api/trips/${tripId}/transport/coach/check`, { token: user.accessToken }),
      () => api.request('DELETE', `/api/trips/${tripId}/transport/insurance`, { token: user.accessToken }),
      () => api.request('DELETE', `/api/trips/${tripId}/transport/coach`, { token: user.accessToken }),
    ];
    const reads = (user: TestUser) => [
      () => transport(user, tripId),
      () => api.request('GET', `/api/trips/${tripId}/transport/police-request`, { token: user.accessToken }),
      () => api.request('GET', `/api/trips/${tripId}/transport/police-request/pdf`, { token: user.accessToken }),
    ];
    // The leader writes (and a coach exists for the reads).
    for (const write of writes(leader).slice(0, 3)) expect((await write()).status).toBe(200);
    for (const write of writes(guardian)) {
      const refused = await write();
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: { message: MSG.onlyCreatorOrLeaderEdits } });
    }
    for (const read of reads(guardian)) expect((await read()).status).toBe(200);
    expect((await transport(guardian, tripId)).body).toMatchObject({ canEdit: false });
    expect((await transport(creator, tripId)).body).toMatchObject({ canEdit: true });
    for (const call of [...reads(outsider), ...writes(outsider)]) expect((await call()).status).toBe(404);
    for (const write of writes(creator).slice(3)) expect((await write()).status).toBe(200);
    expect((await transport(creator, tripId)).body).toMatchObject({ coach: null, insurance: null, coachCheck: null });
  });
});

describe('the karta wycieczki and the karta alarmowa', () => {
  it('print the insurance when given, and a karta without one reads (and is approved) as before', async () => {
    const { head, teacher } = await schoolTeacher();
    const trip = await tripWith(teacher, { students: 3, guardians: await guardians(1) });
    await completeKarta(teacher, trip.id);
    expect((await submit(teacher, trip.id)).status).toBe(200);
    const first = (await review(head, trip.id)).body;
    expect(first.karta.map((f) => f.label)).not.toContain('Ubezpieczenie');
    // A coach is no line of the karta: the version the head reads stays.
    await putCoach(teacher, trip.id, { ...COACH, seats: 50 });
    expect((await review(head, trip.id)).body.kartaVersion).toBe(first.kartaVersion);
    expect((await api.request('POST', `/api/schools/mine/trips/${trip.id}/approve`, { token: head.accessToken, body: { kartaVersion: first.kartaVersion } })).status).toBe(200);
    expect(await pdfText(teacher, `/api/trips/${trip.id}/documents/karta`)).not.toContain('Ubezpieczenie');

    // The insurance is printed: an approved karta goes back to the head, who sees what changed.
    await putInsurance(teacher, trip.id, INSURANCE);
    const line = 'PZU SA, polisa nr NNW/2027/0042, 10.05.2027 – 13.05.2027 (NNW, KL); telefon alarmowy ubezpieczyciela: +48 22 566 55 55';
    const changed = (await review(head, trip.id)).body;
    expect(changed.approval).toMatchObject({ status: 'pending', changedAfterApproval: true });
    expect(changed.changes).toEqual([{ label: 'Ubezpieczenie', before: '', after: line }]);
    const karta = (await pdfText(teacher, `/api/trips/${trip.id}/documents/karta`)).replace(/\s+/g, ' ');
    expect(karta).toContain(`Ubezpieczenie: ${line}`);

    const alarm = (await api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: teacher.accessToken })).body;
    expect(alarm.insurance).toEqual(INSURANCE);
    const alarmowa = await pdfText(teacher, `/api/trips/${trip.id}/emergency/pdf`);
    expect(charactersWithoutGlyph(alarmowa)).toEqual([]);
    const flat = alarmowa.replace(/\s+/g, ' ');
    expect(flat).toContain('+48 22 566 55 55 telefon alarmowy ubezpieczyciela');
    expect(flat).toContain('PZU SA, polisa nr NNW/2027/0042, ważna 10.05.2027 – 13.05.2027; NNW, koszty leczenia (KL)');
  });
});

describe("the reminder 'Zgłoś autokar do kontroli'", () => {
  const at = (day: string, hour = 9) => new Date(`${day}T${String(hour - 2).padStart(2, '0')}:00:00Z`);
  // The reminders only: the wizard also tells a leader it added (issue 30).
  // In the order they were queued: PostgreSQL gives rows in no order of its own.
  const mailsTo = async (email: string) =>
    api.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'coach_check'))).orderBy(asc(mailOutbox.createdAt));

  it('e-mails the leader once, seven days before the departure, with what the request still lacks', async () => {
    const creator = await createUser(api, { fullName: 'Anna Nowak' });
    const leader = await createUser(api, { fullName: 'Jan Kierownik', email: uniqueEmail('kierownik') });
    const created = await api.request<TripSummary>('POST', '/api/trips', {
      token: creator.accessToken,
      body: { name: 'Zielona szkoła', destination: 'Zakopane', startDate: '2031-05-10', endDate: '2031-05-13', tripLeaderEmail: leader.email, guardianEmails: [], students: [{ name: 'Ala Kot' }], rooms: [] },
    });
    const tripId = created.body.id;
    // No coach yet: nothing to remind of.
    expect(await api.jobs.remindCoachChecks(at('2031-05-03'))).toBe(0);
    await putCoach(leader, tripId, { carrier: 'Autokary Nowak', seats: 20, registrations: ['KR 12345'] });
    // Eight days before: not yet.
    expect(await api.jobs.remindCoachChecks(at('2031-05-02', 23))).toBe(0);
    // Seven days before, from two instances at once: one message.
    const [a, b] = await Promise.all([api.jobs.remindCoachChecks(at('2031-05-03')), api.jobs.remindCoachChecks(at('2031-05-03'))]);
    expect(a + b).toBe(1);
    expect(await api.jobs.remindCoachChecks(at('2031-05-04'))).toBe(0);
    const mails = await mailsTo(leader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Zgłoś autokar do kontroli policji – Wycieczki szkolne');
    expect(mails[0]!.text).toContain('wycieczka „Zielona szkoła” (10–13.05.2031) wyjeżdża za 7 dni.');
    expect(mails[0]!.text).toContain('We wniosku brakuje jeszcze: Organizator (szkoła), Adres organizatora, Telefon kontaktowy, NIP przewoźnika, Godzina kontroli, Miejsce kontroli.');
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/trips?wycieczka=${tripId}`);
    expect(await mailsTo(creator.email)).toHaveLength(0);
    const [row] = await api.database.db.select({ remindedAt: trips.coachRemindedAt }).from(trips).where(eq(trips.id, tripId));
    expect(row!.remindedAt?.toISOString()).toBe(at('2031-05-03').toISOString());

    // The departure moved a month later: reminded again before the new one.
    await api.request('PATCH', `/api/trips/${tripId}`, { token: creator.accessToken, body: { startDate: '2031-06-10', endDate: '2031-06-13' } });
    expect(await api.jobs.remindCoachChecks(at('2031-06-05'))).toBe(1);
    expect(await mailsTo(leader.email)).toHaveLength(2);
    expect((await mailsTo(leader.email))[1]!.text).toContain('wyjeżdża za 5 dni.');
  });

  it('reminds no one whose check is recorded, and no one on the departure day', async () => {
    const teacher = await createUser(api);
    const checked = await tripWith(teacher, { students: 1, startDate: '2031-09-10', endDate: '2031-09-12' });
    await putCoach(teacher, checked.id, COACH);
    await api.request('POST', `/api/trips/${checked.id}/transport/coach/check`, { token: teacher.accessToken });
    const late = await tripWith(teacher, { students: 1, startDate: '2031-09-05', endDate: '2031-09-06' });
    await putCoach(teacher, late.id, COACH);
    expect(await api.jobs.remindCoachChecks(at('2031-09-05'))).toBe(0);
    // The day before the departure, a coach given late: reminded.
    expect(await api.jobs.remindCoachChecks(at('2031-09-04'))).toBe(1);
    expect((await mailsTo(teacher.email))[0]!.text).toContain('wyjeżdża jutro.');
  });

  it('shows on the trip from seven days before the departure until the check is recorded', async () => {
    const teacher = await createUser(api);
    const today = warsawDate();
    const soon = await tripWith(teacher, { students: 1, startDate: addDays(today, 3), endDate: addDays(today, 5) });
    const later = await tripWith(teacher, { students: 1, startDate: addDays(today, 30), endDate: addDays(today, 32) });
    const coach = { ...COACH, checkDate: '' };
    await putCoach(teacher, soon.id, coach);
    await putCoach(teacher, later.id, coach);
    expect((await transport(teacher, soon.id)).body.checkDue).toBe(true);
    expect((await transport(teacher, later.id)).body.checkDue).toBe(false);
    await api.request('POST', `/api/trips/${soon.id}/transport/coach/check`, { token: teacher.accessToken });
    expect((await transport(teacher, soon.id)).body.checkDue).toBe(false);
  });
});
