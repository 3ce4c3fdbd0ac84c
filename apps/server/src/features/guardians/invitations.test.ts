import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitationForOtherAddressMessage, LIMITS, MSG, type AccountEvent, type ApiErrorBody, type Guardian, type TripInvitation, type TripInvitationAccepted, type TripInvitationPreview, type TripSummary } from '@wycieczki/shared';
import { tripInvitations } from '../../db/schema';
import { createTrip, createUser, uniqueEmail, type TestUser } from '../../test/factories';
import { useTestMail } from '../../test/smtp';
import { useTestApi } from '../../test/test-app';

const PUBLIC_URL = 'https://wycieczki.szkola.example';
const api = useTestApi({ mailPublicUrl: PUBLIC_URL });
const mailbox = useTestMail(api);

function secretIn(text: string): string {
  const found = /https:\/\/wycieczki\.szkola\.example\/wycieczka\/dolacz#([A-Za-z0-9_-]{32})/.exec(text);
  if (!found) throw new Error(`no invitation link in: ${text}`);
  return found[1]!;
}

const invite = (user: TestUser, tripId: string, email: string) => api.request<TripInvitation[] & ApiErrorBody>('POST', `/api/trips/${tripId}/invitations`, { token: user.accessToken, body: { email } });
const preview = (secret: string) => api.request<TripInvitationPreview & ApiErrorBody>('POST', '/api/trip-invitations/preview', { body: { secret } });
const accept = (user: TestUser, secret: string) => api.request<TripInvitationAccepted & ApiErrorBody>('POST', '/api/trip-invitations/accept', { token: user.accessToken, body: { secret } });
const guardians = async (user: TestUser, tripId: string) => (await api.request<Guardian[]>('GET', `/api/trips/${tripId}/guardians`, { token: user.accessToken })).body;

async function tripWithTeacher(): Promise<{ teacher: TestUser; trip: TripSummary }> {
  const teacher = await createUser(api, { fullName: 'Anna Nowak', emailConfirmed: true });
  const trip = await createTrip(api, teacher, { name: 'Zielona szkoła w Karpaczu', startDate: '2027-05-12', endDate: '2027-05-15' });
  return { teacher, trip };
}

