import { createTripViaApi, expect, openAs, signUpViaApi, test, toast, uniqueEmail, watchForErrors } from './fixtures';

test("another guardian's changes on the current trip appear as a toast and behind the bell", async ({ browser, page }) => {
  const creatorEmail = uniqueEmail('tworca');
  const guardianEmail = uniqueEmail('opiekun');
  const guardian = await signUpViaApi(page.request, guardianEmail, 'Ewa Kamińska');
  const creator = await signUpViaApi(page.request, creatorEmail, 'Anna Nowak');
  await createTripViaApi(page.request, creator.accessToken, {
    name: 'Zielona szkoła w Zakopanem',
    tripLeaderEmail: creatorEmail,
    guardianEmails: [guardianEmail],
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
  await expect(pageB.getByRole('dialog', { name: 'Lista powiadomień' })).toContainText('Brak powiadomień');
  await pageB.keyboard.press('Escape');

  await openAs(page, creator, '/attendance');
  await page.getByRole('button', { name: 'Nowa lista obecności' }).click();
  await page.getByLabel('Nazwa listy').fill('Kolacja');
  await page.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(toast(page, 'Utworzono nową listę obecności')).toBeVisible();

  await expect(toast(pageB, 'Anna Nowak: utworzono listę obecności „Kolacja”')).toBeVisible();
  // B's screen follows without a reload.
  await expect(pageB.getByRole('combobox', { name: 'Lista obecności' })).toContainText('Kolacja');

  // A marking attendance is listed for B, but not toasted (a burst of clicks would be noise).
  await page.getByTestId('attendance-row').filter({ hasText: 'Kasia Nowak' }).getByRole('button', { name: 'Oznacz obecność' }).click();
  await expect(pageB.getByTestId('present-count')).toHaveText('1');
  await expect(pageB.getByTestId('notification-badge')).toContainText('2');
  await expect(toast(pageB, /obecny/)).toHaveCount(0);

  await bellB.click();
  const listB = pageB.getByRole('dialog', { name: 'Lista powiadomień' });
  await expect(listB.getByRole('listitem')).toHaveCount(2);
  await expect(listB.getByRole('listitem').first()).toContainText('Kasia Nowak: obecny (Kolacja)');
  await expect(listB.getByRole('listitem').nth(1)).toContainText('utworzono listę obecności „Kolacja”');
  await expect(listB.getByRole('listitem').first()).toContainText(/temu/);
  await expect(pageB.getByTestId('notification-badge')).toHaveCount(0);

  // A's own changes are not news to A.
  await expect(toast(page, /Anna Nowak:/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Powiadomienia' }).click();
  await expect(page.getByRole('dialog', { name: 'Lista powiadomień' })).toContainText('Brak powiadomień');

  await contextB.close();
  expect(problemsB, 'the second page logged errors').toEqual([]);
});
