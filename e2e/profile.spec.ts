import { readFileSync } from 'node:fs';
import { createTripViaApi, expect, openAs, PASSWORD, signUp, signUpViaApi, test, toast, uniqueEmail } from './fixtures';

test('a teacher edits the profile and the change survives a reload', async ({ page }) => {
  const email = uniqueEmail('profil');
  await signUp(page, email, 'Katarzyna Zielińska');
  await page.getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Twój Profil' })).toBeVisible();
  await expect(page.getByText('Zarządzaj swoimi danymi osobowymi')).toBeVisible();

  const emailField = page.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toBeDisabled();
  await expect(page.getByText('Email nie może być zmieniony')).toBeVisible();
  await expect(page.getByLabel('Imię *')).toHaveValue('Katarzyna');
  await expect(page.getByLabel('Nazwisko *')).toHaveValue('Zielińska');

  await page.getByLabel('Imię *').fill('');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Imię jest wymagane')).toBeVisible();

  await page.getByLabel('Imię *').fill('Kasia');
  await page.getByLabel('Numer telefonu').fill('12');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Nieprawidłowy numer telefonu (9-20 cyfr)')).toBeVisible();

  await page.getByLabel('Numer telefonu').fill('+48 600 123 456');
  await page.getByLabel('Szkoła').fill('Szkoła Podstawowa nr 3 w Gdańsku');
  // Issue 63: how the app words a verb about her ('Zapisała: …'); not chosen, the first name decides.
  const form = page.getByLabel('Forma w komunikatach');
  await expect(form).toHaveValue('');
  await form.selectOption({ label: 'Pani' });
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Profil został zaktualizowany')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Imię *')).toHaveValue('Kasia');
  await expect(page.getByLabel('Numer telefonu')).toHaveValue('+48 600 123 456');
  await expect(page.getByLabel('Szkoła')).toHaveValue('Szkoła Podstawowa nr 3 w Gdańsku');
  await expect(page.getByLabel('Forma w komunikatach')).toHaveValue('F');
});

test.describe('RODO on the profile', () => {
  // The wrong password (400) and the trip with students (409) are answers the journey asks for; so is
  // a 404 for the trip it deletes, which the page may still be reading for its offline copy then.
  test.use({ expectedHttpStatuses: [400, 404, 409] });

  test("'Pobierz moje dane' downloads the teacher's data, and 'Usuń konto' needs the password and waits until no created trip has students", async ({ page }) => {
    const email = uniqueEmail('rodo');
    const teacher = await signUpViaApi(page.request, email, 'Katarzyna Zielińska');
    const trip = await createTripViaApi(page.request, teacher.accessToken, {
      name: 'Zielona szkoła',
      tripLeaderEmail: email,
      students: [{ name: 'Kasia Kot', pesel: '44051401359' }],
    });
    await openAs(page, teacher, '/profile');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pobierz moje dane' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('moje-dane-wycieczki.json');
    const data = readFileSync(await file.path(), 'utf8');
    expect(JSON.parse(data)).toMatchObject({ account: { email }, createdTrips: [{ name: 'Zielona szkoła', students: [{ name: 'Kasia Kot' }] }] });
    expect(data).not.toContain('44051401359');

    await page.getByRole('button', { name: 'Usuń konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Usuń konto' });
    await dialog.getByLabel('Hasło').fill('Zle-Haslo-1');
    await dialog.getByRole('button', { name: 'Usuń konto na zawsze' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Nieprawidłowe hasło');
    await dialog.getByLabel('Hasło').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Usuń konto na zawsze' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Nie można usunąć konta: jesteś twórcą wycieczki „Zielona szkoła”, która ma uczniów. Usuń najpierw uczniów albo wycieczkę.',
    );

    const gone = await page.request.delete(`/api/trips/${trip.id}`, { headers: { Authorization: `Bearer ${teacher.accessToken}` } });
    expect(gone.status()).toBe(204);
    await dialog.getByRole('button', { name: 'Usuń konto na zawsze' }).click();
    await expect(toast(page, 'Konto zostało usunięte')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(401);
  });
});