describe("'Wyślij zaproszenie' (issue 30)", () => {
  it('mails the trip, its dates and the teacher; the colleague signs up with the address, opens the link and is a guardian', async () => {
    const { teacher, trip } = await tripWithTeacher();
    const colleague = uniqueEmail('kolega');
    const sent = await invite(teacher, trip.id, colleague.toUpperCase());
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual([expect.objectContaining({ email: colleague, expired: false })]);

    const [mail] = await mailbox.smtp.waitFor(colleague);
    expect(mail?.subject).toBe('Zaproszenie do grona opiekunów wycieczki – Wycieczki szkolne');
    expect(mail?.text).toContain('Anna Nowak zaprasza Cię');
    expect(mail?.text).toContain('„Zielona szkoła w Karpaczu” (12–15.05.2027)');
    const secret = secretIn(mail?.text ?? '');
    // Only the secret's hash is kept.
    const [row] = await api.database.db.select().from(tripInvitations).where(eq(tripInvitations.tripId, trip.id));
    expect(row?.tokenHash).not.toContain(secret);

    const shown = await preview(secret);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ tripName: 'Zielona szkoła w Karpaczu', startDate: '2027-05-12', endDate: '2027-05-15', invitedBy: 'Anna Nowak', email: colleague, accountExists: false });

    const joined = await createUser(api, { email: colleague, fullName: 'Piotr Zieliński' });
    const accepted = await accept(joined, secret);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ tripId: trip.id, tripName: 'Zielona szkoła w Karpaczu' });
    expect((await guardians(teacher, trip.id)).map((g) => g.email)).toContain(colleague);
    // Opening it again is answered as once; the invitation is no longer pending.
    expect((await accept(joined, secret)).status).toBe(200);
    expect((await api.request<TripInvitation[]>('GET', `/api/trips/${trip.id}/invitations`, { token: teacher.accessToken })).body).toEqual([]);
    // Accepted: no longer pending, so neither sent again nor withdrawn.
    const acceptedId = (await api.database.db.select().from(tripInvitations).where(eq(tripInvitations.tripId, trip.id)))[0]!.id;
    expect((await api.request('POST', `/api/trips/${trip.id}/invitations/${acceptedId}/resend`, { token: teacher.accessToken })).status).toBe(404);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/invitations/${acceptedId}`, { token: teacher.accessToken })).status).toBe(404);
    const trips = (await api.request<TripSummary[]>('GET', '/api/trips', { token: joined.accessToken })).body;
    expect(trips.map((t) => t.id)).toEqual([trip.id]);
    // The feed says who invited and who joined.
    const feed = (await api.request<{ entries: { summary: string }[] }>('GET', `/api/trips/${trip.id}/activity`, { token: teacher.accessToken })).body;
    expect(feed.entries.map((e) => e.summary)).toEqual(expect.arrayContaining([`wysłano zaproszenie do ${colleague}`, `przyjęto zaproszenie do grona opiekunów (${colleague})`]));
  });

  it('works only for the invited address, once, until withdrawn or 14 days after the last sending', async () => {
    const { teacher, trip } = await tripWithTeacher();
    const colleague = uniqueEmail('kolega');
    await invite(teacher, trip.id, colleague);
    const secret = secretIn((await mailbox.smtp.waitFor(colleague))[0]?.text ?? '');

    const stranger = await createUser(api);
    const refused = await accept(stranger, secret);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(invitationForOtherAddressMessage(colleague));
    expect((await guardians(teacher, trip.id)).map((g) => g.email)).not.toContain(stranger.email);

    // Expired: refused; 'Wyślij ponownie' renews the same link for 14 days.
    await api.database.db.update(tripInvitations).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(tripInvitations.tripId, trip.id));
    const listed = (await api.request<TripInvitation[]>('GET', `/api/trips/${trip.id}/invitations`, { token: teacher.accessToken })).body;
    expect(listed).toEqual([expect.objectContaining({ email: colleague, expired: true })]);
    expect((await preview(secret)).body.error.message).toBe(MSG.tripInvitationExpired);
    const resent = await api.request<TripInvitation[]>('POST', `/api/trips/${trip.id}/invitations/${listed[0]!.id}/resend`, { token: teacher.accessToken });
    expect(resent.status).toBe(200);
    expect(resent.body[0]?.expired).toBe(false);
    expect(Date.parse(resent.body[0]!.expiresAt) - Date.now()).toBeGreaterThan(13.9 * 24 * 3600_000);
    const again = await mailbox.smtp.waitFor(colleague, 2);
    expect(secretIn(again[1]?.text ?? '')).toBe(secret);
    expect((await preview(secret)).status).toBe(200);

    // Withdrawn: the link stops working at once.
    expect((await api.request('DELETE', `/api/trips/${trip.id}/invitations/${listed[0]!.id}`, { token: teacher.accessToken })).status).toBe(200);
    const late = await createUser(api, { email: colleague });
    const gone = await accept(late, secret);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(MSG.tripInvitationExpired);
    expect((await guardians(teacher, trip.id)).map((g) => g.email)).not.toContain(colleague);
  });

  it('is for the trip creator alone, for addresses without an account, and says what to do where it cannot go', async () => {
    const guardian = await createUser(api, { emailConfirmed: true });
    const teacher = await createUser(api, { emailConfirmed: true });
    const trip = await createTrip(api, teacher, { guardians: [guardian] });
    const outsider = await createUser(api, { emailConfirmed: true });
    expect((await invite(guardian, trip.id, uniqueEmail())).status).toBe(403);
    expect((await invite(outsider, trip.id, uniqueEmail())).status).toBe(404);
    expect((await api.request('GET', `/api/trips/${trip.id}/invitations`, { token: guardian.accessToken })).status).toBe(403);

    const existing = await invite(teacher, trip.id, outsider.email);
    expect(existing.status).toBe(409);
    expect(existing.body.error).toEqual({ code: 'account_exists', message: MSG.invitationAccountExists, key: 'invitationAccountExists' });
    const bad = await invite(teacher, trip.id, 'to-nie-adres');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(MSG.emailInvalid);

    // Inviting an address again sends the pending invitation again: still one.
    const colleague = uniqueEmail('kolega');
    await invite(teacher, trip.id, colleague);
    const twice = await invite(teacher, trip.id, colleague);
    expect(twice.body).toHaveLength(1);
    expect(await mailbox.smtp.waitFor(colleague, 2)).toHaveLength(2);

    // A made-up secret: 404 in Polish, no 5xx.
    const unknown = await preview('B'.repeat(32));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(MSG.tripInvitationExpired);
  });

  it('tells a guardian added by address, with a link to the trip', async () => {
    const { teacher, trip } = await tripWithTeacher();
    const colleague = await createUser(api, { fullName: 'Ewa Wiśniewska' });
    expect((await api.request('POST', `/api/trips/${trip.id}/guardians`, { token: teacher.accessToken, body: { email: colleague.email } })).status).toBe(201);
    const [mail] = await mailbox.smtp.waitFor(colleague.email);
    expect(mail?.subject).toBe('Dodano Cię do grona opiekunów wycieczki – Wycieczki szkolne');
    expect(mail?.text).toContain(`${PUBLIC_URL}/trips?wycieczka=${trip.id}`);
  });

  it('is done with once the colleague, signed up without the link, is added by address', async () => {
    const { teacher, trip } = await tripWithTeacher();
    const colleague = uniqueEmail('kolega');
    await invite(teacher, trip.id, colleague);
    await createUser(api, { email: colleague });
    expect((await api.request('POST', `/api/trips/${trip.id}/guardians`, { token: teacher.accessToken, body: { email: colleague } })).status).toBe(201);
    expect((await api.request<TripInvitation[]>('GET', `/api/trips/${trip.id}/invitations`, { token: teacher.accessToken })).body).toEqual([]);
  });

  it('tells the guardians the wizard adds, not the creator', async () => {
    const teacher = await createUser(api, { fullName: 'Anna Nowak' });
    const leader = await createUser(api);
    const guardian = await createUser(api);
    const trip = await createTrip(api, teacher, { name: 'Wycieczka do Gdańska', leader, guardians: [guardian] });
    for (const user of [leader, guardian]) {
      const [mail] = await mailbox.smtp.waitFor(user.email);
      expect(mail?.subject).toBe('Dodano Cię do grona opiekunów wycieczki – Wycieczki szkolne');
      expect(mail?.text).toContain(`${PUBLIC_URL}/trips?wycieczka=${trip.id}`);
    }
    expect(mailbox.smtp.messages.filter((m) => m.subject === 'Dodano Cię do grona opiekunów wycieczki – Wycieczki szkolne' && JSON.stringify(m.to).includes(teacher.email))).toEqual([]);
  });
});

describe('no mail relay (issue 47)', () => {
  const confirmLinkIn = (text: string) => {
    const found = /https:\/\/wycieczki\.szkola\.example\/potwierdz-email#([A-Za-z0-9_-]{43})/.exec(text);
    if (!found) throw new Error(`no confirmation link in: ${text}`);
    return found[1]!;
  };

  it("refuses an unconfirmed account's invitation in Polish, keeping nothing, until 'Potwierdź adres e-mail' is opened", async () => {
    const teacher = await createUser(api, { fullName: 'Anna Nowak' });
    const trip = await createTrip(api, teacher);
    const colleague = uniqueEmail('kolega');
    const refused = await invite(teacher, trip.id, colleague);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'email_unconfirmed', message: MSG.emailUnconfirmed, key: 'emailUnconfirmed' });
    expect(await api.database.db.select().from(tripInvitations).where(eq(tripInvitations.tripId, trip.id))).toEqual([]);
    const state = await api.request('GET', '/api/auth/email-confirmation', { token: teacher.accessToken });
    expect(state.body).toEqual({ email: teacher.email, confirmed: false, mail: true });

    // 'Wyślij link potwierdzający': a link to the account's own address, which confirms it once.
    expect((await api.request('POST', '/api/auth/email-confirmation', { token: teacher.accessToken })).status).toBe(202);
    const [message] = await mailbox.smtp.waitFor(teacher.email);
    expect(message?.subject).toBe('Potwierdź adres e-mail – Wycieczki szkolne');
    const token = confirmLinkIn(message?.text ?? '');
    const wrong = await api.request<ApiErrorBody>('POST', '/api/auth/email-confirmation/confirm', { body: { token: 'A'.repeat(43) } });
    expect(wrong.status).toBe(410);
    expect(wrong.body.error.message).toBe(MSG.emailConfirmationExpired);
    const confirmed = await api.request('POST', '/api/auth/email-confirmation/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: teacher.email });
    expect((await api.request('POST', '/api/auth/email-confirmation/confirm', { body: { token } })).status).toBe(410);
    expect((await api.request('GET', '/api/auth/email-confirmation', { token: teacher.accessToken })).body).toMatchObject({ confirmed: true });

    // Now the invitation goes, and the colleague who opens it has a confirmed address too.
    expect((await invite(teacher, trip.id, colleague)).status).toBe(201);
    const secret = secretIn((await mailbox.smtp.waitFor(colleague))[0]?.text ?? '');
    const joined = await createUser(api, { email: colleague });
    expect((await accept(joined, secret)).status).toBe(200);
    expect((await api.request('GET', '/api/auth/email-confirmation', { token: joined.accessToken })).body).toMatchObject({ confirmed: true });
  });

  it("refuses the head's school invitation by e-mail the same way", async () => {
    const head = await createUser(api, { fullName: 'Barbara Dyrektor' });
    expect((await api.request('POST', '/api/schools', { token: head.accessToken, body: { name: 'Szkoła Podstawowa nr 7' } })).status).toBe(201);
    const refused = await api.request<ApiErrorBody>('POST', '/api/schools/mine/invitations/mail', { token: head.accessToken, body: { email: uniqueEmail() } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MSG.emailUnconfirmed);
  });

  it("keeps the subject the same whatever the trip is named, and no link in the body but the app's own", async () => {
    const teacher = await createUser(api, { fullName: 'Odbierz nagrodę na www.nagroda.example', emailConfirmed: true });
    const subjects = new Set<string>();
    for (const name of ['Wygrałeś nagrodę! Kliknij http://nagroda.example/odbierz', 'Zielona szkoła w Karpaczu']) {
      const trip = await createTrip(api, teacher, { name });
      const colleague = uniqueEmail('adresat');
      expect((await invite(teacher, trip.id, colleague)).status).toBe(201);
      const [mail] = await mailbox.smtp.waitFor(colleague);
      subjects.add(mail?.subject ?? '');
      const text = mail?.text ?? '';
      const html = typeof mail?.html === 'string' ? mail.html : '';
      expect(text).not.toMatch(/nagroda\.example/);
      expect(html).not.toMatch(/nagroda\.example/);
      expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.startsWith(`${PUBLIC_URL}/wycieczka/dolacz#`))).toEqual([true]);
      expect(text.match(/https?:\/\/\S+/g)?.every((link) => link.startsWith(PUBLIC_URL))).toBe(true);
    }
    expect([...subjects]).toEqual(['Zaproszenie do grona opiekunów wycieczki – Wycieczki szkolne']);
  });

  it('sends at most 20 invitations a day to addresses that have no account', async () => {
    const teacher = await createUser(api, { emailConfirmed: true });
    const trip = await createTrip(api, teacher);
    for (let i = 0; i < LIMITS.invitationMailsToNewAddressesPerDay; i += 1) expect((await invite(teacher, trip.id, uniqueEmail(`nowy${i}`))).status).toBe(201);
    const refused = await invite(teacher, trip.id, uniqueEmail('za-duzo'));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(MSG.tooManyInvitationsToday);
  });
});

