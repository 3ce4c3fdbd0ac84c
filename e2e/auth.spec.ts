import { expect, PASSWORD, signUp, test, toast, uniqueEmail } from './fixtures';

test('a new teacher signs up from the landing page, stays signed in, signs out and back in', async ({ page }) => {
  const email = uniqueEmail('nowa');

  await page.goto('/');
  await page.getByRole('link', { name: 'Rozpocznij teraz' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Zaloguj się do systemu')).toBeVisible();

  await page.getByRole('tab', { name: 'Rejestracja' }).click();
  await expect(page.getByText('Min. 8 znaków z małą i dużą literą oraz cyfrą')).toBeVisible();
  await page.getByLabel('Imię i nazwisko').fill('Anna Nowak');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Utwórz konto' }).click();

  await expect(page).toHaveURL(/\/trips$/);
  await expect(toast(page, 'Konto utworzone! Możesz się teraz zalogować.')).toBeVisible();
  // SPEC's words, as the one message after sign-up (issue 48): no second toast, no second sentence.
  await expect(page.locator('[data-sonner-toast], [data-toast]')).toHaveCount(1);
  await expect(toast(page, 'Konto utworzone! Możesz się teraz zalogować.')).toHaveText('Konto utworzone! Możesz się teraz zalogować.');
  await expect(page.getByRole('heading', { name: 'Twoje Wycieczki' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Twoje Wycieczki' })).toBeVisible();

  // A signed-in user has no business on the landing page or the sign-in screen.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/trips$/);

  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(toast(page, 'Wylogowano')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/trips');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(toast(page, 'Zalogowano pomyślnie!')).toBeVisible();
});

test('a wrong password is refused with the server message', async ({ page }) => {
  const email = uniqueEmail('haslo');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Hasło').fill('Niepoprawne1');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(toast(page, /^Błąd logowania: /)).toBeVisible();
  await expect(toast(page, 'Błąd logowania: Nieprawidłowy email lub hasło')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the forms show the first schema message and mark the fields invalid', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(toast(page, 'Email jest wymagany')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('tab', { name: 'Rejestracja' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('slabe'));
  await page.getByLabel('Hasło').fill('slabehaslo');
  await page.getByRole('button', { name: 'Utwórz konto' }).click();
  await expect(toast(page, 'Hasło musi zawierać małą literę, dużą literę i cyfrę')).toBeVisible();
  await expect(page.getByLabel('Hasło')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth$/);
});

test('registering an email twice says it is taken', async ({ page }) => {
  const email = uniqueEmail('dwa');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('tab', { name: 'Rejestracja' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Utwórz konto' }).click();
  await expect(toast(page, 'Ten email jest już zarejestrowany')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('two tabs', () => {
  // Once in a few CI runs (2026-11-29, 2026-12-02) this journey passed every step and then Chromium
  // never finished closing its browser context: Playwright's 'Close context' hung for the whole 60 s
  // (the trace shows the test body done and the context's close started, nothing after). The app
  // plays no part in a context's close, so that hang may take the journey once more; a step that
  // fails twice still fails it, and a retry shows as 'flaky' in the report.
  test.describe.configure({ retries: 1 });

  test('signing out in one tab signs out the other', async ({ page, context }) => {
    await signUp(page, uniqueEmail('karty'));
    const second = await context.newPage();
    await second.goto('/students');
    await expect(second.getByRole('heading', { name: 'Zarządzanie Uczniami' })).toBeVisible();

    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await expect(second).toHaveURL(/\/auth$/);
    await second.close();
  });
});

test("the landing page's 'Utwórz darmowe konto' opens the sign-in screen on 'Rejestracja', with its own title", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Utwórz darmowe konto' }).click();
  await expect(page).toHaveURL(/\/auth#rejestracja$/);
  await expect(page.getByRole('tab', { name: 'Rejestracja' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Imię i nazwisko')).toBeVisible();
  await expect(page).toHaveTitle('Logowanie – Wycieczki Szkolne');
  // The tabs move with the arrow keys, as WAI-ARIA tabs do.
  await page.getByRole('tab', { name: 'Rejestracja' }).press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Logowanie' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Logowanie' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Imię i nazwisko')).toHaveCount(0);
});
