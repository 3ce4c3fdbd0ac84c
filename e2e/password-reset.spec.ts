import { MSG } from '@wycieczki/shared';
import { expect, openAs, PASSWORD, signUpViaApi, test, toast, uniqueEmail } from './fixtures';
import { mailTo } from './mailbox';

// A used link is refused with 410, a wrong current password with 400, on purpose.
test.use({ expectedHttpStatuses: [400, 410] });

/**
 * Issue 30, 'Nie pamiętasz hasła?' against a real SMTP server (e2e/mail-catcher.mjs): the link in
 * the e-mail opens 'Ustaw nowe hasło'; saving signs this browser in and another one out; the old
 * password is refused; the link works once.
 */
test('a forgotten password: the e-mailed link sets a new one, signs this browser in and another out', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('zapomniane-haslo');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  // Signed in on another computer.
  const other = await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  const otherPage = await other.newPage();
  await openAs(otherPage, session, '/trips');
  await expect(otherPage.getByRole('heading', { name: 'Twoje Wycieczki', level: 1 })).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page.getByRole('heading', { name: 'Resetowanie hasła' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('status')).toContainText(MSG.passwordResetSent);

  const [mail] = await mailTo(email);
  expect(mail?.subject).toBe('Zmiana hasła – Wycieczki szkolne');
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password#[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Ustaw nowe hasło' })).toBeVisible();
  // The secret leaves the address bar at once.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Nowe hasło').fill('krotkie');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page.getByText(MSG.passwordTooShort).first()).toBeVisible();
  await page.getByLabel('Nowe hasło').fill('NoweHaslo2027');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(toast(page, 'Hasło zostało zmienione')).toBeVisible();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByRole('heading', { name: 'Twoje Wycieczki', level: 1 })).toBeVisible();

  // The other computer is signed out by itself: its event stream is closed and its session refused.
  await expect(otherPage).toHaveURL(/\/auth$/, { timeout: 15_000 });
  // …and told why (issue 48).
  await expect(otherPage.getByText('Hasło zostało zmienione — zaloguj się ponownie')).toBeVisible();
  await other.close();
  const notices = await mailTo(email, 2);
  expect(notices[1]?.subject).toBe('Hasło zostało zmienione');

  // The old password is refused; the link works once.
  const oldSignIn = await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  expect(oldSignIn.status()).toBe(401);
  await page.goto(link!);
  await expect(page.getByText(MSG.passwordResetExpired)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resetowanie hasła' })).toBeVisible();
});

/** Issue 30, 'Zmień hasło' in the profile: this browser stays signed in with the new session. */
test("'Zmień hasło' keeps this browser signed in, with the new password", async ({ page }) => {
  const email = uniqueEmail('zmiana-hasla');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  await openAs(page, session, '/profile');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zmień hasło' });
  await dialog.getByLabel('Obecne hasło').fill('Zle-Haslo-123');
  await dialog.getByLabel('Nowe hasło').fill('NoweHaslo2027');
  await dialog.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(dialog).toContainText(MSG.passwordWrong);
  await dialog.getByLabel('Obecne hasło').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(toast(page, 'Hasło zostało zmienione')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Its own event stream was closed with the old session; it carries on with the new one.
  await page.waitForTimeout(3_000);
  await expect(page).toHaveURL(/\/profile$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Twój Profil' })).toBeVisible();
  expect((await page.request.post('/api/auth/sign-in', { data: { email, password: 'NoweHaslo2027' } })).status()).toBe(200);
});