describe('without e-mail', () => {
  const plain = useTestApi();

  it('refuses an invitation and says what to do instead, keeping nothing', async () => {
    const teacher = await createUser(plain);
    const trip = await createTrip(plain, teacher);
    const refused = await plain.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/invitations`, { token: teacher.accessToken, body: { email: uniqueEmail() } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'mail_disabled', message: MSG.invitationMailDisabled, key: 'invitationMailDisabled' });
    expect(await plain.database.db.select().from(tripInvitations).where(eq(tripInvitations.tripId, trip.id))).toEqual([]);
  });
});

describe("'Historia konta' (issue 30)", () => {
  it('lists each reset link made and each password change, newest first, and the export holds them', async () => {
    const user = await createUser(api);
    expect((await api.request('POST', '/api/auth/password-reset', { body: { email: user.email }, headers: { 'x-forwarded-for': '10.99.0.1' } })).status).toBe(202);
    expect((await api.request('POST', '/api/auth/password', { token: user.accessToken, body: { currentPassword: user.password, newPassword: 'InneHaslo2027' } })).status).toBe(204);
    const history = await api.request<AccountEvent[]>('GET', '/api/profile/history', { token: user.accessToken });
    expect(history.body.map((e) => e.kind)).toEqual(['password_changed', 'reset_link_mailed']);
    const exported = await api.request<{ account: { history: AccountEvent[] } }>('GET', '/api/profile/export', { token: user.accessToken });
    expect(exported.body.account.history.map((e) => e.kind)).toEqual(['password_changed', 'reset_link_mailed']);
  });
});
