import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, type MissingAlarm, type PushDevice, type Student } from '@wycieczki/shared';
import { createAlarmSeenTokens, ALARM_SEEN_KEY } from '../alarms/alarm-seen-token';
import { escalateUnseenAlarms } from '../alarms/alarm-push';
import { startPushSender, type PushSender } from '../../push/push-sender';
import { sendJob } from '../../jobs/send-job';
import { FAKE_PUSH_AGENT, type FakePushService } from '../../test/fake-push';
import { createTrip, createUser } from '../../test/factories';
import { addDays, warsawDate } from '../../lib/warsaw-date';
import { PESEL, PHONE, usePushTest } from './push-test-kit';

const { api, subscribe, pushesTo, schoolTrip, raise, ...kit } = usePushTest();
let fake: FakePushService;
let sender: PushSender;
beforeAll(() => {
  fake = kit.fake();
  sender = kit.sender();
});

describe('push subscriptions', () => {
  it('keep a device per browser, list it in the profile, and turn it off', async () => {
    const user = await createUser(api);
    const phone = await subscribe(user);
    expect(phone.device.device).toBe('Chrome, Android');
    // The app says at every start that it still has the subscription: still one device.
    await subscribe(user).then(async (tablet) => {
      const again = await api.request('POST', '/api/push/devices', { token: user.accessToken, body: { endpoint: phone.endpoint, keys: phone.keys } });
      expect(again.status).toBe(201);
      const devices = (await api.request<PushDevice[]>('GET', '/api/push/devices', { token: user.accessToken })).body;
      expect(devices.map((d) => d.id).sort()).toEqual([phone.device.id, tablet.device.id].sort());
      expect((await api.request('DELETE', `/api/push/devices/${tablet.device.id}`, { token: user.accessToken })).status).toBe(204);
    });
    expect((await api.request('POST', '/api/push/devices/status', { token: user.accessToken, body: { endpoint: phone.endpoint } })).body).toEqual({ subscribed: true });
    expect((await api.request('POST', '/api/push/devices/remove', { token: user.accessToken, body: { endpoint: phone.endpoint } })).status).toBe(204);
    expect((await api.request<PushDevice[]>('GET', '/api/push/devices', { token: user.accessToken })).body).toEqual([]);
    expect((await api.request('POST', '/api/push/devices/status', { token: user.accessToken, body: { endpoint: phone.endpoint } })).body).toEqual({ subscribed: false });
  });

  it('belong to one account per browser: a phone signed in by another teacher stops getting the first one’s pushes', async () => {
    const first = await createUser(api);
    const second = await createUser(api);
    const phone = fake.subscribe();
    const body = { endpoint: phone.endpoint, keys: phone.keys };
    expect((await api.request('POST', '/api/push/devices', { token: first.accessToken, body })).status).toBe(201);
    expect((await api.request('POST', '/api/push/devices', { token: second.accessToken, body })).status).toBe(201);
    expect((await api.request<PushDevice[]>('GET', '/api/push/devices', { token: first.accessToken })).body).toEqual([]);
    expect((await api.request<PushDevice[]>('GET', '/api/push/devices', { token: second.accessToken })).body).toHaveLength(1);
  });

  it('refuses bad input and a push service of no browser vendor in Polish, keeping nothing', async () => {
    const user = await createUser(api);
    const other = await createUser(api);
    const good = fake.subscribe();
    const bad = [
      { endpoint: good.endpoint },
      { endpoint: good.endpoint, keys: { p256dh: 'abc', auth: good.keys.auth } },
      { endpoint: 'nie adres', keys: good.keys },
    ];
    for (const body of bad) {
      const refused = await api.request('POST', '/api/push/devices', { token: user.accessToken, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ error: { message: MSG.pushSubscriptionInvalid } });
    }
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'http://169.254.169.254/latest',
      // Read as 127.0.0.1.web.push.apple.com by the URL standard, as 127.0.0.1 by Node's older url.parse.
      'https://127.0.0.1%2eweb.push.apple.com/x',
      'https://internal%2Eweb.push.apple.com/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'https://FCM.googleapis.com/fcm/send/x',
    ]) {
      const refused = await api.request('POST', '/api/push/devices', { token: user.accessToken, body: { endpoint, keys: good.keys } });
      expect(refused.body, endpoint).toMatchObject({ error: { message: MSG.pushServiceNotAllowed, key: 'pushServiceNotAllowed' } });
    }
    expect((await api.request<PushDevice[]>('GET', '/api/push/devices', { token: user.accessToken })).body).toEqual([]);
    // Signed in only, and another's device is not found.
    expect((await api.request('GET', '/api/push/devices')).status).toBe(401);
    const mine = await subscribe(user);
    expect((await api.request('DELETE', `/api/push/devices/${mine.device.id}`, { token: other.accessToken })).status).toBe(404);
    expect((await api.request('GET', '/api/push/key')).body).toEqual({ publicKey: api.push.vapid.publicKey });
  });
});

