import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  kartaIncompleteMessage,
  MSG,
  type ApprovalReadiness,
  type SchoolTrip,
  type SchoolTripReview,
  type TripApproval,
  type TripSummary,
} from '@wycieczki/shared';
import { createSchool, createTrip, createUser, joinSchool, type TestUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { useTestMail } from '../../test/smtp';
import { useTestApi } from '../../test/test-app';
import type { Fixture } from '../../security/body-endpoints';
import { AUTHENTICATED_ENDPOINTS } from '../../security/endpoints';

// With e-mail on: the approval's messages (issue 48) are read back from a real SMTP server.
const PUBLIC_URL = 'https://wycieczki.szkola.example';
const api = useTestApi({ mailPublicUrl: PUBLIC_URL });
const mailbox = useTestMail(api);

const PESEL = '44051401359';
const PHONE = '600100200';
const PHONE_2 = '601200300';

// The karta prints the school's address.
const schoolOf = (head: TestUser, name?: string) => createSchool(api, head, name, 'ul. Lipowa 3, Kraków');

/** A head, a teacher of the school with a trip of 2 students and one guardian, the karta still incomplete. */
async function schoolTrip() {
  const head = await createUser(api, { fullName: 'Barbara Dyrektor' });
  const teacher = await createUser(api, { fullName: 'Tomasz Nauczyciel' });
  const guardian = await createUser(api, { fullName: 'Ewa Opiekun' });
  await schoolOf(head);
  await joinSchool(api, head, teacher);
  const trip = await createTrip(api, teacher, {
    guardians: [guardian],
    students: [
      { name: 'Zofia Kowalska', className: '6b', pesel: PESEL, parentPhone: PHONE },
      { name: 'Jan Żak', className: '6a', parentPhone: PHONE_2 },
    ],
  });
  return { head, teacher, guardian, trip };
}

const readiness = (user: TestUser, tripId: string) => api.request<ApprovalReadiness>('GET', `/api/trips/${tripId}/approval`, { token: user.accessToken });
const submit = (user: TestUser, tripId: string) => api.request<TripApproval>('POST', `/api/trips/${tripId}/approval`, { token: user.accessToken });
const review = (user: TestUser, tripId: string) => api.request<SchoolTripReview>('GET', `/api/schools/mine/trips/${tripId}`, { token: user.accessToken });
const approve = (user: TestUser, tripId: string, kartaVersion: string) =>
  api.request<TripApproval>('POST', `/api/schools/mine/trips/${tripId}/approve`, { token: user.accessToken, body: { kartaVersion } });
const giveBack = (user: TestUser, tripId: string, comment: unknown) =>
  api.request<TripApproval>('POST', `/api/schools/mine/trips/${tripId}/return`, { token: user.accessToken, body: { comment } });
const card = async (user: TestUser, tripId: string) =>
  (await api.request<TripSummary[]>('GET', '/api/trips', { token: user.accessToken })).body.find((t) => t.id === tripId)!;

async function completeKarta(teacher: TestUser, tripId: string) {
  expect((await api.request('PATCH', `/api/trips/${tripId}`, { token: teacher.accessToken, body: { aim: 'Poznanie Tatr', transport: 'Autokar' } })).status).toBe(200);
  expect(
    (await api.request('POST', `/api/trips/${tripId}/program`, { token: teacher.accessToken, body: { day: '2026-05-10', departureTime: '08:00', destination: 'Zakopane', program: 'Wyjazd' } })).status,
  ).toBe(201);
}

async function pdfText(user: TestUser, path: string): Promise<string> {
  const response = await api.app.request(path, { headers: { Authorization: `Bearer ${user.accessToken}` } });
  expect(response.status).toBe(200);
  return (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n').replace(/\s+/g, ' ');
}

const today = () => new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

describe('the approval of the karta', () => {
  it('is told by e-mail: the head when a karta is sent, the creator and the leader when it is returned or approved (issue 48)', async () => {
    const { head, teacher, trip } = await schoolTrip();
    await completeKarta(teacher, trip.id);
    expect((await submit(teacher, trip.id)).status).toBe(200);
    const [waiting] = await mailbox.smtp.waitFor(head.email);
    expect(waiting?.subject).toBe('Karta wycieczki czeka na zatwierdzenie – Wycieczki szkolne');
    expect(waiting?.text).toContain('Tomasz Nauczyciel wysłał do zatwierdzenia kartę wycieczki');
    expect(waiting?.text).toContain(`${PUBLIC_URL}/school/trips/${trip.id}`);

    expect((await giveBack(head, trip.id, 'Dopisz numer autokaru')).status).toBe(200);
    const [returned] = await mailbox.smtp.waitFor(teacher.email);
    expect(returned?.subject).toBe('Karta wycieczki zwrócona do poprawy – Wycieczki szkolne');
    expect(returned?.text).toContain('dyrektor szkoły Barbara Dyrektor zwróciła do poprawy');
    expect(returned?.text).toContain('„Dopisz numer autokaru”');
    expect(returned?.text).toContain(`${PUBLIC_URL}/trips?wycieczka=${trip.id}`);

    expect((await submit(teacher, trip.id)).status).toBe(200);
    expect(await mailbox.smtp.waitFor(head.email, 2)).toHaveLength(2);
    expect((await approve(head, trip.id, (await review(head, trip.id)).body.kartaVersion)).status).toBe(200);
    const answers = await mailbox.smtp.waitFor(teacher.email, 2);
    expect(answers[1]?.subject).toBe('Karta wycieczki zatwierdzona – Wycieczki szkolne');
    // The guardian, neither the creator nor the leader, is told nothing of it.
    expect(mailbox.smtp.messages.filter((m) => m.subject?.startsWith('Karta wycieczki'))).toHaveLength(4);
  });

  it('goes from a draft to the head and back with a comment, then to approved, and back to waiting when the karta changes', async () => {
    const { head, teacher, trip } = await schoolTrip();
    expect(trip.approval).toMatchObject({ status: 'draft', schoolName: 'Szkoła Podstawowa nr 3 w Krakowie' });

    // Incomplete: the app says what is missing, and refuses to send it.
    const before = await readiness(teacher, trip.id);
    expect(before.body.missing).toEqual(['celu wycieczki', 'programu wycieczki', 'środka transportu']);
    const early = await submit(teacher, trip.id);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ error: { message: kartaIncompleteMessage(before.body.missing) } });

    await completeKarta(teacher, trip.id);
    expect((await readiness(teacher, trip.id)).body.missing).toEqual([]);
    const sent = await submit(teacher, trip.id);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'pending', changedAfterApproval: false });
    expect((await submit(teacher, trip.id)).body).toMatchObject({ error: { message: MSG.approvalAlreadyPending } });
    expect((await card(teacher, trip.id)).approval).toMatchObject({ status: 'pending' });

    // The head's list and review: counts and names, never a PESEL or a phone.
    const list = await api.request<SchoolTrip[]>('GET', '/api/schools/mine/trips', { token: head.accessToken });
    expect(list.body).toMatchObject([{ id: trip.id, leaderName: 'Tomasz Nauczyciel', studentCount: 2, guardianCount: 2, consentsGiven: 0, consentsMissing: 2 }]);
    const first = await review(head, trip.id);
    expect(first.body.guardians).toEqual([
      { fullName: 'Tomasz Nauczyciel', isLeader: true },
      { fullName: 'Ewa Opiekun', isLeader: false },
    ]);
    expect(first.body.karta).toContainEqual({ label: 'Środek transportu', value: 'Autokar' });
    // The program row by row, for the head's table (issue 48).
    expect(first.body.program).toMatchObject([{ day: '2026-05-10', departureTime: '08:00', destination: 'Zakopane', program: 'Wyjazd' }]);
    for (const answer of [list, first]) {
      const text = JSON.stringify(answer.body);
      for (const secret of [PESEL, PHONE, PHONE_2]) expect(text).not.toContain(secret);
    }

    // 'Zwróć do poprawy' needs a comment.
    expect((await giveBack(head, trip.id, '   ')).body).toMatchObject({ error: { message: MSG.returnCommentRequired } });
    expect((await giveBack(head, trip.id, 'x'.repeat(1001))).body).toMatchObject({ error: { message: MSG.returnCommentTooLong } });
    const returned = await giveBack(head, trip.id, 'Dopisz przystanki w programie.');
    expect(returned.body).toMatchObject({ status: 'returned', comment: 'Dopisz przystanki w programie.' });
    expect((await card(teacher, trip.id)).approval).toMatchObject({ status: 'returned', comment: 'Dopisz przystanki w programie.' });
    expect((await approve(head, trip.id, first.body.kartaVersion)).body).toMatchObject({ error: { message: MSG.approvalNotPending } });

    // Sent again; a karta changed while the head read it is not approved unseen.
    expect((await submit(teacher, trip.id)).body).toMatchObject({ status: 'pending', comment: null });
    const read = await review(head, trip.id);
    await api.request('PATCH', `/api/trips/${trip.id}`, { token: teacher.accessToken, body: { transport: 'Pociąg' } });
    expect((await approve(head, trip.id, read.body.kartaVersion)).body).toMatchObject({ error: { message: MSG.kartaChangedWhileReading } });
    const approved = await approve(head, trip.id, (await review(head, trip.id)).body.kartaVersion);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', approvedBy: 'Barbara Dyrektor', changedAfterApproval: false });
    expect((await card(teacher, trip.id)).approval).toMatchObject({ status: 'approved', approvedBy: 'Barbara Dyrektor' });
    expect((await submit(teacher, trip.id)).body).toMatchObject({ error: { message: MSG.approvalAlreadyApproved } });

    // The karta, the teacher's and the head's, prints the approval in the ZATWIERDZAM field.
    const line = `Zatwierdzono w systemie ${today()}, zatwierdziła: Barbara Dyrektor`;
    expect(await pdfText(teacher, `/api/trips/${trip.id}/documents/karta`)).toContain(line);
    const headKarta = await pdfText(head, `/api/schools/mine/trips/${trip.id}/documents/karta`);
    expect(headKarta).toContain(line);
    expect(headKarta).toContain('Nazwa i adres szkoły: Szkoła Podstawowa nr 3 w Krakowie, ul. Lipowa 3, Kraków');

    // A change that the karta does not print leaves it approved; one it prints sends it back.
    await api.request('PATCH', `/api/trips/${trip.id}`, { token: teacher.accessToken, body: { meetingPoint: 'Parking szkoły' } });
    expect((await card(teacher, trip.id)).approval).toMatchObject({ status: 'approved' });
    await api.request('POST', `/api/trips/${trip.id}/program`, { token: teacher.accessToken, body: { day: '2026-05-11', destination: 'Morskie Oko', program: 'Wycieczka' } });
    expect((await card(teacher, trip.id)).approval).toMatchObject({ status: 'pending', changedAfterApproval: true, approvedAt: null });
    expect(await pdfText(teacher, `/api/trips/${trip.id}/documents/karta`)).not.toContain('Zatwierdzono w systemie');
    const changed = await review(head, trip.id);
    expect(changed.body.changes.map((c) => c.label)).toEqual(['Program wycieczki']);
    expect(changed.body.changes[0]!.after).toContain('Morskie Oko');

    // Every status change is a line of 'Aktywność'.
    const feed = await api.request<{ entries: { summary: string; actorName: string }[] }>('GET', `/api/trips/${trip.id}/activity`, { token: teacher.accessToken });
    const lines = feed.body.entries.filter((e) => /kart/.test(e.summary)).map((e) => `${e.actorName}: ${e.summary}`);
    expect(lines).toEqual([
      'Tomasz Nauczyciel: zmieniono kartę zatwierdzonej wycieczki (program wycieczki): wycieczka znów czeka na zatwierdzenie dyrektora',
      'Barbara Dyrektor: zatwierdzono kartę wycieczki',
      'Tomasz Nauczyciel: wysłano kartę wycieczki do zatwierdzenia przez dyrektora',
      'Barbara Dyrektor: zwrócono kartę wycieczki do poprawy: „Dopisz przystanki w programie.”',
      'Tomasz Nauczyciel: wysłano kartę wycieczki do zatwierdzenia przez dyrektora',
    ]);
  });

  it('is asked of the head only: the permission table for every endpoint', async () => {
    const { head, teacher, guardian, trip } = await schoolTrip();
    await completeKarta(teacher, trip.id);
    const colleague = await createUser(api, { fullName: 'Inny Nauczyciel' });
    await joinSchool(api, head, colleague);
    const otherHead = await createUser(api);
    await schoolOf(otherHead, 'Liceum nr 1');
    const outsider = await createUser(api);
    const kinds = ['karta', 'lista', 'zgody'];

    // Members of the trip: the status for all, sending for the creator and the leader.
    expect((await readiness(guardian, trip.id)).status).toBe(200);
    expect((await submit(guardian, trip.id)).status).toBe(403);
    for (const user of [head, colleague, otherHead, outsider]) {
      expect((await readiness(user, trip.id)).status).toBe(404);
      expect((await submit(user, trip.id)).status).toBe(404);
    }
    expect((await submit(teacher, trip.id)).status).toBe(200);
    const version = (await review(head, trip.id)).body.kartaVersion;

    // The school's view: its head alone; a teacher of the school is told so, anyone else finds nothing.
    const expectations: [TestUser, number][] = [
      [teacher, 403],
      [colleague, 403],
      [guardian, 404],
      [otherHead, 404],
      [outsider, 404],
    ];
    for (const [user, status] of expectations) {
      const list = await api.request('GET', '/api/schools/mine/trips', { token: user.accessToken });
      expect(list.status).toBe(user === otherHead ? 200 : status);
      if (user === otherHead) expect(list.body).toEqual([]);
      expect((await review(user, trip.id)).status).toBe(status);
      for (const kind of kinds) {
        expect((await api.request('GET', `/api/schools/mine/trips/${trip.id}/documents/${kind}`, { token: user.accessToken })).status).toBe(status);
      }
      expect((await approve(user, trip.id, version)).status).toBe(status);
      expect((await giveBack(user, trip.id, 'Nie')).status).toBe(status);
    }
    // The head reads the documents without a phone or a parent link; 'Linki dla rodziców' is not theirs.
    expect((await api.request('GET', `/api/schools/mine/trips/${trip.id}/documents/linki`, { token: head.accessToken })).status).toBe(404);
    for (const kind of kinds) {
      const text = await pdfText(head, `/api/schools/mine/trips/${trip.id}/documents/${kind}`);
      for (const secret of [PESEL, PHONE, PHONE_2, '/rodzic#']) expect(text).not.toContain(secret);
    }
    // Nothing was decided by anyone but the head.
    expect((await card(teacher, trip.id)).approval).toMatchObject({ status: 'pending' });
    expect((await approve(head, trip.id, version)).status).toBe(200);
  });

  it("gives the head no member's endpoint of a school trip: every /api/trips/:id endpoint answers 404 to the head, a colleague and another school's head", async () => {
    const { head, teacher, guardian, trip } = await schoolTrip();
    const colleague = await createUser(api);
    await joinSchool(api, head, colleague);
    const otherHead = await createUser(api);
    await schoolOf(otherHead, 'Liceum nr 1');
    const unknown = '00000000-0000-4000-8000-000000000001';
    const fixture: Fixture = {
      creator: teacher,
      guardian,
      tripId: trip.id,
      studentId: unknown,
      roomId: unknown,
      checkId: unknown,
      programItemId: unknown,
      payerId: unknown,
      paymentId: unknown,
    };
    const tripEndpoints = AUTHENTICATED_ENDPOINTS.filter((e) => e.path(fixture).startsWith(`/api/trips/${trip.id}`));
    expect(tripEndpoints.length).toBeGreaterThan(30);
    for (const user of [head, colleague, otherHead]) {
      for (const endpoint of tripEndpoints) {
        const answer = await api.request(endpoint.method, endpoint.path(fixture), { token: user.accessToken, body: endpoint.body?.(fixture) });
        expect(answer.status, `${endpoint.name}`).toBe(404);
      }
    }
    // Nothing changed for the members.
    expect((await card(teacher, trip.id)).studentCount).toBe(2);
  });

  it('is not asked of a trip of no school, and a removed teacher keeps the trips they lead while the head keeps seeing them', async () => {
    const alone = await createUser(api);
    const own = await createTrip(api, alone);
    expect(own.approval).toBeNull();
    expect((await submit(alone, own.id)).body).toMatchObject({ error: { message: MSG.tripNotInSchool } });

    const { head, teacher, trip } = await schoolTrip();
    expect((await api.request('DELETE', `/api/schools/mine/members/${teacher.user.id}`, { token: head.accessToken })).status).toBe(204);
    expect((await card(teacher, trip.id)).approval).toMatchObject({ status: 'draft' });
    expect((await api.request<SchoolTrip[]>('GET', '/api/schools/mine/trips', { token: head.accessToken })).body.map((t) => t.id)).toEqual([trip.id]);
    expect((await api.request('GET', '/api/schools/mine/trips', { token: teacher.accessToken })).status).toBe(404);
  });

  it("goes back to the head when the kierownik's phone in 'Profil' changes, which the karta prints", async () => {
    const { head, teacher, trip } = await schoolTrip();
    await completeKarta(teacher, trip.id);
    await submit(teacher, trip.id);
    expect((await approve(head, trip.id, (await review(head, trip.id)).body.kartaVersion)).status).toBe(200);
    const profile = { firstName: 'Tomasz', lastName: 'Nauczyciel', phone: '+48 601 202 303', school: '' };
    expect((await api.request('PUT', '/api/profile', { token: teacher.accessToken, body: profile })).status).toBe(200);
    expect((await card(teacher, trip.id)).approval).toMatchObject({ status: 'pending', changedAfterApproval: true });
    expect((await review(head, trip.id)).body.changes).toEqual([{ label: 'Numer telefonu kierownika wycieczki', before: '', after: '+48 601 202 303' }]);
    // Changed back to what the head approved: approved again, as it was.
    expect((await api.request('PUT', '/api/profile', { token: teacher.accessToken, body: { ...profile, phone: '' } })).status).toBe(200);
    expect((await card(teacher, trip.id)).approval).toMatchObject({ status: 'approved', approvedBy: 'Barbara Dyrektor', changedAfterApproval: false });
    // The school's new name is printed on its trips' kartas: back to the head.
    expect((await api.request('PATCH', '/api/schools/mine', { token: head.accessToken, body: { name: 'Szkoła Podstawowa nr 3 im. Jana Pawła II' } })).status).toBe(200);
    expect((await review(head, trip.id)).body.changes.map((c) => c.label)).toEqual(['Nazwa i adres szkoły']);
    // A guardian's deleted account takes their name off the karta: it stays waiting, with that change too.
    await api.request('PATCH', '/api/schools/mine', { token: head.accessToken, body: { name: 'Szkoła Podstawowa nr 3 w Krakowie' } });
    expect((await card(teacher, trip.id)).approval).toMatchObject({ status: 'approved' });
    const guardian = await createUser(api, { fullName: 'Piotr Odchodzący' });
    await api.request('POST', `/api/trips/${trip.id}/guardians`, { token: teacher.accessToken, body: { email: guardian.email } });
    expect((await card(teacher, trip.id)).approval).toMatchObject({ status: 'pending' });
  });

  it('keeps one decision when the head approves and returns at once', async () => {
    const { head, teacher, trip } = await schoolTrip();
    await completeKarta(teacher, trip.id);
    await submit(teacher, trip.id);
    const version = (await review(head, trip.id)).body.kartaVersion;
    const answers = await Promise.all([approve(head, trip.id, version), giveBack(head, trip.id, 'Popraw')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await api.database.db.execute(sql`select status from trip_approvals where trip_id = ${trip.id}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});
