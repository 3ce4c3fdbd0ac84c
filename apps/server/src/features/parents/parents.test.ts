import { describe, expect, it } from 'vitest';
import { MASKED, MSG, type AccessLogPage, type ActivityPage, type EmergencyCard, type ParentLink, type RevealedPhone, type ParentView, type Student, type TripMessage, type TripSummary } from '@wycieczki/shared';
import { eq, sql } from 'drizzle-orm';
import { parentLinks, rateCounters } from '../../db/schema';
import { THROTTLE } from '../../auth/throttle';
import { eraseDueTrips } from '../../erasure/erase-sensitive';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { canReadQrCodes, qrCodesOnPages } from '../../test/qr-codes';
import { captureLog } from '../../test/capture-log';
import { useTestApi } from '../../test/test-app';
import { PARENT_LINK_HEADER } from './parents.routes';

const api = useTestApi();

/** A trip that has not started yet (the consent is still open), with two children. */
async function tripWithChildren(creator: TestUser, options: { guardians?: TestUser[]; leader?: TestUser } = {}): Promise<{ trip: TripSummary; jan: Student; ola: Student }> {
  const trip = await createTrip(api, creator, {
    ...options,
    startDate: '2099-03-20',
    endDate: '2099-03-22',
    students: [{ name: 'Jan Kowalski', className: '6a', pesel: '44051401458', parentPhone: '600100200' }, { name: 'Ola Nowak', allergies: 'pyłki' }],
  });
  const list = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
  return { trip, jan: list.body.find((s) => s.name === 'Jan Kowalski')!, ola: list.body.find((s) => s.name === 'Ola Nowak')! };
}

async function linkOf(user: TestUser, tripId: string, studentId: string) {
  return api.request<ParentLink>('POST', `/api/trips/${tripId}/students/${studentId}/parent-link`, { token: user.accessToken });
}

const secretOf = (link: ParentLink) => link.path.slice(link.path.indexOf('#') + 1);