describe("'Powiadamiaj mnie' on the parent page", () => {
  it('keeps a subscription for its own link only, refuses bad input in Polish, and an unknown link is 404', async () => {
    const teacher = await createUser(api);
    const trip = await createTrip(api, teacher, { students: [{ name: 'Jan Kowalski' }, { name: 'Ola Nowak' }] });
    const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: teacher.accessToken })).body;
    const secrets: string[] = [];
    for (const student of students) {
      const link = (await api.request<{ path: string }>('POST', `/api/trips/${trip.id}/students/${student.id}/parent-link`, { token: teacher.accessToken })).body;
      secrets.push(link.path.slice(link.path.indexOf('#') + 1));
    }
    const [jan, ola] = secrets as [string, string];
    const phone = fake.subscribe();
    const as = (secret: string) => ({ 'x-parent-link': secret });
    for (const body of [{}, { endpoint: phone.endpoint }, { endpoint: 'https://evil.example/x', keys: phone.keys }]) {
      const refused = await api.request('PUT', '/api/parent/push', { headers: as(jan), body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((refused.body as { error: { message: string } }).error.message).toMatch(/^(Przeglądarka podała|Ta przeglądarka)/);
    }
    expect((await api.request('PUT', '/api/parent/push', { headers: as('x'.repeat(32)), body: { endpoint: phone.endpoint, keys: phone.keys } })).status).toBe(404);
    expect((await api.request('GET', '/api/parent/events', { headers: as('x'.repeat(32)) })).status).toBe(404);
    expect((await api.request('POST', '/api/parent/push/status', { headers: as(jan), body: { endpoint: phone.endpoint } })).body).toEqual({ subscribed: false });
    expect((await api.request('PUT', '/api/parent/push', { headers: as(jan), body: { endpoint: phone.endpoint, keys: phone.keys } })).body).toEqual({ subscribed: true });
    // Jan's link turned it on; Ola's, on the same phone, did not; turning Ola's off leaves Jan's.
    expect((await api.request('POST', '/api/parent/push/status', { headers: as(ola), body: { endpoint: phone.endpoint } })).body).toEqual({ subscribed: false });
    expect((await api.request('POST', '/api/parent/push/remove', { headers: as(ola), body: { endpoint: phone.endpoint } })).body).toEqual({ subscribed: false });
    expect((await api.request('POST', '/api/parent/push/status', { headers: as(jan), body: { endpoint: phone.endpoint } })).body).toEqual({ subscribed: true });
    expect((await api.request<{ studentIds: string[] }>('GET', `/api/trips/${trip.id}/parent-notifications`, { token: teacher.accessToken })).body.studentIds).toEqual([students[0]!.id]);
  });
});

describe("a 'Komunikat' pushed to parents", () => {
  it('is cut for the notification by characters: an emoji at the cut stays whole, and the message is sent (issue 62)', async () => {
    const teacher = await createUser(api);
    const trip = await createTrip(api, teacher, { students: [{ name: 'Jan Kowalski' }] });
    const [jan] = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: teacher.accessToken })).body;
    const link = (await api.request<{ path: string }>('POST', `/api/trips/${trip.id}/students/${jan!.id}/parent-link`, { token: teacher.accessToken })).body;
    const phone = fake.subscribe();
    const headers = { 'x-parent-link': link.path.slice(link.path.indexOf('#') + 1) };
    expect((await api.request('PUT', '/api/parent/push', { headers, body: { endpoint: phone.endpoint, keys: phone.keys } })).status).toBe(200);
    // 298 letters, then an emoji across the notification's 299-unit cut.
    const body = `${'a'.repeat(298)}😀 i dalszy ciąg komunikatu`;
    const sent = await api.request('POST', `/api/trips/${trip.id}/messages`, { token: teacher.accessToken, body: { body } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [push] = await pushesTo(phone);
    expect(push!.payload.body).toContain(`${'a'.repeat(298)}😀…`);
  });
});

