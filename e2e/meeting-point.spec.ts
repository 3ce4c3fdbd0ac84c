import type { Page } from '@playwright/test';
import type { Student } from '@wycieczki/shared';
import { daysAgo, expect, openAs, test, toast } from './fixtures';
import { PHONE } from './fixtures/phone-and-desk';
import { expectPhoneLayout } from './fixtures/phone-layout';
import { createTripLedBy, getStudentsViaApi, signUpAs } from './fixtures/trip-setup';

test.use(PHONE);

const STUDENTS = ['Kasia Kot', 'Jan Żak', 'Ola Nowak', 'Tomek Lis'];

const row = (page: Page, name: string) => page.getByTestId('attendance-row').filter({ hasText: name });

/** A moment as the journeys' browser reads it (Europe/Warsaw): its day and its hh:mm. */
function inWarsaw(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Issue 54, 'Zbiórka': free time, 'zbiórka o … przy fontannie'. The leader makes the list a meeting
 * point; three children come and are ticked, one child is with her mother (a handover), one does not
 * come. Five minutes after the time (the phone's clock: Playwright's page.clock) and not before, the
 * screen offers 'Ogłoś zaginięcie' for the one child not ticked, and the alarm goes out with its usual
 * content.
 */
test('a meeting point with one child not ticked offers the alarm five minutes after its time, and not before', async ({ page }) => {
  test.setTimeout(120_000);
  const leader = await signUpAs(page.request, 'zbiorka', 'Anna Nowak');
  const now = new Date();
  now.setSeconds(0, 0);
  // From yesterday: the handover an hour ago below is within the trip even just after midnight (issue 62).
  const trip = await createTripLedBy(page.request, leader, {
    name: 'Kraków w maju',
    destination: 'Kraków',
    startDate: daysAgo(1),
    endDate: daysAgo(-2),
    students: STUDENTS.map((name) => ({ name })),
  });
  const students = await getStudentsViaApi(page.request, leader.accessToken, trip.id);
  const tomek = students.find((s: Student) => s.name === 'Tomek Lis')!;
  // Tomek's mother took him an hour ago: the meeting point does not expect him.
  const handover = await page.request.post(`/api/trips/${trip.id}/students/${tomek.id}/handover`, {
    headers: { Authorization: `Bearer ${leader.accessToken}` },
    data: { collectorKind: 'parent', collectorName: 'Ewa Lis', place: 'hotel', collectedAt: new Date(now.getTime() - 3600_000).toISOString() },
  });
  expect(handover.status()).toBe(201);

  // The phone's clock: now, running. The meeting is in three minutes.
  await page.clock.install({ time: now });
  const meetingAt = now.getTime() + 3 * 60_000;
  const meeting = inWarsaw(new Date(meetingAt));
  await openAs(page, leader, '/attendance');
  await page.getByRole('button', { name: 'Nowa lista obecności' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa lista obecności' });
  await dialog.getByLabel('Nazwa listy').fill('Czas wolny na Rynku');
  await dialog.getByLabel('Godzina').fill(meeting.time.replace(':', ''));
  await dialog.getByLabel('Zbiórka').check();
  // A Zbiórka names its place: refused in Polish without one, nothing made.
  await dialog.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(dialog.getByText('Podaj miejsce zbiórki')).toBeVisible();
  await dialog.getByLabel('Miejsce zbiórki').fill('przy fontannie');
  await expectPhoneLayout(page, 'the new list with a meeting point');
  if (process.env.PHONE_SCREENSHOTS) await page.screenshot({ path: '.tmp/meeting-point-form.png' });
  await dialog.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(toast(page, 'Utworzono nową listę obecności')).toBeVisible();
  // sonner holds a toast open while the pointer rests on it: the pointer leaves, the toast goes.
  await page.mouse.move(0, 0);
  await expect(toast(page, 'Utworzono nową listę obecności')).toBeHidden();

  const panel = page.getByTestId('meeting-point');
  await expect(panel.getByRole('heading')).toHaveText(`Zbiórka ${meeting.time} · przy fontannie`);
  // Tomek is on the list as taken by his mother, in no count.
  await expect(row(page, 'Tomek Lis')).toHaveAttribute('data-status', 'collected');
  await expect(row(page, 'Tomek Lis')).toContainText('Odebrała: Ewa Lis');
  await expect(page.getByTestId('roll-call-counter')).toHaveText('Obecni: 0 / 3, 1 odebrany');

  // Two of three come and are ticked.
  await row(page, 'Kasia Kot').getByRole('button', { name: 'Oznacz obecność' }).click();
  await row(page, 'Jan Żak').getByRole('button', { name: 'Oznacz obecność' }).click();
  await expect(page.getByTestId('roll-call-counter')).toHaveText('Obecni: 2 / 3, 1 odebrany');
  await expect(panel.getByTestId('meeting-point-waiting')).toBeVisible();
  await expectPhoneLayout(page, 'the meeting point before its time');
  // The marks reached the server (the roll call works offline too; here it only has to be current).
  const lists = () => page.request.get(`/api/trips/${trip.id}/attendance`, { headers: { Authorization: `Bearer ${leader.accessToken}` } });
  await expect.poll(async () => ((await (await lists()).json()) as { presentCount: number }[])[0]?.presentCount).toBe(2);

  // The phone's clock runs on to three seconds before the meeting's five minutes are up: nothing is offered yet.
  const due = meetingAt + 5 * 60_000;
  await page.clock.runFor(due - 3000 - (await page.evaluate(() => Date.now())));
  await expect(panel.getByTestId('meeting-point-waiting')).toBeVisible();
  await expect(page.getByRole('button', { name: /Ogłoś zaginięcie/ })).toHaveCount(0);

  // Five minutes after: the one child not ticked, never the one with his mother.
  await page.clock.runFor(5000);
  const missing = panel.getByTestId('meeting-point-missing');
  // One line first (issue 63), the children behind it.
  await expect(missing.getByRole('listitem')).toHaveCount(0);
  await missing.getByRole('button', { name: 'Nie zaznaczono: 1 – pokaż' }).click();
  await expect(missing).toContainText('Minęło 5 minut od zbiórki.');
  await expect(missing.getByRole('listitem')).toHaveText([/Ola Nowak/]);
  await expect(missing.getByRole('button', { name: /Ogłoś zaginięcie/ })).toHaveCount(1);
  await expectPhoneLayout(page, 'the meeting point five minutes after its time');
  if (process.env.PHONE_SCREENSHOTS) await page.screenshot({ path: '.tmp/meeting-point-overdue.png' });

  await missing.getByRole('button', { name: 'Ogłoś zaginięcie: Ola Nowak' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Zaginięcie ucznia: Ola Nowak?' });
  await confirm.getByRole('button', { name: 'Ogłoś zaginięcie' }).click();
  await expect(toast(page, 'Ogłoszono zaginięcie: Ola Nowak')).toBeVisible();
  // The alarm's usual content reaches every screen: the banner with the child's last roll call.
  await expect(missing.getByText('Ogłoszono zaginięcie')).toBeVisible();
  const alarms = await page.request.get(`/api/trips/${trip.id}/alarms`, { headers: { Authorization: `Bearer ${leader.accessToken}` } });
  expect(((await alarms.json()) as { studentName: string }[]).map((a) => a.studentName)).toEqual(['Ola Nowak']);
});

/**
 * Issue 63: a 'Zbiórka' opened late on a phone (360 px). The list to tick comes first: the children not
 * ticked are one line ('Nie zaznaczono: 10 – pokaż'), so the first row to tick is on the first screen.
 * A child collected by his mother during it leaves it at once.
 */
test('a late meeting point keeps the first child to tick on the first screen, and a hand-over during it takes him off', async ({ page }) => {
  test.setTimeout(120_000);
  const leader = await signUpAs(page.request, 'zbiorka-late', 'Anna Nowak');
  const names = Array.from({ length: 10 }, (_, i) => `Uczeń ${String(i + 1).padStart(2, '0')} Nowakowski-Wiśniewski`);
  const trip = await createTripLedBy(page.request, leader, { name: 'Kraków w maju', destination: 'Kraków', startDate: daysAgo(1), endDate: daysAgo(-2), students: names.map((name) => ({ name })) });
  const auth = { Authorization: `Bearer ${leader.accessToken}` };
  const made = await page.request.post(`/api/trips/${trip.id}/attendance`, {
    headers: auth,
    data: { name: 'Czas wolny na Rynku', ...inWarsaw(new Date(Date.now() - 20 * 60_000)), meetingPlace: 'przy fontannie na Rynku Głównym' },
  });
  expect(made.status()).toBe(201);
  await openAs(page, leader, '/attendance');
  const panel = page.getByTestId('meeting-point');
  await expect(panel.getByRole('button', { name: 'Nie zaznaczono: 10 – pokaż' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Ogłoś zaginięcie/ })).toHaveCount(0);
  const first = page.getByTestId('attendance-row').first().getByRole('button', { name: 'Oznacz obecność' });
  await expect(first).toBeInViewport();
  const box = (await first.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
  await expectPhoneLayout(page, 'a late meeting point');
  if (process.env.PHONE_SCREENSHOTS) await page.screenshot({ path: '.tmp/meeting-point-late.png' });

  // His mother takes the first child while the Zbiórka is being taken: he leaves it at once.
  const students = await getStudentsViaApi(page.request, leader.accessToken, trip.id);
  const taken = students.find((s: Student) => s.name === names[0])!;
  const handover = await page.request.post(`/api/trips/${trip.id}/students/${taken.id}/handover`, { headers: auth, data: { collectorKind: 'parent', collectorName: 'Ewa Nowakowska', place: 'przy fontannie' } });
  expect(handover.status()).toBe(201);
  await expect(page.getByTestId('roll-call-counter')).toHaveText('Obecni: 0 / 9, 1 odebrany');
  await expect(row(page, names[0]!)).toHaveAttribute('data-status', 'collected');
  await panel.getByRole('button', { name: 'Nie zaznaczono: 9 – pokaż' }).click();
  await expect(panel.getByRole('button', { name: `Ogłoś zaginięcie: ${names[0]}` })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /Ogłoś zaginięcie/ })).toHaveCount(9);
});
