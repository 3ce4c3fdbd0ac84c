import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { MissingAlarm, PushDevice, Student } from '@wycieczki/shared';
import { startPushSender, type PushSender } from '../../push/push-sender';
import { FAKE_PUSH_AGENT, startFakePushService, type FakePushService } from '../../test/fake-push';
import { createSchool, createTrip, createUser, joinSchool, type TestUser } from '../../test/factories';
import { useTestApi, type TestApi } from '../../test/test-app';

export const PESEL = '44051401359';
export const PHONE = '600100200';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

/**
 * A test file's push set-up: the API, a local push service that decrypts what it gets (RFC 8291),
 * and a sender delivering to it; with the steps the push tests share.
 */
export function usePushTest() {
  const kit = { fake: undefined as unknown as FakePushService, sender: undefined as unknown as PushSender };
  beforeAll(async () => {
    kit.fake = await startFakePushService();
  });
  afterAll(async () => {
    await kit.fake.stop();
  });
  const api: TestApi = useTestApi({ pushOrigins: () => [kit.fake.origin] });
  beforeAll(async () => {
    kit.sender = await startPushSender(api.database, { ...api.push, agent: FAKE_PUSH_AGENT });
  });
  afterAll(async () => {
    await kit.sender.stop();
  });

  /** This phone's notifications on, in the session of `user`'s token: a subscription at the fake push service, given to the server. */
  async function subscribe(user: Pick<TestUser, 'accessToken'>) {
    const subscription = kit.fake.subscribe();
    const saved = await api.request<PushDevice>('POST', '/api/push/devices', {
      token: user.accessToken,
      body: { endpoint: subscription.endpoint, keys: subscription.keys },
      headers: { 'user-agent': ANDROID_CHROME },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return { ...subscription, device: saved.body };
  }

  /** What reached the fake push service for these subscriptions, after the sender's pass. */
  async function pushesTo(...subscriptions: { id: string }[]) {
    await kit.sender.flush();
    const ids = new Set(subscriptions.map((s) => s.id));
    return kit.fake.received.filter((push) => ids.has(push.subscription));
  }

  /** A school's trip led by Anna Nowak with two more guardians, and Zofia in Anna's group. */
  async function schoolTrip() {
    const head = await createUser(api, { fullName: 'Barbara Dyrektor' });
    const teacher = await createUser(api, { fullName: 'Anna Nowak' });
    const guardian = await createUser(api, { fullName: 'Piotr Zieliński' });
    const second = await createUser(api, { fullName: 'Ewa Wiśniewska' });
    await createSchool(api, head);
    await joinSchool(api, head, teacher);
    const trip = await createTrip(api, teacher, {
      guardians: [guardian, second],
      students: [{ name: 'Zofia Kowalska', pesel: PESEL, parentPhone: PHONE, allergies: 'orzechy', medicines: 'Ventolin' }],
    });
    const [zofia] = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: teacher.accessToken })).body;
    // Zofia is in Anna Nowak's group: the push names it.
    expect((await api.request('POST', `/api/trips/${trip.id}/groups/assign`, { token: teacher.accessToken, body: { studentIds: [zofia!.id], guardianId: teacher.user.id } })).status).toBe(204);
    return { head, teacher, guardian, second, trip, zofia: zofia! };
  }

  async function raise(user: Pick<TestUser, 'accessToken'>, tripId: string, studentId: string) {
    const alarmId = randomUUID();
    expect((await api.request<MissingAlarm>('POST', `/api/trips/${tripId}/alarms`, { token: user.accessToken, body: { id: alarmId, studentId } })).status).toBe(201);
    return alarmId;
  }

  return {
    api,
    fake: () => kit.fake,
    sender: () => kit.sender,
    subscribe,
    pushesTo,
    schoolTrip,
    raise,
  };
}
