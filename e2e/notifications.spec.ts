import { expect, openAs, signUpViaApi, test, toast, uniqueEmail, watchForErrors } from './fixtures';
import { createTripLedBy, signUpAs } from './fixtures/trip-setup';

test("another guardian's changes on the current trip appear as a toast and in the trip's activity", async ({ browser, page }) => {
  const guardian = await signUpAs(page.request, 'opiekun', 'Ewa Kamińska');
  const creator = await signUpAs(page.request, 'tworca', 'Anna Nowak');
  await createTripLedBy(page.request, creator, {
    name: 'Zielona szkoła w Zakopanem',
    guardians: [guardian],
    students: [{ name: 'Kasia Nowak' }],
  });

  // B (guardian) watches the attendance screen; A (creator) works in its own browser.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const problemsB = watchForErrors(pageB);
  await openAs(pageB, guardian, '/attendance');
  await expect(pageB.getByText('Brak list obecności')).toBeVisible();
  const bellB = pageB.getByRole('button', { name: 'Powiadomienia' });
  await bellB.click();
  const feedB = pageB.getByRole('dialog', { name: 'Aktywność' });
  // The trip's history is there, but nothing is new to a guardian who joined with it.
  await expect(feedB.getByTestId('activity-entry')).toHaveCount(1);
  await expect(feedB).toContainText('Anna Nowak: utworzono wycieczkę „Zielona szkoła w Zakopanem”');
  await expect(pageB.getByTestId('notification-badge')).toHaveCount(0);
  await pageB.keyboard.press('Escape');

  await openAs(page, creator, '/attendance');
  await page.getByRole('button', { name: 'Nowa lista obecności' }).click();
  await page.getByLabel('Nazwa listy').fill('Kolacja');
  await page.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(toast(page, 'Utworzono nową listę obecności')).toBeVisible();

  await expect(toast(pageB, 'Anna Nowak: utworzono listę obecności „Kolacja”')).toBeVisible();
  // B's screen follows without a reload.
  await expect(pageB.getByRole('combobox', { name: 'Lista obecności' })).toContainText('Kolacja');

  // A's roll call is summed up in one line for B, and not toasted (a burst of clicks would be noise).
  await page.getByTestId('attendance-row').filter({ hasText: 'Kasia Nowak' }).getByRole('button', { name: 'Oznacz obecność' }).click();
  await expect(pageB.getByTestId('present-count')).toHaveText('1');
  await expect(pageB.getByTestId('notification-badge')).toContainText('2');
  await expect(toast(pageB, /sprawdziła/)).toHaveCount(0);

  await bellB.click();
  const entriesB = feedB.getByTestId('activity-entry');
  await expect(entriesB).toHaveCount(3);
  await expect(entriesB.first()).toContainText('Anna Nowak sprawdziła listę „Kolacja”: 1/1');
  await expect(entriesB.nth(1)).toContainText('Anna Nowak: utworzono listę obecności „Kolacja”');
  await expect(entriesB.first()).toContainText(/temu/);
  await feedB.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }).click();
  await expect(pageB.getByTestId('notification-badge')).toHaveCount(0);
  await pageB.keyboard.press('Escape');

  // A's own changes are not news to A: listed, not counted, not toasted.
  await expect(toast(page, /Anna Nowak:/)).toHaveCount(0);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // B changes something; A finds it in 'Aktywność' on another device, after a reload too.
  await pageB.goto('/rooms');
  await pageB.getByRole('button', { name: 'Dodaj pokój' }).click();
  const addRoom = pageB.getByRole('dialog', { name: 'Dodaj pokój' });
  await addRoom.getByLabel('Numer pokoju').fill('12');
  await addRoom.getByRole('button', { name: 'Dodaj pokój' }).click();
  await expect(pageB.getByTestId('room-card')).toHaveCount(1);

  const otherDevice = await browser.newContext();
  const pageA2 = await otherDevice.newPage();
  await openAs(pageA2, creator, '/trips');
  for (const round of ['first visit', 'after a reload']) {
    if (round === 'after a reload') await pageA2.reload();
    await expect(pageA2.getByTestId('notification-badge'), round).toContainText('1');
    await pageA2.getByRole('button', { name: 'Powiadomienia' }).click();
    await expect(pageA2.getByRole('dialog', { name: 'Aktywność' }).getByTestId('activity-entry').first(), round).toContainText('Ewa Kamińska: dodano pokój 12');
    await pageA2.keyboard.press('Escape');
  }
  // Read on one device is read on all of them.
  await pageA2.getByRole('button', { name: 'Powiadomienia' }).click();
  await pageA2.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }).click();
  await expect(pageA2.getByTestId('notification-badge')).toHaveCount(0);
  await page.reload();
  // A reload loads the app anew while two other browsers of this journey are open: on a loaded CI
  // machine its first screen once took more than the default 5 s (the spinner was still up).
  await expect(page.getByRole('heading', { name: 'Lista Obecności' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Powiadomienia' })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  await otherDevice.close();
  await contextB.close();
  expect(problemsB, 'the second page logged errors').toEqual([]);
});

test('the bell with no current trip says there is no activity and asks the server for none (issue 48)', async ({ page }) => {
  const head = await signUpViaApi(page.request, uniqueEmail('dyrektor'), 'Małgorzata Zielińska');
  const feedRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/trips\/[^/]*\/activity/.test(request.url())) feedRequests.push(request.url());
  });
  await openAs(page, head, '/trips');
  await page.getByRole('button', { name: 'Powiadomienia' }).click();
  await expect(page.getByText('Brak aktywności')).toBeVisible();
  await expect(page.getByText(/Nie udało się wczytać aktywności/)).toHaveCount(0);
  expect(feedRequests).toEqual([]);
});
