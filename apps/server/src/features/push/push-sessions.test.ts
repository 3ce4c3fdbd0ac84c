import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, type MissingAlarm, type PushDevice, type Session } from '@wycieczki/shared';
import { ALARM_SEEN_KEY, createAlarmSeenTokens } from '../alarms/alarm-seen-token';
import { escalateUnseenAlarms } from '../alarms/alarm-push';
import { createUser, type TestUser } from '../../test/factories';
import { usePushTest } from './push-test-kit';

// Issue 62: a guardian's device lives as long as the session that turned it on. A phone signed out,
// or lost and cut off by a password changed on another device, hears no more alarms, and a 'Widzę'
// pushed to it before no longer stops the escalation to the leader and the head.

const { api, subscribe, pushesTo, schoolTrip, raise, fake } = usePushTest();

const later = (ms: number) => new Date(Date.now() + ms);

/** The same account signed in on another device: a session of its own. */
async function signInElsewhere(user: TestUser): Promise<Session> {
  const response = await api.request<Session>('POST', '/api/auth/sign-in', { body: { email: user.email, password: user.password }, headers: { 'x-forwarded-for': '10.9.8.7' } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const devices = async (session: { accessToken: string }) => (await api.request<PushDevice[]>('GET', '/api/push/devices', { token: session.accessToken })).body;

const subscriptionRows = async (userId: string) => {
  const result = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from push_subscriptions where user_id = ${userId}::uuid`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

/** The guardian's phone got the alarm with its 'Widzę'; then the phone's session ends by `end`. */
async function lostPhoneCase(end: (guardian: TestUser, tablet: Session) => Promise<void>) {
  const { head, teacher, guardian, second, trip, zofia } = await schoolTrip();
  const phone = await subscribe(guardian);
  const tablet = await signInElsewhere(guardian);
  const [headPhone, leaderPhone] = [await subscribe(head), await subscribe(teacher)];
  const seenTokens = createAlarmSeenTokens(api.tokens.deriveKey(ALARM_SEEN_KEY));

  const before = await raise(second, trip.id, zofia.id);
  const token = (await pushesTo(phone)).find((p) => p.payload.tag === `alarm-${before}`)!.payload.seenToken!;
  await end(guardian, tablet);
  expect(await subscriptionRows(guardian.user.id)).toBe(0);

  // The 'Widzę' pushed before is refused: it does not count as the guardian having seen the alarm…
  const refused = await api.request('POST', '/api/alarms/seen', { body: { token } });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ error: { message: MSG.pushSeenLinkExpired } });
  const open = (await api.request<MissingAlarm[]>('GET', `/api/trips/${trip.id}/alarms`, { token: teacher.accessToken })).body;
  expect(open.find((alarm) => alarm.id === before)!.seenBy).toEqual([]);
  // …so the escalation still goes to the leader and the head at 60 s.
  expect(await escalateUnseenAlarms(api.database.db, seenTokens, later(61_000))).toContain(before);
  const escalated = (await pushesTo(headPhone, leaderPhone)).filter((p) => p.payload.kind === 'alarm_escalated' && p.payload.tag === `alarm-${before}`);
  expect(escalated.map((p) => p.subscription).sort()).toEqual([headPhone.id, leaderPhone.id].sort());
  expect((await api.request('POST', `/api/trips/${trip.id}/alarms/${before}/resolve`, { token: teacher.accessToken, body: {} })).status).toBe(204);

  // The next alarm never reaches the lost phone.
  const received = fake().received.length;
  const after = await raise(second, trip.id, zofia.id);
  expect((await pushesTo(phone)).filter((p) => p.payload.tag === `alarm-${after}`)).toEqual([]);
  expect(fake().received.length).toBeGreaterThan(received);
  expect((await api.request('POST', `/api/trips/${trip.id}/alarms/${after}/resolve`, { token: teacher.accessToken, body: {} })).status).toBe(204);
}

describe('a guardian’s device lives as long as its session', () => {
  it('ends with a sign-out: no more alarms, and its Widzę no longer stops the escalation', async () => {
    await lostPhoneCase(async (guardian) => {
      expect((await api.request('POST', '/api/auth/sign-out', { body: { refreshToken: guardian.refreshToken } })).status).toBe(204);
    });
  });

  it('ends when the password is changed on another device, which keeps its own', async () => {
    await lostPhoneCase(async (guardian, tablet) => {
      const tabletDevice = await subscribe(tablet);
      const changed = await api.request('POST', '/api/auth/password', { token: tablet.accessToken, body: { currentPassword: guardian.password, newPassword: 'Inne-Haslo-2026!' } });
      expect(changed.status, JSON.stringify(changed.body)).toBe(204);
      // The tablet's session goes on, and so do its notifications.
      expect((await devices(tablet)).map((d) => d.id)).toEqual([tabletDevice.device.id]);
      await api.database.db.execute(sql`delete from push_subscriptions where id = ${tabletDevice.device.id}::uuid`);
    });
  });

  it('ends when the session expires unused: nothing is pushed to it', async () => {
    const { guardian, second, trip, zofia } = await schoolTrip();
    const phone = await subscribe(guardian);
    await api.database.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 minute' where user_id = ${guardian.user.id}::uuid`);
    const alarmId = await raise(second, trip.id, zofia.id);
    expect((await pushesTo(phone)).filter((p) => p.payload.tag === `alarm-${alarmId}`)).toEqual([]);
    // Nor is it listed as on.
    expect(await devices(guardian)).toEqual([]);
  });

  it("shows which device is this one ('To urządzenie')", async () => {
    const user = await createUser(api);
    const phone = await subscribe(user);
    const tablet = await signInElsewhere(user);
    const other = await subscribe(tablet);
    const fromPhone = await devices(user);
    expect(fromPhone.map((d) => [d.id, d.current]).sort()).toEqual(
      [
        [phone.device.id, true],
        [other.device.id, false],
      ].sort(),
    );
    expect((await devices(tablet)).find((d) => d.current)!.id).toBe(other.device.id);
    expect(phone.device.current).toBe(true);
  });

  it('is not taken over by another account that learnt its endpoint: only the browser’s own keys replace it', async () => {
    const owner = await createUser(api);
    const intruder = await createUser(api);
    const phone = await subscribe(owner);
    const other = fake().subscribe();
    const taken = await api.request('POST', '/api/push/devices', { token: intruder.accessToken, body: { endpoint: phone.endpoint, keys: other.keys } });
    expect(taken.status).toBe(201);
    expect((await devices(owner)).map((d) => d.id)).toEqual([phone.device.id]);
    // The phone handed over (the same browser, its own keys) is another matter: the new account has it.
    expect((await api.request('POST', '/api/push/devices', { token: intruder.accessToken, body: { endpoint: phone.endpoint, keys: phone.keys } })).status).toBe(201);
    expect(await devices(owner)).toEqual([]);
  });

  it('refuses an endpoint whose host DNS could not hold (over 253 characters, or a label over 63)', async () => {
    const user = await createUser(api);
    const keys = fake().subscribe().keys;
    const label = 'a'.repeat(63);
    for (const host of [`${[label, label, label, label].join('.')}.web.push.apple.com`, `${'b'.repeat(64)}.web.push.apple.com`]) {
      const refused = await api.request('POST', '/api/push/devices', { token: user.accessToken, body: { endpoint: `https://${host}/x`, keys } });
      expect(refused.status, host).toBe(400);
      expect(refused.body).toMatchObject({ error: { message: MSG.pushServiceNotAllowed } });
    }
  });
});
