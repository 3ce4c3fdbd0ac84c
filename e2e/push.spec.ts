import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { decrypt } from 'http_ece';
import type { Page } from '@playwright/test';
import type { MissingAlarm, PushPayload } from '@wycieczki/shared';
import { expect, openAs, test, watchForErrors } from './fixtures';
import { createTripLedBy, getStudentsViaApi, signUpAs } from './fixtures/trip-setup';

/**
 * The browser's own push subscription needs the vendor's push service, which this machine cannot
 * reach: the page's PushManager hands out a subscription at the journeys' push service instead, with
 * keys the journey holds, so it reads what the server pushed as the phone would. Everything else is
 * the browser's: the permission, the service worker, the notification.
 */
function stubPushManager({ endpoint, p256dh, auth }: { endpoint: string; p256dh: string; auth: string }) {
  const KEY = 'e2e.push-subscribed';
  const subscription = {
    endpoint,
    options: { applicationServerKey: null as ArrayBuffer | null, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    localStorage.setItem(KEY, '1');
    subscription.options.applicationServerKey = (options?.applicationServerKey as ArrayBuffer | undefined) ?? null;
    return subscription as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem(KEY) ? subscription : null) as unknown as PushSubscription | null;
  };
}

/** The push the journeys' push service accepted for this subscription, decrypted with its keys (RFC 8291). */
async function receivedPush(id: string, keys: { ecdh: ReturnType<typeof createECDH>; auth: string }) {
  const dir = process.env.E2E_PUSH_DIR!;
  let found: { urgency: string; ttl: string; body: string } | undefined;
  await expect
    .poll(() => {
      found = fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { id: string; urgency: string; ttl: string; body: string })
        .find((push) => push.id === id);
      return Boolean(found);
    })
    .toBe(true);
  const payload = JSON.parse(decrypt(Buffer.from(found!.body, 'base64'), { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8')) as PushPayload;
  return { urgency: found!.urgency, ttl: Number(found!.ttl), payload };
}

/**
 * The push given to the page's service worker of `scope` as from the push service (DevTools'
 * ServiceWorker.deliverPushMessage), once its worker is activated. A push service delivers again
 * until the browser takes it, and so does this: on a busy machine a push handed to a worker still
 * starting was once never shown (CI, 2026-11-29). Every push carries a tag, so a second delivery
 * replaces the first notification rather than adding one.
 */
async function deliverToWorker(page: Page, scope: string, payload: PushPayload): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrations = new Map<string, string>();
  const activated = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const r of event.registrations as { registrationId: string; scopeURL: string; isDeleted: boolean }[]) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
    for (const v of event.versions as { registrationId: string; status: string }[]) if (v.status === 'activated') activated.add(v.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  let registrationId = '';
  await expect.poll(() => (registrationId = registrations.get(`${origin}${scope}`) ?? '') !== '' && activated.has(registrationId)).toBe(true);
  const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length);
  for (let attempt = 1; ; attempt++) {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
    try {
      await expect.poll(shown, { timeout: 4000 }).toBeGreaterThan(0);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await cdp.detach();
}

test("a guardian turns notifications on; the alarm reaches the phone's service worker, shows, and 'Widzę' and a tap open the alarm", async ({ browser, page }) => {
  const guardian = await signUpAs(page.request, 'opiekun', 'Piotr Zieliński');
  const creator = await signUpAs(page.request, 'tworca', 'Anna Nowak');
  const trip = await createTripLedBy(page.request, creator, { name: 'Zielona szkoła', guardians: [guardian], students: [{ name: 'Zofia Kowalska', pesel: '44051401359', parentPhone: '600100200' }] });
  const [zofia] = await getStudentsViaApi(page.request, creator.accessToken, trip.id);

  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { ecdh, auth: randomBytes(16).toString('base64url') };
  const subscriptionId = randomBytes(6).toString('hex');
  const context = await browser.newContext({ serviceWorkers: 'allow', permissions: ['notifications'] });
  await context.addInitScript(stubPushManager, { endpoint: `${process.env.E2E_PUSH_ORIGIN}/push/${subscriptionId}`, p256dh: ecdh.getPublicKey('base64url'), auth: keys.auth });
  const phone = await context.newPage();
  const problems = watchForErrors(phone);

  // 'Powiadomienia na tym telefonie' in the profile.
  await openAs(phone, guardian, '/profile');
  await expect(phone.getByText('Alarm „Zaginięcie ucznia” dotrze do Ciebie także przy wygaszonym ekranie', { exact: false })).toBeVisible();
  const toggle = phone.getByRole('switch', { name: /Powiadomienia na tym telefonie/ });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(phone.getByRole('list', { name: 'Twoje urządzenia z powiadomieniami' })).toContainText('Chrome, Windows');
  // The session that turned it on is this one (issue 62).
  await expect(phone.getByRole('list', { name: 'Twoje urządzenia z powiadomieniami' })).toContainText('To urządzenie');

  // Anna raises the alarm from her phone: the push goes out at high urgency, naming only the child.
  const alarmId = randomUUID();
  const raised = await page.request.post(`/api/trips/${trip.id}/alarms`, { headers: { Authorization: `Bearer ${creator.accessToken}` }, data: { id: alarmId, studentId: zofia!.id } });
  expect(raised.status()).toBe(201);
  const push = await receivedPush(subscriptionId, keys);
  expect(push.urgency).toBe('high');
  expect(push.payload).toMatchObject({ kind: 'alarm', title: 'Zaginięcie ucznia', body: 'Zaginięcie: Zofia K. – otwórz', seenLabel: 'Widzę' });
  expect(JSON.stringify(push.payload)).not.toMatch(/44051401359|600100200|Kowalska/);

  // The phone's service worker gets it as from the push service (DevTools' ServiceWorker.deliverPushMessage) and shows it.
  await deliverToWorker(phone, '/', push.payload);
  const shown = () => phone.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })));
  await expect.poll(shown).toEqual([{ title: 'Zaginięcie ucznia', body: 'Zaginięcie: Zofia K. – otwórz', tag: `alarm-${alarmId}` }]);

  // 'Widzę' on the notification: the server learns this guardian saw it, and the phone opens the alarm.
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'))!;
  await worker.evaluate(async () => {
    // A tap on the button, as the browser's own notificationclick would bring it (this machine has no screen to tap).
    const scope = globalThis as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean; NotificationEvent: new (type: string, init: object) => Event };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification, action: 'seen' }));
  });
  // The push's screen: the trips with this one chosen (the app takes '?wycieczka=' and drops it), under the alarm's banner.
  await expect(phone).toHaveURL(/\/trips$/);
  await expect(phone.getByTestId('trip-card').filter({ hasText: 'Aktualnie wybrana' })).toContainText('Zielona szkoła');
  await expect(phone.getByText('Zofia Kowalska').first()).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/trips/${trip.id}/alarms`, { headers: { Authorization: `Bearer ${creator.accessToken}` } })).json()) as MissingAlarm[])[0]?.seenBy)
    .toEqual(['Piotr Zieliński']);
  expect(await shown()).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("a parent turns on 'Powiadamiaj mnie'; a new message reaches the phone's own worker, which shows it", async ({ browser, page }) => {
  const teacher = await signUpAs(page.request, 'wychowawca', 'Anna Nowak');
  const trip = await createTripLedBy(page.request, teacher, { name: 'Zielona szkoła', students: [{ name: 'Jan Kowalski' }] });
  const [jan] = await getStudentsViaApi(page.request, teacher.accessToken, trip.id);
  const auth = { Authorization: `Bearer ${teacher.accessToken}` };
  const link = (await (await page.request.post(`/api/trips/${trip.id}/students/${jan!.id}/parent-link`, { headers: auth })).json()) as { path: string };

  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { ecdh, auth: randomBytes(16).toString('base64url') };
  const subscriptionId = randomBytes(6).toString('hex');
  const context = await browser.newContext({ serviceWorkers: 'allow', permissions: ['notifications'], viewport: { width: 360, height: 740 } });
  await context.addInitScript(stubPushManager, { endpoint: `${process.env.E2E_PUSH_ORIGIN}/push/${subscriptionId}`, p256dh: ecdh.getPublicKey('base64url'), auth: keys.auth });
  const parent = await context.newPage();
  const problems = watchForErrors(parent);
  await parent.goto(link.path);
  const section = parent.getByRole('region', { name: 'Powiadomienia' });
  await expect(section).toContainText('Dostaniesz powiadomienie na ten telefon, gdy opiekunowie napiszą nowy komunikat');
  await section.getByRole('button', { name: 'Powiadamiaj mnie' }).click();
  await expect(section.getByRole('status')).toHaveText('Powiadomienia o komunikatach są włączone na tym telefonie.');
  // After a reload the page knows it, and the teacher's page's own worker never took this page over.
  await parent.reload();
  await expect(section.getByRole('button', { name: 'Wyłącz powiadomienia' })).toBeVisible();

  const sent = await page.request.post(`/api/trips/${trip.id}/messages`, { headers: auth, data: { body: 'Dojechaliśmy do Zakopanego, wszyscy zdrowi.' } });
  expect(sent.status()).toBe(201);
  const push = await receivedPush(subscriptionId, keys);
  expect(push.urgency).toBe('normal');
  expect(push.payload).toMatchObject({ kind: 'message', title: 'Komunikat: Zielona szkoła', body: 'Dojechaliśmy do Zakopanego, wszyscy zdrowi.', url: link.path });

  await deliverToWorker(parent, '/rodzic', push.payload);
  await expect
    .poll(() => parent.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}: ${n.body}`)))
    .toEqual(['Komunikat: Zielona szkoła: Dojechaliśmy do Zakopanego, wszyscy zdrowi.']);

  // 'Wyłącz powiadomienia': nothing more is pushed to this phone.
  await section.getByRole('button', { name: 'Wyłącz powiadomienia' }).click();
  await expect(section.getByRole('button', { name: 'Powiadamiaj mnie' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('a message written on the trip\'s card reaches an open parent page within 3 s, over its stream', async ({ browser, page }) => {
  const teacher = await signUpAs(page.request, 'wychowawca', 'Anna Nowak');
  const trip = await createTripLedBy(page.request, teacher, { name: 'Zielona szkoła', students: [{ name: 'Jan Kowalski' }] });
  const [jan] = await getStudentsViaApi(page.request, teacher.accessToken, trip.id);
  const link = (await (await page.request.post(`/api/trips/${trip.id}/students/${jan!.id}/parent-link`, { headers: { Authorization: `Bearer ${teacher.accessToken}` } })).json()) as { path: string };
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const parent = await context.newPage();
  await parent.goto(link.path);
  await expect(parent.getByText('Nie ma jeszcze komunikatów.', { exact: false })).toBeVisible();

  await openAs(page, teacher, '/trips');
  await page.getByRole('button', { name: 'Komunikaty dla rodziców' }).click();
  const dialog = page.getByRole('dialog', { name: 'Komunikaty dla rodziców' });
  await dialog.getByLabel('Treść komunikatu').fill('Jutro zbiórka o 7:30 przy autokarze.');
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  await expect(dialog.getByTestId('trip-message')).toContainText('Jutro zbiórka o 7:30 przy autokarze.');
  await expect(parent.getByTestId('parent-message')).toContainText('Jutro zbiórka o 7:30 przy autokarze.', { timeout: 3_000 });
  await context.close();
});
