import { expect, signUp, test, toast, uniqueEmail } from './fixtures';

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
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Profil został zaktualizowany')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Imię *')).toHaveValue('Kasia');
  await expect(page.getByLabel('Numer telefonu')).toHaveValue('+48 600 123 456');
  await expect(page.getByLabel('Szkoła')).toHaveValue('Szkoła Podstawowa nr 3 w Gdańsku');
});
