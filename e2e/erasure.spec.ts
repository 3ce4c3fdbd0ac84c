import { createTripViaApi, expect, openAs, signUpViaApi, test, toast, tripCard, uniqueEmail } from './fixtures';

test('the trip card and the students screen say when the sensitive data goes, and the creator chooses when', async ({ browser, page }) => {
  const creatorEmail = uniqueEmail('tworca');
  const leaderEmail = uniqueEmail('kierownik');
  const creator = await signUpViaApi(page.request, creatorEmail, 'Anna Nowak');
  const leader = await signUpViaApi(page.request, leaderEmail, 'Bartek Wiśniewski');
  await createTripViaApi(page.request, creator.accessToken, {
    name: 'Zielona szkoła 2027',
    startDate: '2027-06-10',
    endDate: '2027-06-15',
    tripLeaderEmail: leaderEmail,
    students: [{ name: 'Kasia Nowak', pesel: '44051401359', allergies: 'orzechy' }],
  });

  await openAs(page, creator, '/trips');
  const card = tripCard(page, 'Zielona szkoła 2027');
  // 30 days after 15.06.2027 by default: the data is kept through 15.07 and goes on 16.07.
  await expect(card.getByTestId('erasure-notice')).toHaveText('Dane wrażliwe zostaną usunięte 16.07.2027');

  await card.getByRole('button', { name: 'Edytuj wycieczkę' }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj wycieczkę' });
  const days = edit.getByLabel('Usuń dane wrażliwe po zakończeniu (dni)');
  await expect(days).toHaveValue('30');
  await days.fill('400');
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(edit.getByText('Liczba dni do usunięcia danych wrażliwych musi być liczbą całkowitą od 0 do 365')).toBeVisible();
  await days.fill('7');
  await expect(edit.getByText('PESEL, telefony rodziców, alergie, diety i leki uczniów zostaną usunięte 23.06.2027.')).toBeVisible();
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Zaktualizowano wycieczkę')).toBeVisible();
  await expect(card.getByTestId('erasure-notice')).toHaveText('Dane wrażliwe zostaną usunięte 23.06.2027');

  await page.goto('/students');
  await expect(page.getByTestId('erasure-notice')).toHaveText('Dane wrażliwe zostaną usunięte 23.06.2027');

  // The leader edits the trip, but the erasure is the creator's to choose.
  const leaderContext = await browser.newContext();
  const leaderPage = await leaderContext.newPage();
  await openAs(leaderPage, leader, '/trips');
  await tripCard(leaderPage, 'Zielona szkoła 2027').getByRole('button', { name: 'Edytuj wycieczkę' }).click();
  const leaderEdit = leaderPage.getByRole('dialog', { name: 'Edytuj wycieczkę' });
  await expect(leaderEdit.getByLabel('Usuń dane wrażliwe po zakończeniu (dni)')).toBeDisabled();
  await expect(leaderEdit.getByText('Zmienić to może tylko twórca wycieczki.')).toBeVisible();
  await leaderContext.close();
});