describe("'Zaginięcie ucznia' pushed", () => {
  it('goes to every other guardian at high urgency, encrypted and signed, naming the child and the group only', async () => {
    const { teacher, guardian, second, trip, zofia } = await schoolTrip();
    const [raiserPhone, guardianPhone, secondPhone] = [await subscribe(teacher), await subscribe(guardian), await subscribe(second)];
    const alarmId = await raise(teacher, trip.id, zofia.id);
    const pushes = await pushesTo(raiserPhone, guardianPhone, secondPhone);
    expect(pushes.map((p) => p.subscription).sort()).toEqual([guardianPhone.id, secondPhone.id].sort());
    for (const push of pushes) {
      expect(push.payload).toMatchObject({
        kind: 'alarm',
        title: 'Zaginięcie ucznia',
        body: 'Zaginięcie: Zofia K., grupa Anny Nowak – otwórz',
        url: `/trips?wycieczka=${trip.id}&alarm=${alarmId}`,
        tag: `alarm-${alarmId}`,
      });
      expect(push.urgency).toBe('high');
      expect(push.ttl).toBeGreaterThan(590);
      expect(push.ttl).toBeLessThanOrEqual(600);
      expect(push.vapid.aud).toBe(fake.origin);
      expect(push.vapid.sub).toBe('mailto:operator@wycieczki.example');
      expect(push.vapid.publicKey).toBe(api.push.vapid.publicKey);
      expect(push.vapid.exp * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
      expect(push.vapid.exp * 1000).toBeGreaterThan(Date.now());
      for (const secret of [PESEL, PHONE, '600 100 200', 'orzechy', 'Ventolin', 'Kowalska']) expect(JSON.stringify(push.payload)).not.toContain(secret);
    }
    // 'Widzę' in the notification: the push's own permission marks it seen by that guardian, once.
    const token = pushes.find((p) => p.subscription === guardianPhone.id)!.payload.seenToken!;
    expect((await api.request('POST', '/api/alarms/seen', { body: { token } })).status).toBe(204);
    expect((await api.request('POST', '/api/alarms/seen', { body: { token: `${token}x` } })).body).toMatchObject({ error: { message: MSG.pushSeenLinkExpired } });
    expect((await api.request('POST', '/api/alarms/seen', { body: {} })).status).toBe(400);
    const open = (await api.request<MissingAlarm[]>('GET', `/api/trips/${trip.id}/alarms`, { token: teacher.accessToken })).body;
    expect(open[0]!.seenBy).toEqual(['Piotr Zieliński']);
    // 'Odnaleziony': the all-clear to the others, replacing the alarm's notification.
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms/${alarmId}/resolve`, { token: guardian.accessToken, body: {} })).status).toBe(204);
    const clear = (await pushesTo(raiserPhone, guardianPhone, secondPhone)).filter((p) => p.payload.kind === 'alarm_resolved');
    expect(clear.map((p) => p.subscription).sort()).toEqual([raiserPhone.id, secondPhone.id].sort());
    expect(clear[0]!.payload).toMatchObject({ title: 'Odnaleziono ucznia', body: 'Odnaleziono: Zofia K. – alarm zakończony', tag: `alarm-${alarmId}` });
  });

  it("goes to the leader and the head when nobody answers within 60 s, and not after a guardian's 'Widzę'", async () => {
    const { head, teacher, guardian, trip, zofia } = await schoolTrip();
    const [headPhone, leaderPhone] = [await subscribe(head), await subscribe(teacher)];
    const seenTokens = createAlarmSeenTokens(api.tokens.deriveKey(ALARM_SEEN_KEY));
    const later = (ms: number) => new Date(Date.now() + ms);
    const unanswered = await raise(guardian, trip.id, zofia.id);
    expect(await escalateUnseenAlarms(api.database.db, seenTokens, later(30_000))).toEqual([]);
    expect(await escalateUnseenAlarms(api.database.db, seenTokens, later(61_000))).toEqual([unanswered]);
    expect(await escalateUnseenAlarms(api.database.db, seenTokens, later(120_000))).toEqual([]);
    const escalated = (await pushesTo(headPhone, leaderPhone)).filter((p) => p.payload.kind === 'alarm_escalated');
    expect(escalated.map((p) => p.subscription).sort()).toEqual([headPhone.id, leaderPhone.id].sort());
    expect(escalated.find((p) => p.subscription === leaderPhone.id)!.payload).toMatchObject({ title: 'Nikt nie potwierdził alarmu', url: `/trips?wycieczka=${trip.id}&alarm=${unanswered}` });
    expect(escalated[0]!.urgency).toBe('high');
    // The head is no member of the trip: no 'Widzę' for them; the leader has one.
    expect(escalated.find((p) => p.subscription === headPhone.id)!.payload.seenToken).toBeUndefined();
    expect(escalated.find((p) => p.subscription === leaderPhone.id)!.payload.seenToken).toBeTruthy();
    expect(escalated.find((p) => p.subscription === headPhone.id)!.payload.url).toBe(`/school/trips/${trip.id}`);
    // The head, told of it, hears the all-clear too.
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms/${unanswered}/resolve`, { token: teacher.accessToken, body: {} })).status).toBe(204);
    expect((await pushesTo(headPhone)).filter((p) => p.payload.kind === 'alarm_resolved')).toHaveLength(1);

    // An alarm older than its push's life (left open for hours, or open at an upgrade) is not escalated late.
    const old = await raise(guardian, trip.id, zofia.id);
    expect(await escalateUnseenAlarms(api.database.db, seenTokens, later(11 * 60_000))).toEqual([]);
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms/${old}/resolve`, { token: teacher.accessToken, body: {} })).status).toBe(204);

    const answered = await raise(guardian, trip.id, zofia.id);
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms/${answered}/seen`, { token: teacher.accessToken })).status).toBe(204);
    expect(await escalateUnseenAlarms(api.database.db, seenTokens, later(61_000))).toEqual([]);
  });
});