function asParent<T>(method: string, path: string, secret: string, body?: unknown) {
  return api.request<T>(method, `/api/parent${path}`, { headers: { [PARENT_LINK_HEADER]: secret, 'x-forwarded-for': `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }, body });
}

/** 'Wyślij odpowiedź' as the page sends it: with the fingerprint of the consent it shows (issue 53). */
async function answerConsent<T>(secret: string, body: Record<string, unknown>) {
  const { fingerprint } = (await asParent<ParentView>('GET', '', secret)).body.consent;
  return asParent<T>('PUT', '/consent', secret, { ...body, fingerprint });
}

describe('the parent link', () => {
  it('is handed out by the creator and the leader, the same until revoked, and by no one else', async () => {
    const creator = await createUser(api);
    const leader = await createUser(api);
    const guardian = await createUser(api);
    const outsider = await createUser(api);
    const { trip, jan } = await tripWithChildren(creator, { leader, guardians: [guardian] });
    // Two tabs (or a burst of clicks) asking at once get one and the same link.
    const atOnce = await Promise.all(Array.from({ length: 5 }, () => linkOf(creator, trip.id, jan.id)));
    expect(atOnce.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(atOnce.map((answer) => answer.body.path)).size).toBe(1);
    const first = await linkOf(creator, trip.id, jan.id);
    expect(first.status).toBe(200);
    expect(first.body.path).toBe(atOnce[0]!.body.path);
    expect(first.body.path).toMatch(/^\/rodzic#[A-Za-z0-9_-]{32}$/);
    expect((await linkOf(leader, trip.id, jan.id)).body.path).toBe(first.body.path);
    const refused = await linkOf(guardian, trip.id, jan.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: MSG.onlyCreatorOrLeaderParentLinks } });
    expect((await linkOf(outsider, trip.id, jan.id)).status).toBe(404);
    // Another trip's child through this trip's address: not found.
    const other = await tripWithChildren(creator);
    expect((await linkOf(creator, trip.id, other.jan.id)).status).toBe(404);
  });

  it('opens the trip and its own child only, with phones and PESEL never shown', async () => {
    const creator = await createUser(api, { fullName: 'Anna Nowak' });
    const { trip, jan } = await tripWithChildren(creator);
    const link = (await linkOf(creator, trip.id, jan.id)).body;
    const page = await asParent<ParentView>('GET', '', secretOf(link));
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.body.trip).toMatchObject({ name: trip.name, destination: 'Zakopane', startDate: '2099-03-20', leaderName: 'Anna Nowak' });
    expect(page.body.student).toMatchObject({ name: 'Jan Kowalski', className: '6a', hasPesel: true, hasParentPhone: true, hasParentPhone2: false });
    expect(page.body.consent).toMatchObject({ status: 'missing', open: true });
    expect(page.body.consent.participationText).toContain('Jan Kowalski, klasa 6a');
    expect(page.body.consent).toMatchObject({ medical: 'missing' });
    const text = JSON.stringify(page.body);
    expect(text).not.toMatch(/44051401458|600100200|Ola Nowak|pyłki/);
  });

  it("saves the child's data with the teacher's rules, shows who filled it, and logs it without values", async () => {
    const creator = await createUser(api);
    const guardian = await createUser(api);
    const { trip, jan } = await tripWithChildren(creator, { guardians: [guardian] });
    const secret = secretOf((await linkOf(creator, trip.id, jan.id)).body);

    const bad = await asParent('PUT', '/data', secret, { allergies: 'orzechy', parentPhone2: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { message: MSG.phoneInvalid } });
    const badPesel = await asParent('PUT', '/data', secret, { pesel: '12345678901' });
    expect(badPesel.body).toMatchObject({ error: { message: MSG.peselInvalid } });
    expect((await asParent('PUT', '/data', secret, {})).body).toMatchObject({ error: { message: MSG.parentDataEmpty } });
    expect((await asParent('PUT', '/data', secret, { allergies: 'x'.repeat(501) })).body).toMatchObject({ error: { message: MSG.allergiesTooLong } });
    let stored = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body.find((s) => s.id === jan.id)!;
    expect(stored).toMatchObject({ allergies: null, parentFilledAt: null });

    const saved = await asParent<ParentView>('PUT', '/data', secret, { allergies: 'orzechy laskowe', medicines: 'Zyrtec 10 mg rano', parentPhone2: '600 300 400', parentPhone: MASKED });
    expect(saved.status).toBe(200);
    expect(saved.body.student).toMatchObject({ allergies: 'orzechy laskowe', medicines: 'Zyrtec 10 mg rano', hasParentPhone2: true });
    stored = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body.find((s) => s.id === jan.id)!;
    expect(stored).toMatchObject({ allergies: 'orzechy laskowe', medicines: 'Zyrtec 10 mg rano', parentPhone: '600100200', parentPhone2: '600 300 400' });
    expect(stored.parentFilledFields).toEqual(['parentPhone2', 'allergies', 'medicines']);
    expect(Date.now() - Date.parse(stored.parentFilledAt!)).toBeLessThan(60_000);
    // A guardian sees the allergy and who filled it, never the phones.
    const seen = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: guardian.accessToken })).body.find((s) => s.id === jan.id)!;
    expect(seen).toMatchObject({ allergies: 'orzechy laskowe', parentPhone: MASKED, parentPhone2: MASKED });

    const log = await api.request<AccessLogPage>('GET', `/api/trips/${trip.id}/access-log`, { token: creator.accessToken });
    expect(log.body.entries[0]).toMatchObject({ kind: 'parent', userId: null, readerName: 'Rodzic: Jan Kowalski', studentName: 'Jan Kowalski', reason: 'Uzupełniono: Drugi telefon, Alergie, Leki' });
    const feed = await api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, { token: creator.accessToken });
    const line = feed.body.entries.find((entry) => entry.actorName === 'Rodzic: Jan Kowalski');
    expect(line?.summary).toBe('uzupełniono dane (Drugi telefon, Alergie, Leki): Jan Kowalski');
    expect(JSON.stringify(feed.body)).not.toMatch(/orzechy|Zyrtec|600 300 400/);
  });

  it("puts a parent's second phone on the karta alarmowa: for the creator at once, for a guardian with the first through a reveal", async () => {
    const creator = await createUser(api);
    const guardian = await createUser(api);
    const { trip, jan } = await tripWithChildren(creator, { guardians: [guardian] });
    const secret = secretOf((await linkOf(creator, trip.id, jan.id)).body);
    await asParent('PUT', '/data', secret, { parentPhone2: '600 300 400' });
    const own = await api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: creator.accessToken });
    expect(own.body.students.find((s) => s.id === jan.id)).toMatchObject({ parentPhone: '600100200', parentPhone2: '600 300 400' });
    const theirs = await api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: guardian.accessToken });
    expect(theirs.body.students.find((s) => s.id === jan.id)).toMatchObject({ parentPhone: null, parentPhone2: null, hasParentPhone: true });
    const revealed = await api.request<RevealedPhone>('POST', `/api/trips/${trip.id}/emergency/students/${jan.id}/parent-phone`, {
      token: guardian.accessToken,
      body: { reason: 'Złe samopoczucie w autokarze' },
    });
    expect(revealed.body).toMatchObject({ parentPhone: '600100200', parentPhone2: '600 300 400' });
  });

  it('records the consent with its time and the name typed, until the trip starts', async () => {
    const creator = await createUser(api);
    const { trip, jan } = await tripWithChildren(creator);
    const secret = secretOf((await linkOf(creator, trip.id, jan.id)).body);
    expect((await answerConsent(secret, { answer: 'given', parentName: '  ' })).body).toMatchObject({ error: { message: MSG.parentNameRequired } });
    expect((await answerConsent(secret, { answer: 'maybe', parentName: 'Ewa Kowalska' })).body).toMatchObject({ error: { message: MSG.consentAnswerInvalid } });

    // Issue 48: the trip given, the medical help in an emergency needs its own answer; nothing is written without it.
    const halfAnswered = await answerConsent(secret, { answer: 'given', parentName: 'Ewa Kowalska' });
    expect(halfAnswered.status).toBe(400);
    // Beside the Polish message, its stable key (issue 49, the text seam).
    expect(halfAnswered.body).toEqual({ error: { code: 'validation', message: MSG.medicalAnswerRequired, key: 'medicalAnswerRequired' } });
    expect((await answerConsent(secret, { answer: 'given', medical: 'maybe', parentName: 'Ewa Kowalska' })).status).toBe(400);
    const before = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body.find((s) => s.id === jan.id)!;
    expect(before).toMatchObject({ consent: 'missing', medicalConsent: 'missing', consentOnlineAt: null });

    const given = await answerConsent<ParentView>(secret, { answer: 'given', medical: 'refused', parentName: 'Ewa Kowalska' });
    expect(given.body.consent).toMatchObject({ status: 'given', medical: 'refused', by: 'Ewa Kowalska' });
    expect(given.body.consent.participationText).toContain('Na udział mojego dziecka: Jan');
    expect(given.body.consent.medicalText).toContain('pomocy medycznej');
    expect(given.body.consent.text.join(' ')).not.toContain('wyrażam zgodę / nie wyrażam');
    const stored = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body.find((s) => s.id === jan.id)!;
    expect(stored).toMatchObject({ consent: 'given', medicalConsent: 'refused', consentBy: 'Ewa Kowalska' });
    expect(stored.consentOnlineAt).not.toBeNull();
    // Changed until the start; a teacher's consent on paper replaces the online answer.
    // A refusal of the trip leaves the medical question unanswered: it no longer applies.
    expect((await answerConsent<ParentView>(secret, { answer: 'refused', medical: 'given', parentName: 'Ewa Kowalska' })).body.consent).toMatchObject({
      status: 'refused',
      medical: 'missing',
    });
    await api.request('PATCH', `/api/trips/${trip.id}/students/${jan.id}`, { token: creator.accessToken, body: { consent: 'given', medicalConsent: 'given' } });
    const paper = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body.find((s) => s.id === jan.id)!;
    expect(paper).toMatchObject({ consent: 'given', medicalConsent: 'given', consentOnlineAt: null, consentBy: null });

    // Once the trip has started, the answer stands.
    await api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { startDate: '2026-01-10', endDate: '2099-03-22' } });
    const closed = await answerConsent(secret, { answer: 'refused', parentName: 'Ewa Kowalska' });
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({ error: { message: MSG.consentClosed } });
  });

  it('refuses an answer that does not say which text was read, in the key the page says in its language, and saves nothing (issue 62)', async () => {
    const creator = await createUser(api);
    const { trip, jan } = await tripWithChildren(creator);
    const secret = secretOf((await linkOf(creator, trip.id, jan.id)).body);
    const body = { answer: 'given', medical: 'given', parentName: 'Ewa Kowalska' };
    for (const fingerprint of [undefined, '', null, 42]) {
      const refused = await asParent('PUT', '/consent', secret, { ...body, fingerprint });
      expect(refused.status, String(fingerprint)).toBe(400);
      expect(refused.body, String(fingerprint)).toEqual({ error: { code: 'validation', message: MSG.consentFingerprintMissing, key: 'consentFingerprintMissing' } });
    }
    // One not of the text shown is a text changed since.
    const other = await asParent('PUT', '/consent', secret, { ...body, fingerprint: 'a'.repeat(64) });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: { key: 'consentTextChanged' } });
    const student = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body.find((s) => s.id === jan.id)!;
    expect(student).toMatchObject({ consent: 'missing', medicalConsent: 'missing', consentOnlineAt: null, consentBy: null });
    const log = await api.request<AccessLogPage>('GET', `/api/trips/${trip.id}/access-log`, { token: creator.accessToken });
    expect(log.body.entries.filter((entry) => entry.kind === 'parent')).toEqual([]);
    const feed = await api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, { token: creator.accessToken });
    expect(feed.body.entries.map((entry) => entry.summary).join(' ')).not.toMatch(/zgod/i);
    expect((await answerConsent(secret, body)).status).toBe(200);
  });

  it('puts a missing or refused answer on medical help on the karta alarmowa, on screen and printed (issue 48)', async () => {
    const creator = await createUser(api);
    const { trip, jan } = await tripWithChildren(creator);
    const secret = secretOf((await linkOf(creator, trip.id, jan.id)).body);
    expect((await answerConsent(secret, { answer: 'given', medical: 'refused', parentName: 'Ewa Kowalska' })).status).toBe(200);
    const card = (await api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: creator.accessToken })).body;
    expect(card.students.map((s) => [s.name, s.medicalConsent])).toEqual([
      ['Jan Kowalski', 'refused'],
      ['Ola Nowak', 'missing'],
    ]);
    const response = await api.app.request(`/api/trips/${trip.id}/emergency/pdf`, { headers: { Authorization: `Bearer ${creator.accessToken}` } });
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Jan Kowalski Rodzic nie wyraził zgody na pomoc medyczną');
    expect(text).toContain('Ola Nowak Brak odpowiedzi rodzica na zgodę na pomoc medyczną');
    // Once answered yes, the line goes.
    expect((await answerConsent(secret, { answer: 'given', medical: 'given', parentName: 'Ewa Kowalska' })).status).toBe(200);
    const after = (await api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: creator.accessToken })).body;
    expect(after.students[0]).toMatchObject({ name: 'Jan Kowalski', medicalConsent: 'given' });
  });

  it("asks each statement the teacher added apart, prints the answers, and asks again when one is reworded (issue 48)", async () => {
    const creator = await createUser(api);
    const { trip, jan } = await tripWithChildren(creator);
    const set = (consentStatements: unknown) => api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { consentStatements } });
    // Bad input: a clear message, nothing stored.
    expect((await set(['a', 'b', 'c', 'd', 'e', 'f'])).body).toMatchObject({ error: { message: MSG.tooManyConsentStatements } });
    expect((await set(['na zdjęcia', 'Na zdjęcia'])).body).toMatchObject({ error: { message: MSG.consentStatementsRepeated } });
    expect((await set(['x'.repeat(301)])).body).toMatchObject({ error: { message: MSG.consentStatementTooLong } });
    expect((await set(['na publikację zdjęć dziecka na stronie szkoły', 'na samodzielny powrót do domu'])).status).toBe(200);

    const secret = secretOf((await linkOf(creator, trip.id, jan.id)).body);
    const page = (await asParent<ParentView>('GET', '', secret)).body;
    expect(page.consent.extra.map((item) => [item.text, item.answer])).toEqual([
      ['na publikację zdjęć dziecka na stronie szkoły', null],
      ['na samodzielny powrót do domu', null],
    ]);
    const [photos, home] = page.consent.extra as [ParentView['consent']['extra'][number], ParentView['consent']['extra'][number]];
    const missing = await answerConsent(secret, { answer: 'given', medical: 'given', extra: { [photos.key]: 'given' }, parentName: 'Ewa Kowalska' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { message: MSG.extraAnswersRequired } });
    const answered = await answerConsent<ParentView>(secret, { answer: 'given', medical: 'given', extra: { [photos.key]: 'given', [home.key]: 'refused' }, parentName: 'Ewa Kowalska' });
    expect(answered.body.consent.extra.map((item) => item.answer)).toEqual(['given', 'refused']);

    const response = await api.app.request(`/api/trips/${trip.id}/documents/zgody`, { headers: { Authorization: `Bearer ${creator.accessToken}` } });
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).map((p) => p.replace(/\s+/g, ' ')).find((p) => p.includes('Jan Kowalski'))!;
    expect(text).toContain('Wyrażam zgodę: na publikację zdjęć dziecka na stronie szkoły');
    expect(text).toContain('Nie wyrażam zgody: na samodzielny powrót do domu');
    expect(text).not.toContain('niepotrzebne skreślić');

    // Reworded: the answer belonged to the old words; the new statement is asked again.
    expect((await set(['na publikację zdjęć dziecka na stronie szkoły', 'na samodzielny powrót do domu po zbiórce'])).status).toBe(200);
    const again = (await asParent<ParentView>('GET', '', secret)).body;
    expect(again.consent.extra.map((item) => item.answer)).toEqual(['given', null]);
  });

  it('stops working when revoked, and a new one works', async () => {
    const creator = await createUser(api);
    const { trip, jan } = await tripWithChildren(creator);
    const old = secretOf((await linkOf(creator, trip.id, jan.id)).body);
    const renewed = await api.request<ParentLink>('POST', `/api/trips/${trip.id}/students/${jan.id}/parent-link/revoke`, { token: creator.accessToken });
    expect(secretOf(renewed.body)).not.toBe(old);
    const gone = await asParent('GET', '', old);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: { message: MSG.parentLinkExpired } });
    expect((await asParent('PUT', '/data', old, { allergies: 'x' })).status).toBe(404);
    expect((await asParent('GET', '', secretOf(renewed.body))).status).toBe(200);
  });

  it('reaches nothing but the parent page: not the teacher endpoints, not another path', async () => {
    const creator = await createUser(api);
    const { trip, jan } = await tripWithChildren(creator);
    const secret = secretOf((await linkOf(creator, trip.id, jan.id)).body);
    for (const path of [`/api/trips/${trip.id}/students`, `/api/trips/${trip.id}`, '/api/trips', `/api/trips/${trip.id}/students/${jan.id}/sensitive`]) {
      expect((await api.request('GET', path, { headers: { [PARENT_LINK_HEADER]: secret } })).status).toBe(401);
      expect((await api.request('GET', path, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(401);
    }
    for (const path of [`/api/parent/trips/${trip.id}/students`, `/api/parent/students/${jan.id}`, '/api/parent/sensitive']) {
      expect((await api.request('GET', path, { headers: { [PARENT_LINK_HEADER]: secret } })).status).toBe(404);
    }
  });

  it('throttles wrong secrets per address, and each valid link on its own', async () => {
    const creator = await createUser(api);
    const { trip, jan } = await tripWithChildren(creator);
    const secret = secretOf((await linkOf(creator, trip.id, jan.id)).body);
    const from = { 'x-forwarded-for': '10.9.9.9' };
    for (let i = 0; i < THROTTLE.parentMissesPerAddress; i += 1) {
      const wrong = await api.request('GET', '/api/parent', { headers: { ...from, [PARENT_LINK_HEADER]: `${'A'.repeat(31)}${i % 10}` } });
      expect(wrong.status).toBe(404);
    }
    // Past the ceiling a miss learns nothing more…
    const refused = await api.request('GET', '/api/parent', { headers: { ...from, [PARENT_LINK_HEADER]: 'B'.repeat(32) } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { message: MSG.tooManyParentRequests } });
    // …while a valid link behind the same address is served (issue 47: a school's Wi-Fi is one address).
    expect((await api.request('GET', '/api/parent', { headers: { ...from, [PARENT_LINK_HEADER]: secret } })).status).toBe(200);

    // A valid link past its own ceiling (as if a script called it 300 times).
    const [{ id }] = (await api.database.db.select({ id: parentLinks.id }).from(parentLinks).where(eq(parentLinks.studentId, jan.id))) as [{ id: string }];
    await api.database.db.update(rateCounters).set({ hits: THROTTLE.parentUsesPerLink }).where(eq(rateCounters.key, `parent-link:${id}`));
    expect((await asParent('GET', '', secret)).status).toBe(429);
  });

  it('holds behind a proxy: 200 guesses with a rotating leftmost X-Forwarded-For are throttled at the limit (issue 47)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      // What the client wrote stands on the left; the one trusted proxy (TRUST_PROXY_HOPS=1) appended the real address.
      const headers = { 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${i}, 10.47.0.1`, [PARENT_LINK_HEADER]: `${'C'.repeat(30)}${String(i).padStart(2, '0')}` };
      statuses.push((await api.request('GET', '/api/parent', { headers })).status);
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(THROTTLE.parentMissesPerAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - THROTTLE.parentMissesPerAddress);
    // A blocked address put on the left changes nothing for another client: its own address decides.
    const other = await api.request('GET', '/api/parent', { headers: { 'x-forwarded-for': '10.47.0.1, 10.47.0.2', [PARENT_LINK_HEADER]: 'D'.repeat(32) } });
    expect(other.status).toBe(404);
    const blocked = await api.request('GET', '/api/parent', { headers: { 'x-forwarded-for': '10.47.0.2, 10.47.0.1', [PARENT_LINK_HEADER]: 'D'.repeat(32) } });
    expect(blocked.status).toBe(429);
  });

  it('counts misses and checks them at once: of 50 parallel misses exactly the limit get 404 (issue 47)', async () => {
    const headers = (i: number) => ({ 'x-forwarded-for': '10.47.1.1', [PARENT_LINK_HEADER]: `${'E'.repeat(30)}${String(i).padStart(2, '0')}` });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => api.request('GET', '/api/parent', { headers: headers(i) })));
    expect(answers.filter((a) => a.status === 404)).toHaveLength(THROTTLE.parentMissesPerAddress);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(50 - THROTTLE.parentMissesPerAddress);
  });

  it('serves a valid link after 100 misses from its address (issue 47)', async () => {
    const creator = await createUser(api);
    const { trip, jan } = await tripWithChildren(creator);
    const secret = secretOf((await linkOf(creator, trip.id, jan.id)).body);
    const from = { 'x-forwarded-for': '10.47.2.1' };
    for (let i = 0; i < 100; i += 1) await api.request('GET', '/api/parent', { headers: { ...from, [PARENT_LINK_HEADER]: `${'F'.repeat(30)}${String(i).padStart(2, '0')}` } });
    const page = await api.request('GET', '/api/parent', { headers: { ...from, [PARENT_LINK_HEADER]: secret } });
    expect(page.status).toBe(200);
    expect((await api.request('GET', '/api/parent/messages', { headers: { ...from, [PARENT_LINK_HEADER]: secret } })).status).toBe(200);
  });
});

