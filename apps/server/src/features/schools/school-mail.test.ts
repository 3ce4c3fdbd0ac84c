import { describe, expect, it } from 'vitest';
import { MSG, type AccountEvent, type ApiErrorBody, type MySchool, type SchoolInvitation, type SchoolResetLinkRecord, type Session, type TeacherResetLink } from '@wycieczki/shared';
import { createSchool, createUser, joinSchool, uniqueEmail, type TestUser } from '../../test/factories';
import { useTestMail } from '../../test/smtp';
import { useTestApi } from '../../test/test-app';

const PUBLIC_URL = 'https://wycieczki.szkola.example';
const api = useTestApi({ mailPublicUrl: PUBLIC_URL });
const mailbox = useTestMail(api);

async function schoolWithTeacher(): Promise<{ head: TestUser; teacher: TestUser }> {
  const head = await createUser(api, { fullName: 'Barbara Dyrektor', emailConfirmed: true });
  const teacher = await createUser(api, { fullName: 'Tomasz Nauczyciel' });
  await createSchool(api, head);
  await joinSchool(api, head, teacher);
  return { head, teacher };
}

describe("the school's invitation by e-mail (issue 30)", () => {
  it('mails the link to the address, and the head sees where it went', async () => {
    const { head } = await schoolWithTeacher();
    const email = uniqueEmail('nowy-nauczyciel');
    const sent = await api.request<SchoolInvitation>('POST', '/api/schools/mine/invitations/mail', { token: head.accessToken, body: { email } });
    expect(sent.status).toBe(201);
    expect(sent.body.email).toBe(email);
    const [mail] = await mailbox.smtp.waitFor(email);
    expect(mail?.subject).toBe('Zaproszenie do szkoły – Wycieczki szkolne');
    expect(mail?.text).toContain(`${PUBLIC_URL}${sent.body.path}`);
    const mine = (await api.request<MySchool>('GET', '/api/schools/mine', { token: head.accessToken })).body;
    expect(mine?.invitations.map((i) => i.email)).toContain(email);
    const bad = await api.request<ApiErrorBody>('POST', '/api/schools/mine/invitations/mail', { token: head.accessToken, body: { email: 'nie-adres' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(MSG.emailInvalid);
  });
});

describe("the head's 'Link do zmiany hasła' (issue 30)", () => {
  it('makes a one-time link for a teacher of the school, shown once, recorded in the school log and the teacher’s history', async () => {
    const { head, teacher } = await schoolWithTeacher();
    const made = await api.request<TeacherResetLink>('POST', `/api/schools/mine/members/${teacher.user.id}/reset-link`, { token: head.accessToken });
    expect(made.status).toBe(201);
    expect(made.body.link).toMatch(/^\/reset-password#[A-Za-z0-9_-]{43}$/);
    const token = made.body.link.slice(made.body.link.indexOf('#') + 1);

    const records = await api.request<SchoolResetLinkRecord[]>('GET', '/api/schools/mine/reset-links', { token: head.accessToken });
    expect(records.body).toEqual([expect.objectContaining({ madeByName: 'Barbara Dyrektor', teacherName: 'Tomasz Nauczyciel' })]);
    // The teacher's own history names the head.
    const history = await api.request<AccountEvent[]>('GET', '/api/profile/history', { token: teacher.accessToken });
    expect(history.body).toEqual([expect.objectContaining({ kind: 'reset_link_head', actorName: 'Barbara Dyrektor' })]);

    // The teacher sets a new password with it; every session ends; the link works once.
    const done = await api.request<Session>('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'NoweHaslo2027' } });
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(teacher.email);
    expect((await api.request('POST', '/api/auth/refresh', { body: { refreshToken: teacher.refreshToken } })).status).toBe(401);
    expect((await api.request('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'InneHaslo2027' } })).status).toBe(410);
    // The teacher was told when the link was made, and again when it was used.
    const [told, changed] = await mailbox.smtp.waitFor(teacher.email, 2);
    expect(told?.subject).toBe('Dyrektor utworzyła link do zmiany Twojego hasła');
    expect(told?.text).toContain('Barbara Dyrektor');
    expect(told?.text).not.toContain(token);
    expect(changed?.subject).toBe('Hasło zostało zmienione');
  });

  it('is the head’s alone, for the school’s own teachers', async () => {
    const { head, teacher } = await schoolWithTeacher();
    const stranger = await createUser(api);
    expect((await api.request('POST', `/api/schools/mine/members/${head.user.id}/reset-link`, { token: teacher.accessToken })).status).toBe(403);
    expect((await api.request('GET', '/api/schools/mine/reset-links', { token: teacher.accessToken })).status).toBe(403);
    const outsider = await api.request<ApiErrorBody>('POST', `/api/schools/mine/members/${stranger.user.id}/reset-link`, { token: head.accessToken });
    expect(outsider.status).toBe(404);
    expect(outsider.body.error.message).toBe(MSG.resetLinkNotInSchool);
    // Not for the head's own account: 'Zmień hasło' is there for it.
    expect((await api.request('POST', `/api/schools/mine/members/${head.user.id}/reset-link`, { token: head.accessToken })).status).toBe(404);
    expect((await api.request<SchoolResetLinkRecord[]>('GET', '/api/schools/mine/reset-links', { token: head.accessToken })).body).toEqual([]);
  });
});