describe('delivery', () => {
  /** A push written straight into the queue (`insert … returning id`), with its job, as queuePush does. */
  const queued = async (insert: SQL) => {
    const result = await api.database.db.execute<{ id: string }>(insert);
    for (const { id } of (result as unknown as { rows: { id: string }[] }).rows) await sendJob(api.database.db, 'push', { outboxId: id }, { id });
  };

  it('deletes a subscription the push service says is gone (410), and never calls an origin off the list', async () => {
    const user = await createUser(api);
    const { trip } = await (async () => ({ trip: await createTrip(api, user, { guardians: [] }) }))();
    const gone = await subscribe(user);
    fake.answer(gone.id, 410);
    await queued(sql`
      insert into push_outbox (subscription_id, kind, payload, urgency, expires_at)
      values (${gone.device.id}::uuid, 'message', ${JSON.stringify({ kind: 'message', title: 't', body: 'b', url: '/', tag: 'x' })}::jsonb, 'normal', now() + interval '1 hour') returning id`);
    await sender.flush();
    expect((await api.request<PushDevice[]>('GET', '/api/push/devices', { token: user.accessToken })).body).toEqual([]);
    const rows = await api.database.db.execute<{ last_error: string }>(sql`select last_error from push_outbox where subscription_id is null and kind = 'message' and failed_at is not null`);
    expect((rows as unknown as { rows: { last_error: string }[] }).rows.map((r) => r.last_error)).toContain('GONE');
    // A subscription whose endpoint went off the list (written before a change of PUSH_EXTRA_ORIGINS): never called.
    const before = fake.received.length;
    await queued(sql`
      with s as (insert into push_subscriptions (user_id, endpoint, p256dh, auth, device) values (${user.user.id}::uuid, 'http://127.0.0.1:9/push/x', 'k', 'a', 'Chrome') returning id)
      insert into push_outbox (subscription_id, kind, payload, urgency, expires_at)
      select id, 'message', ${JSON.stringify({ kind: 'message', title: 't', body: 'b', url: '/', tag: 'x' })}::jsonb, 'normal', now() + interval '1 hour' from s returning id`);
    await sender.flush();
    const origin = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from push_outbox where last_error = 'ORIGIN'`);
    expect((origin as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect(fake.received.length).toBe(before);
    expect(trip.id).toBeTruthy();
  });

  it('sends each push once with two senders on one database', async () => {
    const { teacher, guardian, second, trip, zofia } = await schoolTrip();
    const phones = [await subscribe(guardian), await subscribe(second)];
    const other = await startPushSender(api.database, { ...api.push, agent: FAKE_PUSH_AGENT });
    try {
      await raise(teacher, trip.id, zofia.id);
      await Promise.all([sender.flush(), other.flush()]);
      await fake.waitFor(0);
      const got = fake.received.filter((p) => phones.some((phone) => phone.id === p.subscription));
      expect(got).toHaveLength(2);
    } finally {
      await other.stop();
    }
  });
});

describe("reminders to parents with 'Powiadamiaj mnie' on", () => {
  /** 10:00, 21:00 in Poland today. */
  const atWarsaw = (hour: number) => new Date(`${warsawDate()}T${String(hour).padStart(2, '0')}:00:00${warsawOffset()}`);
  const warsawOffset = () => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Warsaw', timeZoneName: 'shortOffset' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')!.value;
    return name === 'GMT+2' ? '+02:00' : '+01:00';
  };

  it('ask for a consent not answered 7 days before the trip and for an instalment due in 3 days, once a day, by day only', async () => {
    const teacher = await createUser(api, { fullName: 'Anna Nowak' });
    const today = warsawDate();
    const trip = await createTrip(api, teacher, { startDate: addDays(today, 7), endDate: addDays(today, 9), students: [{ name: 'Jan Kowalski' }, { name: 'Ola Nowak' }] });
    const auth = teacher.accessToken;
    const cost = await api.request('PATCH', `/api/trips/${trip.id}`, { token: auth, body: { cost: { perStudent: 45_000, instalments: [{ amount: 45_000, dueDate: addDays(today, 3) }] } } });
    expect(cost.status, JSON.stringify(cost.body)).toBe(200);
    const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: auth })).body;
    const phones: Record<string, { id: string }> = {};
    for (const student of students) {
      const link = (await api.request<{ path: string }>('POST', `/api/trips/${trip.id}/students/${student.id}/parent-link`, { token: auth })).body;
      const phone = fake.subscribe();
      const secret = link.path.slice(link.path.indexOf('#') + 1);
      expect((await api.request('PUT', '/api/parent/push', { headers: { 'x-parent-link': secret }, body: { endpoint: phone.endpoint, keys: phone.keys } })).status).toBe(200);
      phones[student.name] = phone;
      // Ola's parent reads Ukrainian (issue 53): her reminders come in the link's language.
      if (student.name === 'Ola Nowak') expect((await api.request('PUT', '/api/parent/language', { headers: { 'x-parent-link': secret }, body: { language: 'uk' } })).status).toBe(200);
    }
    // The teacher sees who gets the messages as notifications: a count, and each child's link says so.
    const on = await api.request<{ studentIds: string[] }>('GET', `/api/trips/${trip.id}/parent-notifications`, { token: auth });
    expect(on.body.studentIds.sort()).toEqual(students.map((s) => s.id).sort());
    expect((await api.request<{ notifications: boolean }>('POST', `/api/trips/${trip.id}/students/${students[0]!.id}/parent-link`, { token: auth })).body.notifications).toBe(true);
    const outsider = await createUser(api);
    expect((await api.request('GET', `/api/trips/${trip.id}/parent-notifications`, { token: outsider.accessToken })).status).toBe(404);
    // Ola's parent answered the consent already: only the payment is due for her.
    const ola = students.find((s) => s.name === 'Ola Nowak')!;
    expect((await api.request('PATCH', `/api/trips/${trip.id}/students/${ola.id}`, { token: auth, body: { consent: 'given', consentDate: today } })).status).toBe(200);

    expect(await api.jobs.remindParents(atWarsaw(21))).toBe(0);
    expect(await api.jobs.remindParents(atWarsaw(10))).toBe(3);
    expect(await api.jobs.remindParents(atWarsaw(11))).toBe(0);
    const jan = await pushesTo(phones['Jan Kowalski']!);
    expect(jan.map((p) => p.payload.title).sort()).toEqual(['Wpłata na wycieczkę: Zielona szkoła', 'Zgoda na wycieczkę: Zielona szkoła']);
    expect(jan.find((p) => p.payload.title.startsWith('Zgoda'))!.payload.body).toBe('Wyjazd za 7 dni. Zgoda dla: Jan Kowalski czeka na Twoją odpowiedź – otwórz');
    expect(jan.find((p) => p.payload.title.startsWith('Wpłata'))!.payload.body).toMatch(/^Do zapłaty 450,00\u00a0zł do \d\d\.\d\d\.\d{4} za: Jan Kowalski – otwórz$/);
    expect(jan[0]!.payload.url).toMatch(/^\/rodzic#[A-Za-z0-9_-]{32}$/);
    const olas = await pushesTo(phones['Ola Nowak']!);
    expect(olas.map((p) => p.payload.title)).toEqual(['Платіж за екскурсію: Zielona szkoła']);
    expect(olas[0]!.payload.body).toMatch(/^До сплати 450,00\u00a0zł до \d\d\.\d\d\.\d{4} за: Ola Nowak – відкрийте$/);
  });
});
