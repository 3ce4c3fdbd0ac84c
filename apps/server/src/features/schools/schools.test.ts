import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountHeadsSchoolMessage, alreadyInSchoolMessage, MSG, type AuthUser, type MySchool, type SchoolInvitation, type Session, type TripSummary } from '@wycieczki/shared';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

const createSchool = (user: TestUser, body: unknown = { name: 'Szkoła Podstawowa nr 3 w Krakowie', address: 'ul. Lipowa 3, Kraków' }) =>
  api.request<MySchool>('POST', '/api/schools', { token: user.accessToken, body });
const mine = (user: TestUser) => api.request<MySchool>('GET', '/api/schools/mine', { token: user.accessToken });
const invite = (user: TestUser) => api.request<SchoolInvitation>('POST', '/api/schools/mine/invitations', { token: user.accessToken });
const secretOf = (invitation: SchoolInvitation) => invitation.path.slice(invitation.path.indexOf('#') + 1);
const join = (user: TestUser, secret: string) => api.request<MySchool>('POST', '/api/schools/join', { token: user.accessToken, body: { secret } });

async function schoolWithTeacher() {
  const head = await createUser(api, { fullName: 'Barbara Dyrektor' });
  const teacher = await createUser(api, { fullName: 'Tomasz Nauczyciel' });
  await createSchool(head);
  const invitation = (await invite(head)).body;
  expect((await join(teacher, secretOf(invitation))).status).toBe(200);
  return { head, teacher };
}

