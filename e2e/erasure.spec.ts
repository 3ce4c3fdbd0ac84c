import { browserNow, createTripViaApi, expect, openAs, signUpViaApi, test, toast, tripCard, uniqueEmail, watchForErrors } from './fixtures';
import { startOwnServer } from './fixtures/own-server';
import { getStudentsViaApi } from './fixtures/trip-setup';

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
  await expect(leaderEdit.locator('#edit-trip-erase-after-hint')).toContainText('Zmienić to może tylko twórca wycieczki.');
  await leaderContext.close();
});

test('a trip whose time has come is erased when the server starts, and every screen says so', async ({ browser }) => {
  test.setTimeout(90_000);
  // Its own server: the shared one never erases (its journeys use trips dated in the past).
  const server = await startOwnServer({ ERASURE_INTERVAL_MINUTES: '60' });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const problems = watchForErrors(page);
    const email = uniqueEmail('rodo');
    const creator = await signUpViaApi(page.request, email, 'Anna Nowak');
    const trip = await createTripViaApi(page.request, creator.accessToken, {
      name: 'Wiosenna wycieczka',
      startDate: '2026-05-10',
      endDate: '2026-05-12',
      tripLeaderEmail: email,
      students: [{ name: 'Kasia Nowak', pesel: '44051401359', parentPhone: '600100200', allergies: 'orzechy', diet: 'bezglutenowa', medicines: 'Ventolin' }],
    });
    await openAs(page, creator, '/students');
    await expect(page.getByText('orzechy')).toBeVisible();

    // The erasure runs at start-up: the trip ended in May, its 30 days are over. The screen is
    // closed meanwhile, so its live connection does not knock on a stopped server.
    await page.goto('about:blank');
    await server.restart();
    const now = browserNow();
    const today = `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}`;
    await page.goto('/students');
    await expect(page.getByTestId('erasure-notice')).toHaveText(`Dane wrażliwe usunięto ${today}`);
    await expect(page.getByText('Kasia Nowak')).toBeVisible();
    await expect(page.getByText('orzechy')).toHaveCount(0);
    const [student] = await getStudentsViaApi(page.request, creator.accessToken, trip.id);
    expect(student).toMatchObject({ name: 'Kasia Nowak', pesel: null, parentPhone: null, allergies: null, diet: null, medicines: null });

    // Nothing sensitive can be typed in again (issue 24): the form says why in place of the five fields,
    // and everything else is still edited.
    await page.getByRole('button', { name: 'Edytuj: Kasia Nowak' }).click();
    const edit = page.getByRole('dialog', { name: 'Edytuj ucznia' });
    await expect(edit.getByTestId('sensitive-erased-note')).toContainText('Dane wrażliwe tej wycieczki usunięto (RODO)');
    await expect(edit.getByLabel('Alergie')).toHaveCount(0);
    await expect(edit.getByLabel('PESEL')).toHaveCount(0);
    await edit.getByLabel('Klasa').fill('6b');
    await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('student-row').filter({ hasText: 'Kasia Nowak' })).toContainText('6b');

    await page.goto('/trips');
    await expect(tripCard(page, 'Wiosenna wycieczka').getByTestId('erasure-notice')).toHaveText(`Dane wrażliwe usunięto ${today}`);
    await page.getByRole('button', { name: 'Powiadomienia' }).click();
    // The erasure's line, below the class edited since.
    await expect(
      page
        .getByRole('dialog', { name: 'Aktywność' })
        .getByTestId('activity-entry')
        .filter({ hasText: 'System: usunięto dane wrażliwe uczniów (PESEL, telefony rodziców, alergie, diety, leki) 30 dni po zakończeniu wycieczki' }),
    ).toHaveCount(1);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await server.stop();
  }
});
