import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type ApiErrorBody, type Session } from '@wycieczki/shared';
import { mailOutbox, passwordResets } from '../../db/schema';
import { startMailer, type Mailer } from '../../mail/mailer';
import { sendJob } from '../../jobs/send-job';
import { createUser, uniqueEmail } from '../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { useTestApi } from '../../test/test-app';
import { RESET_ANSWER_MS, RESET_LIMITS } from './password-reset.service';

const PUBLIC_URL = 'https://wycieczki.szkola.example';
const FROM = 'Wycieczki szkolne <no-reply@szkola.example>';
const api = useTestApi({ mailPublicUrl: PUBLIC_URL });
let smtp: TestSmtp;
let mailer: Mailer;

beforeAll(async () => {
  smtp = await startTestSmtp();
  mailer = await startMailer(api.database, { smtpUrl: smtp.url, from: FROM });
});
afterAll(async () => {
  await mailer.stop();
  await smtp.stop();
});

let client = 0;
/** Each test asks from an address of its own: the per-client limit is tested on its own. */
const nextClient = () => `10.77.${Math.floor(++client / 250)}.${client % 250}`;

function requestReset(email: string, address = nextClient()) {
  return api.request<{ sent: true } & ApiErrorBody>('POST', '/api/auth/password-reset', { body: { email }, headers: { 'x-forwarded-for': address } });
}

function signIn(email: string, password: string) {
  return api.request<Session & ApiErrorBody>('POST', '/api/auth/sign-in', { body: { email, password }, headers: { 'x-forwarded-for': nextClient() } });
}

/** The link in the message, and its secret (the part after '#'). */
function linkIn(text: string): { link: string; token: string } {
  const link = /https:\/\/wycieczki\.szkola\.example\/reset-password#([A-Za-z0-9_-]{43})/.exec(text);
  if (!link) throw new Error(`no reset link in: ${text}`);
  return { link: link[0], token: link[1]! };
}

const NEW_PASSWORD = 'NoweHaslo2027';