describe('a school', () => {
  it("names the school and its head on the invitation's page, before any account (issue 48)", async () => {
    const head = await createUser(api, { fullName: 'Małgorzata Zielińska' });
    await createSchool(head);
    const invitation = (await invite(head)).body;
    const preview = await api.request('POST', '/api/school-invitations/preview', { body: { secret: secretOf(invitation) } });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ schoolName: 'Szkoła Podstawowa nr 3 w Krakowie', headName: 'Małgorzata Zielińska', expiresAt: invitation.expiresAt });
    const unknown = await api.request('POST', '/api/school-invitations/preview', { body: { secret: 'A'.repeat(32) } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: MSG.invitationExpired } });
    const teacher = await createUser(api);
    expect((await join(teacher, secretOf(invitation))).status).toBe(200);
    expect((await api.request('POST', '/api/school-invitations/preview', { body: { secret: secretOf(invitation) } })).status).toBe(404);
  });

  it("names the account's place in it in the session, for the head's own navigation (issue 48)", async () => {
    const { head, teacher } = await schoolWithTeacher();
    const outsider = await createUser(api);
    expect(outsider.user.schoolRole).toBeNull();
    for (const [user, role] of [[head, 'head'], [teacher, 'teacher'], [outsider, null]] as const) {
      expect((await api.request<Session>('POST', '/api/auth/sign-in', { body: { email: user.email, password: user.password }, headers: { 'x-forwarded-for': '10.48.0.1' } })).body.user.schoolRole).toBe(role);
      expect((await api.request<AuthUser>('GET', '/api/auth/me', { token: user.accessToken })).body.schoolRole).toBe(role);
      expect((await api.request<Session>('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } })).body.user.schoolRole).toBe(role);
    }
  });

  it("is created by a user who becomes its 'Dyrektor', once, with a name", async () => {
    const head = await createUser(api, { fullName: 'Barbara Dyrektor' });
    expect((await mine(head)).body).toBeNull();
    const bad = await createSchool(head, { name: '  ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { message: MSG.schoolNameRequired } });
    const created = await createSchool(head);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ role: 'head', school: { name: 'Szkoła Podstawowa nr 3 w Krakowie', headName: 'Barbara Dyrektor', eraseAfterDays: 30 }, invitations: [] });
    expect(created.body!.members).toMatchObject([{ fullName: 'Barbara Dyrektor', role: 'head' }]);
    // One school at a time, even for two requests at once.
    const again = await Promise.all([createSchool(head, { name: 'Druga' }), createSchool(head, { name: 'Trzecia' })]);
    expect(again.map((answer) => answer.status)).toEqual([409, 409]);
    expect(again[0]!.body).toMatchObject({ error: { message: alreadyInSchoolMessage('Szkoła Podstawowa nr 3 w Krakowie') } });
  });

  it('takes teachers through an invitation link used once, before it expires and unless revoked', async () => {
    const head = await createUser(api);
    await createSchool(head);
    const first = (await invite(head)).body;
    expect(first.path).toMatch(/^\/szkola\/dolacz#[A-Za-z0-9_-]{32}$/);
    expect(new Date(first.expiresAt).getTime() - new Date(first.createdAt).getTime()).toBe(7 * 24 * 3600 * 1000);
    const teacher = await createUser(api, { fullName: 'Tomasz Nauczyciel' });
    const joined = await join(teacher, secretOf(first));
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ role: 'teacher', invitations: [] });
    // Used: it opens nothing more, and the head no longer lists it.
    const late = await createUser(api);
    expect((await join(late, secretOf(first))).body).toMatchObject({ error: { message: MSG.invitationExpired } });
    expect((await mine(head)).body!.invitations).toEqual([]);
    // Revoked.
    const revoked = (await invite(head)).body;
    expect((await api.request('DELETE', `/api/schools/mine/invitations/${revoked.id}`, { token: head.accessToken })).status).toBe(204);
    expect((await join(late, secretOf(revoked))).status).toBe(404);
    // Expired.
    const expired = (await invite(head)).body;
    await api.database.db.execute(sql`update school_invitations set expires_at = now() - interval '1 second' where id = ${expired.id}`);
    expect((await join(late, secretOf(expired))).body).toMatchObject({ error: { message: MSG.invitationExpired } });
    // A made-up secret, and a user already in a school.
    expect((await join(late, 'A'.repeat(32))).status).toBe(404);
    expect((await join(late, 'nie-ma')).status).toBe(404);
    const other = (await invite(head)).body;
    const busy = await join(teacher, secretOf(other));
    expect(busy.status).toBe(409);
    // Two people with one link at once: exactly one joins.
    const [a, b] = [await createUser(api), await createUser(api)];
    const race = await Promise.all([join(a, secretOf(other)), join(b, secretOf(other))]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect((await mine(head)).body!.members).toHaveLength(3);
  });

  it('lets only its head invite, revoke, remove teachers and change it; a teacher may leave, the head may not', async () => {
    const { head, teacher } = await schoolWithTeacher();
    const outsider = await createUser(api);
    const headInvitation = (await invite(head)).body;
    expect((await invite(teacher)).body).toMatchObject({ error: { message: MSG.onlyHead } });
    expect((await invite(outsider)).body).toMatchObject({ error: { message: MSG.notInSchool } });
    expect((await api.request('DELETE', `/api/schools/mine/invitations/${headInvitation.id}`, { token: teacher.accessToken })).status).toBe(403);
    expect((await api.request('PATCH', '/api/schools/mine', { token: teacher.accessToken, body: { name: 'Przejęta' } })).status).toBe(403);
    // A teacher sees colleagues, never the head's invitation links.
    expect((await mine(teacher)).body).toMatchObject({ role: 'teacher', invitations: [] });
    expect(JSON.stringify((await mine(teacher)).body)).not.toContain(secretOf(headInvitation));
    // The head cannot be removed nor leave; a teacher can be removed, and may leave.
    expect((await api.request('DELETE', `/api/schools/mine/members/${head.user.id}`, { token: head.accessToken })).body).toMatchObject({ error: { message: MSG.headNotRemovable } });
    expect((await api.request('POST', '/api/schools/mine/leave', { token: head.accessToken })).body).toMatchObject({ error: { message: MSG.headCannotLeave } });
    expect((await api.request('DELETE', `/api/schools/mine/members/${outsider.user.id}`, { token: head.accessToken })).status).toBe(404);
    expect((await api.request('DELETE', `/api/schools/mine/members/${teacher.user.id}`, { token: head.accessToken })).status).toBe(204);
    expect((await mine(teacher)).body).toBeNull();
    const back = (await invite(head)).body;
    await join(teacher, secretOf(back));
    expect((await api.request('POST', '/api/schools/mine/leave', { token: teacher.accessToken })).status).toBe(204);
    expect((await mine(teacher)).body).toBeNull();
  });

  it("gives a teacher's new trip to the school, with the erasure period the head set; a teacher alone keeps the default", async () => {
    const { head, teacher } = await schoolWithTeacher();
    const bad = await api.request('PATCH', '/api/schools/mine', { token: head.accessToken, body: { eraseAfterDays: 400 } });
    expect(bad.body).toMatchObject({ error: { message: MSG.eraseAfterDaysInvalid } });
    const set = await api.request<MySchool>('PATCH', '/api/schools/mine', { token: head.accessToken, body: { eraseAfterDays: 14, address: '' } });
    expect(set.body).toMatchObject({ school: { eraseAfterDays: 14, address: null } });
    const trip: TripSummary = await createTrip(api, teacher);
    expect(trip.eraseAfterDays).toBe(14);
    const stored = await api.database.db.execute(sql`select school_id from trips where id = ${trip.id}`);
    expect((stored as unknown as { rows: { school_id: string | null }[] }).rows[0]!.school_id).toBe(set.body!.school.id);
    const alone = await createUser(api);
    expect((await createTrip(api, alone)).eraseAfterDays).toBe(30);
  });
});

describe("a head teacher's account", () => {
  it('cannot be deleted while teachers belong to the school; a school of one goes with its head', async () => {
    const { head, teacher } = await schoolWithTeacher();
    const refused = await api.request('POST', '/api/profile/delete', { token: head.accessToken, body: { password: head.password } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { message: accountHeadsSchoolMessage('Szkoła Podstawowa nr 3 w Krakowie') } });
    expect((await api.request('DELETE', `/api/schools/mine/members/${teacher.user.id}`, { token: head.accessToken })).status).toBe(204);
    const schoolId = (await mine(head)).body!.school.id;
    expect((await api.request('POST', '/api/profile/delete', { token: head.accessToken, body: { password: head.password } })).status).toBe(204);
    const left = await api.database.db.execute(sql`select count(*)::int as n from schools where id = ${schoolId}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