describe('messages to parents', () => {
  it('are written by any member, reach every parent page of the trip and the feed, and refuse bad input', async () => {
    const creator = await createUser(api);
    const guardian = await createUser(api, { fullName: 'Marek Wiśniewski' });
    const { trip, jan, ola } = await tripWithChildren(creator, { guardians: [guardian] });
    const empty = await api.request('POST', `/api/trips/${trip.id}/messages`, { token: guardian.accessToken, body: { body: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { message: MSG.messageRequired } });
    expect((await api.request('POST', `/api/trips/${trip.id}/messages`, { token: guardian.accessToken, body: { body: 'x'.repeat(501) } })).body).toMatchObject({
      error: { message: MSG.messageTooLong },
    });
    const sent = await api.request<TripMessage>('POST', `/api/trips/${trip.id}/messages`, { token: guardian.accessToken, body: { body: 'Dojechaliśmy do Zakopanego, wszyscy zdrowi.' } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ body: 'Dojechaliśmy do Zakopanego, wszyscy zdrowi.', authorName: 'Marek Wiśniewski' });
    for (const child of [jan, ola]) {
      const secret = secretOf((await linkOf(creator, trip.id, child.id)).body);
      expect((await asParent<TripMessage[]>('GET', '/messages', secret)).body.map((m) => m.body)).toEqual(['Dojechaliśmy do Zakopanego, wszyscy zdrowi.']);
    }
    const other = await tripWithChildren(creator);
    const otherSecret = secretOf((await linkOf(creator, other.trip.id, other.jan.id)).body);
    expect((await asParent<TripMessage[]>('GET', '/messages', otherSecret)).body).toEqual([]);
    const feed = await api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, { token: creator.accessToken });
    expect(feed.body.entries.some((entry) => entry.summary === 'komunikat dla rodziców: Dojechaliśmy do Zakopanego, wszyscy zdrowi.')).toBe(true);
    const outsider = await createUser(api);
    expect((await api.request('POST', `/api/trips/${trip.id}/messages`, { token: outsider.accessToken, body: { body: 'x' } })).status).toBe(404);
  });
});