describe("'Nie pamiętasz hasła?' through a real SMTP server (issue 30)", () => {
  it('mails a link that sets a new password once, ends every session, signs this device in and tells the address', async () => {
    const user = await createUser(api, { fullName: 'Anna Nowak' });
    const otherDevice = await signIn(user.email, user.password);
    expect(otherDevice.status).toBe(200);

    const asked = await requestReset(user.email.toUpperCase());
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ sent: true });
    const [mail] = await smtp.waitFor(user.email);
    expect(mail?.subject).toBe('Zmiana hasła – Wycieczki szkolne');
    expect(mail?.from?.text).toContain('no-reply@szkola.example');
    expect(mail?.text).toContain('w ciągu 30 minut');
    const { link, token } = linkIn(mail?.text ?? '');
    expect(mail?.html).toContain(`href="${link}"`);
    // Only the secret's hash is kept.
    const stored = await api.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);

    expect((await api.request('POST', '/api/auth/password-reset/check', { body: { token } })).status).toBe(204);
    const weak = await api.request<ApiErrorBody>('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'krotkie' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toBe(MSG.passwordTooShort);
    const done = await api.request<Session>('POST', '/api/auth/password-reset/confirm', { body: { token, password: NEW_PASSWORD } });
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(user.email);
    expect((await api.request('GET', '/api/auth/me', { token: done.body.accessToken })).status).toBe(200);

    // Every other session ended: its refresh token and its access token are refused.
    const endedElsewhere = await api.request<ApiErrorBody>('POST', '/api/auth/refresh', { body: { refreshToken: otherDevice.body.refreshToken } });
    expect(endedElsewhere.status).toBe(401);
    // The signed-out device is told why (issue 48).
    expect(endedElsewhere.body.error).toEqual({ code: 'password_changed', message: 'Hasło zostało zmienione — zaloguj się ponownie', key: 'signedOutPasswordChanged' });
    expect((await api.request('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } })).status).toBe(401);
    await expect.poll(async () => (await api.request('GET', '/api/auth/me', { token: otherDevice.body.accessToken })).status).toBe(401);
    // The old password is refused, the new one works.
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    // The link works once.
    for (const path of ['/api/auth/password-reset/check', '/api/auth/password-reset/confirm']) {
      const again = await api.request<ApiErrorBody>('POST', path, { body: { token, password: 'InneHaslo2028' } });
      expect(again.status).toBe(410);
      expect(again.body.error.message).toBe(MSG.passwordResetExpired);
    }
    const notices = await smtp.waitFor(user.email, 2);
    expect(notices.map((m) => m.subject)).toEqual(['Zmiana hasła – Wycieczki szkolne', 'Hasło zostało zmienione']);
    expect(notices[1]?.text).toContain('Wszystkie urządzenia zalogowane na to konto zostały wylogowane');
  });

  it('answers an unknown address the same, in the same time, and sends nothing', async () => {
    const user = await createUser(api);
    const unknown = uniqueEmail('nieznany');
    let started = Date.now();
    const forUnknown = await requestReset(unknown);
    const unknownMs = Date.now() - started;
    started = Date.now();
    const forKnown = await requestReset(user.email);
    const knownMs = Date.now() - started;
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(unknownMs).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    expect(knownMs).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    await smtp.waitFor(user.email);
    await mailer.flush();
    expect(await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, unknown))).toEqual([]);
    expect(smtp.messages.some((m) => m.text?.includes(unknown))).toBe(false);
  });

  it('refuses an expired link, and a newer link spends the older one', async () => {
    const user = await createUser(api);
    await requestReset(user.email);
    const { token: first } = linkIn((await smtp.waitFor(user.email, 1))[0]?.text ?? '');
    await requestReset(user.email);
    const { token: second } = linkIn((await smtp.waitFor(user.email, 2))[1]?.text ?? '');
    expect((await api.request('POST', '/api/auth/password-reset/check', { body: { token: first } })).status).toBe(410);
    await api.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${user.user.id}`);
    const expired = await api.request<ApiErrorBody>('POST', '/api/auth/password-reset/confirm', { body: { token: second, password: NEW_PASSWORD } });
    expect(expired.status).toBe(410);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    // A made-up secret of the right shape, and one of the wrong shape.
    expect((await api.request('POST', '/api/auth/password-reset/check', { body: { token: 'A'.repeat(43) } })).status).toBe(410);
    expect((await api.request<ApiErrorBody>('POST', '/api/auth/password-reset/check', { body: { token: 'nie-ten' } })).status).toBe(400);
  });

  it('refuses only the requester\'s address; floods from three other addresses leave the owner\'s own reset working (issue 47)', async () => {
    const user = await createUser(api);
    const mailsTo = async (email: string) => (await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).length;
    // Three floods, each from an address of its own: the same neutral answer every time, one e-mail each.
    for (const flood of [nextClient(), nextClient(), nextClient()]) {
      for (let i = 0; i < 3; i += 1) {
        const asked = await requestReset(user.email, flood);
        expect(asked.status).toBe(202);
        expect(asked.body).toEqual({ sent: true });
      }
    }
    expect(await mailsTo(user.email)).toBe(3);
    // The owner asks from their own address: answered the same, and the e-mail goes (on main: 429 for 15 minutes).
    const own = nextClient();
    expect((await requestReset(user.email, own)).status).toBe(202);
    expect(await mailsTo(user.email)).toBe(4);
    const { token } = linkIn((await smtp.waitFor(user.email, 4))[3]?.text ?? '');
    expect((await api.request('POST', '/api/auth/password-reset/check', { body: { token } })).status).toBe(204);
    // One e-mail per 15 minutes to each asking address…
    expect((await requestReset(user.email, own)).status).toBe(202);
    expect(await mailsTo(user.email)).toBe(4);
    // …and at most 10 an hour to the account from all of them, with the same answer.
    for (let i = 0; i < 8; i += 1) expect((await requestReset(user.email)).status).toBe(202);
    expect(await mailsTo(user.email)).toBe(RESET_LIMITS.mailsPerAccountPerHour);

    // The requester's own address is limited across accounts, known or not.
    const address = nextClient();
    for (let i = 0; i < RESET_LIMITS.perClient; i += 1) expect((await requestReset(uniqueEmail('skrypt'), address)).status).toBe(202);
    const refused = await requestReset(uniqueEmail('skrypt'), address);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(MSG.tooManyPasswordResets);
    expect((await requestReset(user.email, address)).status).toBe(429);
  });

  it('does not unlock an account that sign-in throttling holds', async () => {
    const user = await createUser(api);
    const address = '10.99.0.1';
    for (let i = 0; i < 5; i += 1) {
      await api.request('POST', '/api/auth/sign-in', { body: { email: user.email, password: 'ZleHaslo123' }, headers: { 'x-forwarded-for': address } });
    }
    const held = await api.request('POST', '/api/auth/sign-in', { body: { email: user.email, password: 'ZleHaslo123' }, headers: { 'x-forwarded-for': address } });
    expect(held.status).toBe(429);
    await requestReset(user.email);
    const { token } = linkIn((await smtp.waitFor(user.email))[0]?.text ?? '');
    expect((await api.request('POST', '/api/auth/password-reset/confirm', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
    const still = await api.request('POST', '/api/auth/sign-in', { body: { email: user.email, password: NEW_PASSWORD }, headers: { 'x-forwarded-for': address } });
    expect(still.status).toBe(429);
  });
});

describe("'Zmień hasło' in the profile (issue 30)", () => {
  it('needs the current password, ends the other sessions, keeps this one and tells the address', async () => {
    const user = await createUser(api);
    const otherDevice = await signIn(user.email, user.password);
    const change = (body: object) => api.request<ApiErrorBody>('POST', '/api/auth/password', { token: user.accessToken, body, headers: { 'x-forwarded-for': '10.88.0.1' } });
    const wrong = await change({ currentPassword: 'ZleHaslo123', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(MSG.passwordWrong);
    const same = await change({ currentPassword: user.password, newPassword: user.password });
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe(MSG.passwordUnchanged);
    expect((await api.request('POST', '/api/auth/password', { body: { currentPassword: user.password, newPassword: NEW_PASSWORD } })).status).toBe(401);
    const changed = await change({ currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(204);
    const endedElsewhere = await api.request<ApiErrorBody>('POST', '/api/auth/refresh', { body: { refreshToken: otherDevice.body.refreshToken } });
    expect(endedElsewhere.status).toBe(401);
    // The signed-out device is told why (issue 48).
    expect(endedElsewhere.body.error).toEqual({ code: 'password_changed', message: 'Hasło zostało zmienione — zaloguj się ponownie', key: 'signedOutPasswordChanged' });
    await expect.poll(async () => (await api.request('GET', '/api/auth/me', { token: otherDevice.body.accessToken })).status).toBe(401);
    // This device goes on: its access token and its refresh token still work.
    expect((await api.request('GET', '/api/auth/me', { token: user.accessToken })).status).toBe(200);
    expect((await api.request('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } })).status).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    const [notice] = await smtp.waitFor(user.email);
    expect(notice?.subject).toBe('Hasło zostało zmienione');
  });
});

describe('the mail queue (issue 30)', () => {
  it('keeps a message while the SMTP server is down and delivers it once after it and the sender restart', async () => {
    const user = await createUser(api);
    const port = Number(new URL(smtp.url).port);
    await smtp.stop();
    await requestReset(user.email);
    await mailer.flush();
    const [waiting] = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(waiting?.sentAt).toBeNull();
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.lastError).toBe('ECONNREFUSED');
    // Its job (of the row's id) waits for a retry, 30 s or more away.
    const [job] = (await api.database.executeSql(`select state, start_after from pgboss.job where name = 'email' and id = $1`, [waiting!.id])).rows as { state: string; start_after: Date }[];
    expect(job?.state).toBe('retry');
    expect(new Date(job!.start_after).getTime()).toBeGreaterThan(Date.now() + 20_000);
    // The app restarts (a new sender on the same queue), the SMTP server comes back, the retry falls due.
    await mailer.stop();
    smtp = await startTestSmtp(port);
    mailer = await startMailer(api.database, { smtpUrl: smtp.url, from: FROM });
    await mailer.retryNow();
    expect(await smtp.waitFor(user.email)).toHaveLength(1);
    await mailer.flush();
    await mailer.flush();
    expect(await smtp.waitFor(user.email, 2, 500)).toHaveLength(1);
    const [sent] = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting!.id));
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.attempts).toBe(2);
  });

  it('gives up a message the SMTP server refuses for good, and one that expired unsent', async () => {
    const refused = await createUser(api);
    smtp.refuse.add(refused.email);
    await requestReset(refused.email);
    await expect.poll(async () => (await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, refused.email)))[0]?.failedAt ?? null).not.toBeNull();
    const [row] = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, refused.email));
    expect(row?.lastError).toBe('SMTP 550');
    expect(row?.attempts).toBe(1);
    // A message done with keeps no body (its link).
    expect([row?.text, row?.html]).toEqual(['', '']);

    // A refused sender is the server's configuration, not the message's: it waits and is retried.
    const misconfigured = await createUser(api);
    smtp.refuseSender.on = true;
    await requestReset(misconfigured.email);
    await expect.poll(async () => (await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, misconfigured.email)))[0]?.lastError ?? null).toBe('SMTP 553');
    const [waiting] = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, misconfigured.email));
    expect(waiting?.failedAt).toBeNull();
    smtp.refuseSender.on = false;
    await mailer.retryNow();
    await mailer.flush();
    expect(await smtp.waitFor(misconfigured.email)).toHaveLength(1);

    const late = await createUser(api);
    await mailer.stop();
    await requestReset(late.email);
    await api.database.db.execute(sql`update mail_outbox set expires_at = now() - interval '1 second' where recipient = ${late.email}`);
    mailer = await startMailer(api.database, { smtpUrl: smtp.url, from: FROM });
    await mailer.flush();
    const [expired] = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, late.email));
    expect(expired?.failedAt).not.toBeNull();
    expect(expired?.lastError).toBe('EXPIRED');
    expect(await smtp.waitFor(late.email, 1, 300)).toEqual([]);
  });

  it('queues a job, once, for a message an older instance queued without one (a rolling deploy), and none for a message whose job ended without it', async () => {
    const orphan = uniqueEmail();
    const [row] = await api.database.db.insert(mailOutbox).values({ kind: 'password_reset', recipient: orphan, subject: 'Hasło', text: 'Treść', html: '<p>Treść</p>' }).returning({ id: mailOutbox.id });
    const jobsOf = async (id: string) => (await api.database.executeSql(`select count(*)::int as n from pgboss.job where name = 'email' and id = $1`, [id])).rows as { n: number }[];
    await Promise.all([mailer.adopt(), mailer.adopt()]);
    await mailer.flush();
    expect(await smtp.waitFor(orphan)).toHaveLength(1);
    expect(await jobsOf(row!.id)).toEqual([{ n: 1 }]);
    // A message whose job ended without it (its instance died on the last try): not queued again.
    const lost = uniqueEmail();
    const [lostRow] = await api.database.db.insert(mailOutbox).values({ kind: 'password_reset', recipient: lost, subject: 'Hasło', text: 'Treść', html: '<p>Treść</p>' }).returning({ id: mailOutbox.id });
    await api.database.db.transaction(async (tx) => {
      await sendJob(tx, 'email', { outboxId: lostRow!.id }, { id: lostRow!.id });
      await tx.execute(sql`update pgboss.job set state = 'failed' where name = 'email' and id = ${lostRow!.id}::uuid`);
    });
    await mailer.adopt();
    await mailer.flush();
    expect(await api.database.executeSql(`select state from pgboss.job where name = 'email' and id = $1`, [lostRow!.id]).then((r) => r.rows)).toEqual([{ state: 'failed' }]);
    expect(await smtp.waitFor(lost, 1, 300)).toEqual([]);
    expect(await smtp.waitFor(orphan, 2, 300)).toHaveLength(1);
  });
});
