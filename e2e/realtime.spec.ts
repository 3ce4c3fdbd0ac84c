import { createTripViaApi, expect, PASSWORD, signUpViaApi, test, toast, tripCard, uniqueEmail, watchForErrors } from './fixtures';

test("a guardian's open trip list shows the creator's rename without a reload", async ({ browser, page }) => {
  const creator = uniqueEmail('a-tworca');
  const guardian = uniqueEmail('b-opiekun');
  await signUpViaApi(page.request, guardian, 'Ewa Kamińska');

  // B: signed in, looking at the trip list.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const problemsB = watchForErrors(pageB);
  await pageB.goto('/auth');
  await pageB.getByLabel('Email').fill(guardian);
  await pageB.getByLabel('Hasło').fill(PASSWORD);
  await pageB.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(pageB.getByText('Nie masz jeszcze żadnych wycieczek')).toBeVisible();

  // A creates a trip with B as guardian: B's list gains it without a reload.
  const sessionA = await signUpViaApi(page.request, creator, 'Anna Nowak');
  await createTripViaApi(page.request, sessionA.accessToken, { name: 'Wycieczka do Torunia', tripLeaderEmail: creator, guardianEmails: [guardian] });
  await expect(tripCard(pageB, 'Wycieczka do Torunia')).toBeVisible({ timeout: 5_000 });

  // A renames it through the edit dialog in A's own browser.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(creator);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await tripCard(page, 'Wycieczka do Torunia').getByRole('button', { name: 'Edytuj wycieczkę' }).click();
  await page.getByLabel('Nazwa wycieczki').fill('Wycieczka do Torunia i Bydgoszczy');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Zaktualizowano wycieczkę')).toBeVisible();

  await expect(tripCard(pageB, 'Wycieczka do Torunia i Bydgoszczy')).toBeVisible({ timeout: 5_000 });
  await expect(pageB.getByRole('button', { name: /Bieżąca wycieczka: Wycieczka do Torunia i Bydgoszczy/ })).toBeVisible();

  await contextB.close();
  expect(problemsB, 'the second page logged errors').toEqual([]);
});