describe('the erasure', () => {
  it("ends the trip's parent links and erases what parents wrote", async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator, { startDate: '2026-03-01', endDate: '2026-03-03', students: [{ name: 'Jan Kowalski' }] });
    const [jan] = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body;
    const secret = secretOf((await linkOf(creator, trip.id, jan!.id)).body);
    expect((await asParent('PUT', '/data', secret, { parentPhone2: '600300400', allergies: 'orzechy' })).status).toBe(200);
    const text = 'Jan ma gorączkę, odbierzcie go proszę z dworca.';
    expect((await api.request('POST', `/api/trips/${trip.id}/messages`, { token: creator.accessToken, body: { body: text } })).status).toBe(201);
    expect(await eraseDueTrips(api.database.db, new Date())).toContain(trip.id);
    // The messages to parents go with the data (issue 47): the feed says one was there, not what it said.
    expect((await api.request<TripMessage[]>('GET', `/api/trips/${trip.id}/messages`, { token: creator.accessToken })).body).toEqual([]);
    const feed = (await api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, { token: creator.accessToken })).body;
    expect(feed.entries.map((entry) => entry.summary)).toContain('komunikat usunięty');
    expect(JSON.stringify(feed)).not.toContain('gorączkę');
    const late = await api.request('POST', `/api/trips/${trip.id}/messages`, { token: creator.accessToken, body: { body: 'Jeszcze jedno' } });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ error: { message: MSG.parentMessagesErased } });
    const rows = await api.database.db.execute(sql`select count(*)::int as n from trip_activity where line::text like ${'%gorączkę%'}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect((await asParent('GET', '', secret)).status).toBe(404);
    const stored = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body[0]!;
    expect(stored).toMatchObject({ parentPhone2: null, allergies: null });
    const refused = await linkOf(creator, trip.id, jan!.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { message: MSG.parentLinkErased } });
  });
});

describe('the printed links', () => {
  async function pdf(user: TestUser, tripId: string, kind: string) {
    const response = await api.app.request(`/api/trips/${tripId}/documents/${kind}`, { headers: { Authorization: `Bearer ${user.accessToken}` } });
    return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
  }
  const flat = async (bytes: Uint8Array) => (await pdfPages(bytes)).map((page) => page.replace(/\s+/g, ' '));
  /** The live link as the teacher's dialog gives it, made absolute the way the PDF prints it. */
  const liveLink = async (user: TestUser, tripId: string, studentId: string) => `http://localhost${(await linkOf(user, tripId, studentId)).body.path}`;

  it("'Linki dla rodziców (PDF)' has a slip per child whose QR code opens that child's live link", async () => {
    const creator = await createUser(api);
    const guardian = await createUser(api);
    const { trip, jan, ola } = await tripWithChildren(creator, { guardians: [guardian] });
    const slips = await pdf(creator, trip.id, 'linki');
    expect(slips.status).toBe(200);
    const links = { jan: await liveLink(creator, trip.id, jan.id), ola: await liveLink(creator, trip.id, ola.id) };
    const text = (await flat(slips.bytes)).join(' ');
    expect(text).toContain('Jan Kowalski, klasa 6a');
    expect(text).toContain('Ola Nowak');
    expect(text).toContain(links.jan);
    expect(text).toContain(links.ola);
    if (canReadQrCodes()) expect(qrCodesOnPages(slips.bytes).flat().sort()).toEqual([links.jan, links.ola].sort());
    // A guardian hands no links out.
    expect((await pdf(guardian, trip.id, 'linki')).status).toBe(403);
  });

  it("'Zgody rodziców' carries each child's QR code and link for the creator, and says when and by whom a consent was given online", async () => {
    const creator = await createUser(api);
    const guardian = await createUser(api);
    const { trip, jan, ola } = await tripWithChildren(creator, { guardians: [guardian] });
    const janLink = await liveLink(creator, trip.id, jan.id);
    await answerConsent(janLink.slice(janLink.indexOf('#') + 1), { answer: 'given', medical: 'refused', parentName: 'Ewa Kowalska' });
    const forms = await pdf(creator, trip.id, 'zgody');
    const pages = await flat(forms.bytes);
    expect(pages).toHaveLength(2);
    const janPage = pages.findIndex((page) => page.includes('Jan Kowalski'));
    expect(pages[janPage]).toContain('Można też odpowiedzieć online');
    expect(pages[janPage]).toContain(janLink);
    expect(pages[janPage]).toMatch(/Zgoda wyrażona online \d\d\.\d\d\.\d{4}, \d\d:\d\d, rodzic: Ewa Kowalska\./);
    expect(pages[1 - janPage]).not.toContain('wyrażona online');
    // Issue 48: each statement prints the answer chosen online, and nothing is left to strike out.
    const janText = pages[janPage]!.replace(/\s+/g, ' ');
    expect(janText).toContain('Wyrażam zgodę na udział mojego dziecka: Jan Kowalski');
    expect(janText).toContain('W sytuacji zagrożenia zdrowia lub życia mojego dziecka nie wyrażam zgody na udzielenie mu pomocy medycznej');
    expect(janText).not.toContain('*');
    expect(janText).not.toContain('niepotrzebne skreślić');
    const olaText = pages[1 - janPage]!.replace(/\s+/g, ' ');
    expect(olaText).toContain('Wyrażam zgodę / nie wyrażam zgody* na udział');
    expect(olaText).toContain('mojego dziecka wyrażam zgodę / nie wyrażam zgody* na udzielenie');
    expect(olaText).toContain('* niepotrzebne skreślić');
    if (canReadQrCodes()) {
      const codes = qrCodesOnPages(forms.bytes);
      expect(codes[janPage]).toEqual([janLink]);
      expect(codes[1 - janPage]).toEqual([await liveLink(creator, trip.id, ola.id)]);
    }
    // A guardian's forms have no links: they are the creator's and the leader's to hand out.
    const plain = await flat((await pdf(guardian, trip.id, 'zgody')).bytes);
    expect(plain.join(' ')).not.toContain('/rodzic#');
  });
});

describe('the log', () => {
  it("never holds a link's secret nor what a parent wrote, even when the write fails", async () => {
    const creator = await createUser(api);
    const { trip, jan } = await tripWithChildren(creator);
    const secret = secretOf((await linkOf(creator, trip.id, jan.id)).body);
    await api.database.db.execute(sql`alter table students add constraint log_test_parent check (allergies is null) not valid`);
    try {
      const log = await captureLog(async () => {
        expect((await asParent('PUT', '/data', secret, { allergies: 'orzeszki-rodzica-tajne' })).status).toBe(500);
        // Its last character changed (to another one: a secret ending in 'X' would otherwise be the same).
        expect((await asParent('GET', '', `${secret.slice(0, 31)}${secret.endsWith('X') ? 'Y' : 'X'}`)).status).toBe(404);
      });
      expect(log).toContain('"constraint":"log_test_parent"');
      for (const hidden of [secret, secret.slice(0, 31), 'orzeszki-rodzica-tajne']) expect(log).not.toContain(hidden);
    } finally {
      await api.database.db.execute(sql`alter table students drop constraint log_test_parent`);
    }
  });
});
