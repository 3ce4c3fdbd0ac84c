import { chromium, type APIRequestContext } from '@playwright/test';
import { badgePayload, type AttendanceCheckDetail, type Student } from '@wycieczki/shared';
import { badgeVideo, cutBadges, readBadgeImage } from './fake-camera';
import { createTripViaApi, expect, signUpViaApi, test, uniqueEmail } from './fixtures';
import { PHONE } from './fixtures/phone-and-desk';

async function badgesPdf(request: APIRequestContext, token: string, tripId: string): Promise<Uint8Array> {
  const response = await request.get(`/api/trips/${tripId}/documents/identyfikatory`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return new Uint8Array(await response.body());
}

/**
 * Issue 28, 'Skanuj identyfikatory': the badges of 'Identyfikatory (PDF)', printed, cut out and held
 * one by one in front of a phone's camera (Chromium's fake camera playing a video made of the PDF's
 * pages) mark their students present on the list, with a vibration each; another trip's badge is
 * refused with a message and marks nobody; the child without a badge is marked by hand. With no
 * network, as at many coach doors: the marks are sent when it returns.
 */
test('scanning printed badges marks their students present; another trip’s badge is refused', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('identyfikatory');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const auth = { Authorization: `Bearer ${session.accessToken}` };
  const trip = await createTripViaApi(page.request, session.accessToken, {
    name: 'Muzeum Narodowe',
    tripLeaderEmail: email,
    students: [{ name: 'Zofia Kowalska' }, { name: 'Jan Żak' }, { name: 'Ola Nowak' }, { name: 'Kacper Wiśniewski' }],
  });
  const other = await createTripViaApi(page.request, session.accessToken, { name: 'Inna wycieczka', tripLeaderEmail: email, students: [{ name: 'Tomasz Inny' }] });
  const made = await page.request.post(`/api/trips/${trip.id}/attendance`, { headers: auth, data: { name: 'Wejście do muzeum', date: '2026-05-11', time: '10:00' } });
  expect(made.status()).toBe(201);
  const list = (await made.json()) as { id: string };
  const students = (await (await page.request.get(`/api/trips/${trip.id}/students`, { headers: auth })).json()) as Student[];
  const byName = (name: string) => students.find((s) => s.name === name)!;

  // The printed badges, cut out along their lines; each reads back as its student's code.
  const ours = cutBadges(await badgesPdf(page.request, session.accessToken, trip.id));
  const foreign = cutBadges(await badgesPdf(page.request, session.accessToken, other.id));
  expect(ours).toHaveLength(4);
  const badgeOf = (name: string) => ours.find((badge) => readBadgeImage(badge) === badgePayload(trip.id, byName(name).badgeCode))!;
  // Zofia, Jan, a badge of the other trip, Ola; Kacper has left his at home.
  const video = badgeVideo([badgeOf('Zofia Kowalska'), badgeOf('Jan Żak'), foreign[0]!, badgeOf('Ola Nowak')]);

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ ...PHONE, baseURL, locale: 'pl-PL', timezoneId: 'Europe/Warsaw', permissions: ['camera'], serviceWorkers: 'allow' });
    const phone = await context.newPage();
    // The vibrations the phone would make.
    await phone.addInitScript(() => {
      const felt: unknown[] = [];
      (window as unknown as { felt: unknown[] }).felt = felt;
      navigator.vibrate = (pattern: VibratePattern) => {
        felt.push(pattern);
        return true;
      };
    });
    await phone.goto('/auth');
    await phone.evaluate((value) => localStorage.setItem('wycieczki.session', value), JSON.stringify(session));
    await phone.evaluate((id) => localStorage.setItem(`wycieczki.currentTrip.${id.user}`, id.trip), { user: session.user.id, trip: trip.id });
    await phone.goto('/attendance');
    await expect(phone.getByTestId('attendance-row')).toHaveCount(4);
    // At a coach door with no network: the scanner comes from the phone's copy of the app, and the
    // marks wait on the phone like taps on the rows do.
    await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);

    await phone.getByRole('button', { name: 'Więcej działań listy obecności' }).click();
    await phone.getByRole('menuitem', { name: 'Skanuj identyfikatory' }).click();
    const scanner = phone.getByRole('dialog', { name: 'Skanuj identyfikatory' });
    await expect(scanner).toContainText('Lista „Wejście do muzeum”');
    const outcomes = scanner.getByTestId('scan-outcomes');
    await expect(scanner.getByTestId('scanner-counter')).toHaveText('Obecni: 3 / 4', { timeout: 45_000 });
    await expect(outcomes).toContainText('Ten identyfikator jest z innej wycieczki. Nikogo nie oznaczono.', { timeout: 15_000 });
    await phone.screenshot({ path: testInfo.outputPath('scanner-360.png') });
    const felt = await phone.evaluate(() => (window as unknown as { felt: unknown[] }).felt);
    expect(felt).toContainEqual(80);
    expect(felt).toContainEqual([90, 60, 90]);
    await scanner.getByRole('button', { name: 'Zakończ skanowanie' }).click();
    await expect(scanner).toBeHidden();

    const row = (name: string) => phone.getByTestId('attendance-row').filter({ hasText: name });
    for (const name of ['Zofia Kowalska', 'Jan Żak', 'Ola Nowak']) await expect(row(name)).toHaveAttribute('data-status', 'present');
    await expect(row('Kacper Wiśniewski')).toHaveAttribute('data-status', 'absent');
    // The child without a badge: by hand, as ever.
    await row('Kacper Wiśniewski').getByRole('button', { name: /Oznacz obecność/ }).click();
    await expect(phone.getByTestId('roll-call-counter')).toContainText('4 / 4');

    // Back online, the server gets every mark.
    await context.setOffline(false);
    await expect
      .poll(async () => {
        const saved = (await (await page.request.get(`/api/trips/${trip.id}/attendance/${list.id}`, { headers: auth })).json()) as AttendanceCheckDetail;
        return saved.records.filter((r) => r.status === 'present').length;
      })
      .toBe(4);
    await context.close();
  } finally {
    await browser.close();
  }
});
